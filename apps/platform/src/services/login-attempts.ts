/** Failed logins per username: the third asks for the image captcha (§9). */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema';

/** §9: the third failed login for a username asks for the image captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;

const byUsername = (merchantCode: string, username: string) =>
  and(
    eq(loginAttempts.merchantCode, merchantCode),
    eq(loginAttempts.username, username.toLowerCase()),
  );

export async function failuresOf(
  db: Database,
  merchantCode: string,
  username: string,
): Promise<number> {
  const [row] = await db
    .select({ failures: loginAttempts.failures })
    .from(loginAttempts)
    .where(byUsername(merchantCode, username));
  return row?.failures ?? 0;
}

/** Counts one more failure and answers the new count. */
export async function recordFailure(
  db: Database,
  merchantCode: string,
  username: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ merchantCode, username: username.toLowerCase(), failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [loginAttempts.merchantCode, loginAttempts.username],
      set: { failures: sql`${loginAttempts.failures} + 1`, updatedAt: now },
    })
    .returning({ failures: loginAttempts.failures });
  return row?.failures ?? 1;
}

export async function clearFailures(
  db: Database,
  merchantCode: string,
  username: string,
): Promise<void> {
  await db.delete(loginAttempts).where(byUsername(merchantCode, username));
}
