/** Platform messages: the member's unread count (the unread call and the member info read it). */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { messages } from '../db/schema';

export async function unreadCountOf(db: Database, customerId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .where(and(eq(messages.customerId, customerId), isNull(messages.readAt)));
  return row?.unread ?? 0;
}
