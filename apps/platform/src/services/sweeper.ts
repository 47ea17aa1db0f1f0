/**
 * Deletes what has expired and ends deposit orders past their time; run now and then (main.ts), not
 * on every request.
 */
import { sql } from 'drizzle-orm';
import { TRIAL_TYPE } from '@gaming/domain/roles';
import type { Database } from '../db/client';
import { sweepLoginHistory } from './login-trust';
import { expireOverdueDeposits } from './payments';
import { SESSION_MAX_MS } from './sessions';

/** Ceiling windows are at most an hour; a day-old row is dead. */
const RATE_LIMIT_KEEP_MS = 24 * 60 * 60 * 1000;

export async function sweepExpired(db: Database, now: Date): Promise<void> {
  const sessionBorn = new Date(now.getTime() - SESSION_MAX_MS);
  await db.execute(
    sql`delete from sessions where expires_at < ${now} or created_at < ${sessionBorn}`,
  );
  await db.execute(sql`delete from captchas where expires_at < ${now}`);
  await db.execute(sql`delete from game_tickets where expires_at < ${now}`);
  await db.execute(sql`delete from sealed_nonces where expires_at < ${now}`);
  await db.execute(sql`delete from pending_logins where expires_at < ${now}`);
  await sweepLoginHistory(db, now);
  // Deposit orders past their time end as expired even where no simulated operator runs.
  await expireOverdueDeposits(db, now);
  await db.execute(
    sql`delete from rate_limits where window_start < ${new Date(now.getTime() - RATE_LIMIT_KEEP_MS)}`,
  );
  // A trial account lives as long as its session: once that has ended, the account goes too.
  await db.execute(
    sql`delete from customers c where c.is_agent = ${TRIAL_TYPE}
        and not exists (select 1 from sessions s where s.customer_id = c.id)`,
  );
}
