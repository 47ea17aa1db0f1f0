/**
 * What every table holds, cheaply: its row count and newest row version (`xmin`), so any insert,
 * update or delete changes it. Tests compare two states to prove a refused call stored nothing.
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Tables a refused call may legitimately change, and why:
 * - rate_limits: the ceilings count refused calls too (that is their point);
 * - sealed_nonces: every opened sealed body's nonce is kept, refused or not, so it cannot be replayed;
 * - login_attempts, login_events: refused logins count towards the lock and go to the login history;
 * - password_attempts: a wrong payment or login password counts towards its lock (a call refused by
 *   the lock itself changes no row: payment-password.test.ts proves that apart);
 * - captchas: a captcha is used up by a wrong answer as by a right one.
 */
export const CHANGES_ON_REFUSAL: ReadonlySet<string> = new Set([
  'rate_limits',
  'sealed_nonces',
  'login_attempts',
  'login_events',
  'password_attempts',
  'captchas',
]);

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Each table's `count:newest xmin`, but those of `CHANGES_ON_REFUSAL`. */
export async function tableStates(db: Database): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const parts = tables
    .map((row) => row.name)
    .filter((name) => !CHANGES_ON_REFUSAL.has(name))
    .map(
      (name) =>
        `select '${name}' as name, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as state from "${name}"`,
    );
  const states = await rowsOf<{ name: string; state: string }>(
    db,
    sql.raw(parts.join(' union all ')),
  );
  return Object.fromEntries(states.map((row) => [row.name, row.state]));
}

/** The tables whose state differs. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}
