/**
 * The password guard (§5): every check of a secret a signed-in member is asked for goes through
 * here, so guessing it is bounded in one place. Two secrets, each with its own count and lock:
 * - `payment`, the payment password (its calls: `PAYMENT_PASSWORD_CALLS`, services/payment-password.ts);
 * - `login`, the login password asked of a signed-in member (`LOGIN_PASSWORD_CALLS`: the password
 *   change's old password, and the transfer to the upline of a member without a payment password).
 * No route compares either itself (payment-password.test.ts holds every route to that).
 *
 * Wrong answers are counted per account and secret (whatever the session, address or call), in the
 * database (`password_attempts`), so the count and its lock hold across restarts and across several
 * platform instances. While a secret is locked every call that asks it is refused, right password
 * or not, before anything is compared or stored: 429 `TOO_MANY_REQUESTS` with `value.retryAfter`
 * (and `Retry-After`), as the request ceilings answer, so the apps say "try again in N minutes". The
 * wrong answer that sets the lock is told the lock at once. A right answer clears that secret's
 * count. The other secret's calls go on: a member who mistyped the payment password can still
 * change the login password, and the reverse.
 *
 * The login route is not guarded here: it counts failures per username before any session
 * (`login_attempts`, services/login-attempts.ts). The two counts stay apart on purpose. If a failed
 * login locked the password change, a stranger typing wrong passwords at the login form could stop
 * the member changing a password they fear is known — the change is what ends a stolen session. If
 * a wrong old password at the change counted toward the login lock, the holder of a stolen session
 * could lock the member out of signing in anywhere else while keeping their own session. Each is
 * bounded on its own (five per lock from the form, five per lock from a session), so together they
 * allow at most twice what one does.
 *
 * One account's answers are checked in turn (the lock read afresh before each comparison), so a
 * burst of guesses sent at once gets no more than five compared, while a member's repeated click
 * with the right password (an Idempotency-Key replay) is answered, not refused. The turn is kept per
 * platform instance: with several instances on one database, each other instance can have at most
 * one more answer compared before it reads the lock.
 *
 * The numbers, the same for both secrets: 5 wrong answers, then 5 minutes, doubling, at most a day.
 * - Five is what the login and an SMS code allow: enough for a member who mistypes a 6-digit code
 *   once or twice, few for a script.
 * - The first lock is 5 minutes, longer than the login's first minute because what is guessed here
 *   moves money out (a withdrawal to a bound account) or takes the account (a new login password
 *   ends every other session), and the time the apps already tell for SMS codes.
 * - Doubling to at most a day: the k-th lock lasts 5 × 2^(k−1) minutes, so a script has had 5k tries
 *   in 5 × (2^k − 1) minutes: 50 in the first 43 hours (the tenth lock is the first of a full
 *   day), then 5 a day: some 1,900 a year of the 1,000,000 six-digit passwords (0.2 %), and every
 *   try needs the member's session. Without it a script that holds a session tries as fast as the
 *   platform answers (the whole space in hours on the calls without a ceiling). A member who
 *   mistypes five times waits 5 minutes; a right answer starts the doubling over.
 */
import { and, eq, sql } from 'drizzle-orm';
import { clientContracts } from '@gaming/api/contract';
import type { CallRoute } from '@gaming/api/contract';
import { ErrorCode } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { passwordAttempts } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { RetryAfterValue } from './ceilings';
import type { Customer } from './customers';
import { verifyPassword } from './password';

/** The secrets the guard counts, each apart. */
export type GuardedSecret = (typeof passwordAttempts.$inferSelect)['secret'];

/** Every this many wrong answers lock the secret's calls of the account. */
export const GUARD_LOCK_AFTER_FAILURES = 5;
/** The first lock; each next one doubles. */
export const GUARD_FIRST_LOCK_MS = 5 * 60 * 1000;
/** Locks never exceed a day. */
export const GUARD_MAX_LOCK_MS = 24 * 60 * 60 * 1000;

/**
 * The calls that check the login password of a signed-in member, each through this guard: the
 * password change (the old one) and the transfer to the upline of a member without a payment
 * password.
 */
export const LOGIN_PASSWORD_CALLS: readonly CallRoute[] = [
  clientContracts.member.changePassword,
  clientContracts.wallet.transferUpline,
];

/** What the guard needs: the database and the platform's clock. */
export interface PasswordGuardDeps {
  db: Database;
  now: () => Date;
}

const t = passwordAttempts;

const rowOf = (customerId: number, secret: GuardedSecret) =>
  and(eq(t.customerId, customerId), eq(t.secret, secret));

/** The lock's refusal: 429 with the seconds left. */
function lockedError(
  secret: GuardedSecret,
  lockedUntil: Date,
  now: Date,
): ApiError<RetryAfterValue> {
  const retryAfter = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  return new ApiError<RetryAfterValue>(
    429,
    ErrorCode.tooManyRequests,
    `Too many wrong ${secret} passwords; try again in ${retryAfter} s.`,
    { retryAfter },
  );
}

/** The secret's lock end of the account while it is locked, else null. */
export async function lockOf(
  db: Database,
  customerId: number,
  secret: GuardedSecret,
  now: Date,
): Promise<Date | null> {
  return (await countOf(db, customerId, secret, now)).lockedUntil;
}

/** The row (whether wrong answers are counted) and its lock end while locked. */
async function countOf(
  db: Database,
  customerId: number,
  secret: GuardedSecret,
  now: Date,
): Promise<{ counted: boolean; lockedUntil: Date | null }> {
  const [row] = await db
    .select({ lockedUntil: t.lockedUntil })
    .from(t)
    .where(rowOf(customerId, secret));
  const lockedUntil = row?.lockedUntil ?? null;
  return {
    counted: row !== undefined,
    lockedUntil: lockedUntil !== null && lockedUntil > now ? lockedUntil : null,
  };
}

/**
 * Counts a wrong answer; on the fifth, tenth… sets the lock in the same statement (the n-th lock
 * lasts FIRST × 2^(n−1), at most MAX). Answers the lock it set, or null. A secret another instance
 * locked meanwhile is not counted again: answers its lock.
 */
async function countWrongAnswer(
  db: Database,
  customerId: number,
  secret: GuardedSecret,
  now: Date,
): Promise<Date | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const every = sql.raw(String(GUARD_LOCK_AFTER_FAILURES));
  // The exponent is capped so the number cannot overflow; MAX caps the lock long before that.
  const lockMs = sql`least(${sql.raw(String(GUARD_MAX_LOCK_MS))}, ${sql.raw(String(GUARD_FIRST_LOCK_MS))} * power(2, least((${t.failures} + 1) / ${every} - 1, 30)))`;
  const [row] = await db
    .insert(t)
    .values({ customerId, secret, failures: 1, lockedUntil: null, updatedAt: now })
    .onConflictDoUpdate({
      target: [t.customerId, t.secret],
      set: {
        failures: sql`${t.failures} + 1`,
        lockedUntil: sql`case when (${t.failures} + 1) % ${every} = 0 then ${at} + ${lockMs} * interval '1 millisecond' else ${t.lockedUntil} end`,
        updatedAt: now,
      },
      setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= ${at}`,
    })
    .returning({ lockedUntil: t.lockedUntil });
  if (!row) return lockOf(db, customerId, secret, now);
  return row.lockedUntil !== null && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Clears the secret's count and lock of the account: a right answer, or a new password set. */
export async function clearPasswordFailures(
  db: Database,
  customerId: number,
  secret: GuardedSecret,
): Promise<void> {
  await db.delete(t).where(rowOf(customerId, secret));
}

/** Per database and account, the end of the answers waiting to be checked. */
const queues = new WeakMap<Database, Map<number, Promise<unknown>>>();

/**
 * Runs `work` after the account's answers before it: one account's answers are checked in turn
 * (both secrets in one line; a member answers one at a time).
 */
async function inTurn<T>(db: Database, customerId: number, work: () => Promise<T>): Promise<T> {
  let byAccount = queues.get(db);
  if (!byAccount) {
    byAccount = new Map();
    queues.set(db, byAccount);
  }
  const run = (byAccount.get(customerId) ?? Promise.resolve()).then(work);
  const end = run.catch(() => undefined);
  byAccount.set(customerId, end);
  try {
    return await run;
  } finally {
    if (byAccount.get(customerId) === end) byAccount.delete(customerId);
  }
}

/**
 * The guard: refuses a locked secret (429) before comparing, then compares `typed` with `hash`. A
 * wrong answer is counted and refused with `wrong` (or with the lock it set); a right one clears
 * the count.
 */
export async function checkGuardedPassword(
  deps: PasswordGuardDeps,
  secret: GuardedSecret,
  customerId: number,
  typed: string,
  hash: string,
  wrong: () => ApiError,
): Promise<void> {
  await inTurn(deps.db, customerId, async () => {
    const now = deps.now();
    const count = await countOf(deps.db, customerId, secret, now);
    if (count.lockedUntil) throw lockedError(secret, count.lockedUntil, now);
    if (await verifyPassword(typed.trim(), hash)) {
      if (count.counted) await clearPasswordFailures(deps.db, customerId, secret);
      return;
    }
    const lockedUntil = await countWrongAnswer(deps.db, customerId, secret, now);
    throw lockedUntil ? lockedError(secret, lockedUntil, now) : wrong();
  });
}

/**
 * Checks the login password of a signed-in member (`LOGIN_PASSWORD_CALLS`): refuses a locked one
 * (429 `TOO_MANY_REQUESTS`) and a wrong one (`oldPasswordInvalid`).
 */
export async function checkLoginPassword(
  deps: PasswordGuardDeps,
  customer: Pick<Customer, 'id' | 'passwordHash'>,
  typed: string,
  wrongMessage = 'The login password is wrong.',
): Promise<void> {
  await checkGuardedPassword(
    deps,
    'login',
    customer.id,
    typed,
    customer.passwordHash,
    () => new ApiError(400, ErrorCode.oldPasswordInvalid, wrongMessage),
  );
}
