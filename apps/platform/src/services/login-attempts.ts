/**
 * Login attempts per username since the last success. Each attempt is counted *before* its password
 * is checked, in one statement, so concurrent attempts each see their own number: the fourth and
 * later need the image captcha (§9: after three failures), however many arrive at once. Every fifth
 * failure locks the username, for one minute, then two, four… (told as "retry after").
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema';

/** §9: the third failed login for a username asks for the image captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Every this many failures lock the username. */
export const LOCK_AFTER_FAILURES = 5;
/** The first lock; each next one doubles. */
export const FIRST_LOCK_MS = 60 * 1000;
/** Locks never exceed a day. */
const MAX_LOCK_MS = 24 * 60 * 60 * 1000;

const byUsername = (merchantCode: string, username: string) =>
  and(
    eq(loginAttempts.merchantCode, merchantCode),
    eq(loginAttempts.username, username.toLowerCase()),
  );

export interface Attempt {
  /** This attempt's number since the last success (1 for the first). */
  number: number;
  /** The username is locked until then (this attempt is not evaluated), or null. */
  lockedUntil: Date | null;
}

/** Counts an attempt before it is evaluated. */
export async function beginAttempt(
  db: Database,
  merchantCode: string,
  username: string,
  now: Date,
): Promise<Attempt> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ merchantCode, username: username.toLowerCase(), failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [loginAttempts.merchantCode, loginAttempts.username],
      set: { failures: sql`${loginAttempts.failures} + 1`, updatedAt: now },
    })
    .returning({ failures: loginAttempts.failures, lockedUntil: loginAttempts.lockedUntil });
  const lockedUntil = row?.lockedUntil ?? null;
  return {
    number: row?.failures ?? 1,
    lockedUntil: lockedUntil !== null && lockedUntil > now ? lockedUntil : null,
  };
}

/** The lock a failed attempt sets, if it is a fifth, tenth… failure: until then, else null. */
export function lockAfter(attemptNumber: number, now: Date): Date | null {
  if (attemptNumber < LOCK_AFTER_FAILURES || attemptNumber % LOCK_AFTER_FAILURES !== 0) return null;
  const doublings = attemptNumber / LOCK_AFTER_FAILURES - 1;
  const lockMs = Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.min(doublings, 20));
  return new Date(now.getTime() + lockMs);
}

/** Records a failed attempt: sets the lock when it is due. Answers the lock, or null. */
export async function failAttempt(
  db: Database,
  merchantCode: string,
  username: string,
  attempt: Attempt,
  now: Date,
): Promise<Date | null> {
  const lockedUntil = lockAfter(attempt.number, now);
  if (lockedUntil) {
    await db
      .update(loginAttempts)
      .set({ lockedUntil, updatedAt: now })
      .where(byUsername(merchantCode, username));
  }
  return lockedUntil;
}

export async function clearAttempts(
  db: Database,
  merchantCode: string,
  username: string,
): Promise<void> {
  await db.delete(loginAttempts).where(byUsername(merchantCode, username));
}

/**
 * Gives back an attempt that was refused before anything was checked (no captcha sent, or the
 * username is locked): only evaluated attempts count as failures.
 */
export async function releaseAttempt(
  db: Database,
  merchantCode: string,
  username: string,
): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(byUsername(merchantCode, username));
}
