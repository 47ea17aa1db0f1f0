/** The winner board's rows: the latest recorded big wins (bet settlement records them). */
import { desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { winners } from '../db/schema';

/**
 * The latest recorded wins, by insertion order, not createdAt: the seed's invented dates may lie
 * ahead of the clock, and a big win on the demo game must show at once.
 */
export async function latestWinsOf(db: Database, limit: number) {
  return db.select().from(winners).orderBy(desc(winners.id)).limit(limit);
}
