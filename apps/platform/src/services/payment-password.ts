/**
 * The payment password guard (§5): every check of the password that authorises a payment goes
 * through here, so guessing it is bounded in one place. The calls that check it are
 * `PAYMENT_PASSWORD_CALLS`; no route compares a payment password itself (payment-password.test.ts
 * holds every route to that).
 *
 * Wrong answers are counted per account (whatever the session, address or call), in the database
 * (`payment_password_attempts`), so the count and its lock hold across restarts and across several
 * platform instances. While the account is locked every payment-password call is refused, right
 * password or not, before anything is compared or stored: 429 `TOO_MANY_REQUESTS` with
 * `value.retryAfter` (and `Retry-After`), as the request ceilings answer, so the apps say "try again
 * in N minutes". The wrong answer that sets the lock is told the lock at once. A right answer
 * clears the count.
 *
 * One account's answers are checked in turn (the lock read afresh before each comparison), so a
 * burst of guesses sent at once gets no more than five compared, while a member's repeated click
 * with the right password (an Idempotency-Key replay) is answered, not refused. The turn is kept per
 * platform instance: with several instances on one database, each other instance can have at most
 * one more answer compared before it reads the lock.
 *
 * The numbers: 5 wrong answers, then 5 minutes, doubling, at most a day.
 * - Five is what the login and an SMS code allow: enough for a member who mistypes a 6-digit code
 *   once or twice, few for a script.
 * - The first lock is 5 minutes, longer than the login's first minute because this password moves
 *   money out (a withdrawal to a bound account), and the time the apps already tell for SMS codes.
 * - Doubling to at most a day: the k-th lock lasts 5 × 2^(k−1) minutes, so a script has had 5k tries
 *   in 5 × (2^k − 1) minutes: 50 in the first 43 hours (the tenth lock is the first of a full
 *   day), then 5 a day: some 1,900 a year of the 1,000,000 six-digit passwords (0.2 %), and every
 *   try needs the member's session. Without it a script that holds a session tries as fast as the
 *   platform answers (the whole space in hours on the calls without a ceiling). A member who
 *   mistypes five times waits 5 minutes; a right answer starts the doubling over.
 */
import { eq, sql } from 'drizzle-orm';
import { clientContracts } from '@gaming/api/contract';
import type { CallRoute } from '@gaming/api/contract';
import { ErrorCode } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { paymentPasswordAttempts } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { RetryAfterValue } from './ceilings';
import type { Customer } from './customers';
import { verifyPassword } from './password';

/** Every this many wrong answers lock the account's payment-password calls. */
export const PAYMENT_LOCK_AFTER_FAILURES = 5;
/** The first lock; each next one doubles. */
export const PAYMENT_FIRST_LOCK_MS = 5 * 60 * 1000;
/** Locks never exceed a day. */
export const PAYMENT_MAX_LOCK_MS = 24 * 60 * 60 * 1000;

const calls = clientContracts;

/**
 * The calls that check the payment password, each through this guard: withdraw, bind a withdrawal
 * account (once a payment password is set) and remove one, change the payment password (mode
 * `change`: the old one), points redeem and convert, the transfer to the upline (the payment
 * password, or the login password of a member without one), and an agent's transfer to a downline
 * and red envelopes.
 */
export const PAYMENT_PASSWORD_CALLS: readonly CallRoute[] = [
  calls.withdraw.create,
  calls.withdraw.bindAccount,
  calls.withdraw.deleteAccount,
  calls.security.paymentPassword,
  calls.points.redeem,
  calls.points.convert,
  calls.wallet.transferUpline,
  calls.agentTeam.transfer,
  calls.agentTeam.sendRedEnvelopes,
];

/** What the guard needs: the database and the platform's clock. */
export interface PaymentGuardDeps {
  db: Database;
  now: () => Date;
}

const t = paymentPasswordAttempts;

/** The lock's refusal: 429 with the seconds left. */
function lockedError(lockedUntil: Date, now: Date): ApiError<RetryAfterValue> {
  const retryAfter = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  return new ApiError<RetryAfterValue>(
    429,
    ErrorCode.tooManyRequests,
    `Too many wrong payment passwords; try again in ${retryAfter} s.`,
    { retryAfter },
  );
}

/** The account's lock end while it is locked, else null. */
export async function paymentLockOf(
  db: Database,
  customerId: number,
  now: Date,
): Promise<Date | null> {
  return (await countOf(db, customerId, now)).lockedUntil;
}

/** The account's row (whether it has wrong answers counted) and its lock end while locked. */
async function countOf(
  db: Database,
  customerId: number,
  now: Date,
): Promise<{ counted: boolean; lockedUntil: Date | null }> {
  const [row] = await db
    .select({ lockedUntil: t.lockedUntil })
    .from(t)
    .where(eq(t.customerId, customerId));
  const lockedUntil = row?.lockedUntil ?? null;
  return {
    counted: row !== undefined,
    lockedUntil: lockedUntil !== null && lockedUntil > now ? lockedUntil : null,
  };
}

/**
 * Counts a wrong answer; on the fifth, tenth… sets the lock in the same statement (the n-th lock
 * lasts FIRST × 2^(n−1), at most MAX). Answers the lock it set, or null. An account another instance
 * locked meanwhile is not counted again: answers its lock.
 */
async function countWrongAnswer(db: Database, customerId: number, now: Date): Promise<Date | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const every = sql.raw(String(PAYMENT_LOCK_AFTER_FAILURES));
  // The exponent is capped so the number cannot overflow; MAX caps the lock long before that.
  const lockMs = sql`least(${sql.raw(String(PAYMENT_MAX_LOCK_MS))}, ${sql.raw(String(PAYMENT_FIRST_LOCK_MS))} * power(2, least((${t.failures} + 1) / ${every} - 1, 30)))`;
  const [row] = await db
    .insert(t)
    .values({ customerId, failures: 1, lockedUntil: null, updatedAt: now })
    .onConflictDoUpdate({
      target: t.customerId,
      set: {
        failures: sql`${t.failures} + 1`,
        lockedUntil: sql`case when (${t.failures} + 1) % ${every} = 0 then ${at} + ${lockMs} * interval '1 millisecond' else ${t.lockedUntil} end`,
        updatedAt: now,
      },
      setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= ${at}`,
    })
    .returning({ lockedUntil: t.lockedUntil });
  if (!row) return paymentLockOf(db, customerId, now);
  return row.lockedUntil !== null && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Clears the account's count and lock: a right answer, or a new payment password set or reset. */
export async function clearPaymentPasswordFailures(
  db: Database,
  customerId: number,
): Promise<void> {
  await db.delete(t).where(eq(t.customerId, customerId));
}

/** Per database and account, the end of the answers waiting to be checked. */
const queues = new WeakMap<Database, Map<number, Promise<unknown>>>();

/** Runs `work` after the account's answers before it: one account's answers are checked in turn. */
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
 * The guard: refuses a locked account (429) before comparing, then compares `typed` with `hash`. A
 * wrong answer is counted and refused with `wrong` (or with the lock it set); a right one clears
 * the count.
 */
async function guardedCompare(
  deps: PaymentGuardDeps,
  customerId: number,
  typed: string,
  hash: string,
  wrong: () => ApiError,
): Promise<void> {
  await inTurn(deps.db, customerId, async () => {
    const now = deps.now();
    const count = await countOf(deps.db, customerId, now);
    if (count.lockedUntil) throw lockedError(count.lockedUntil, now);
    if (await verifyPassword(typed.trim(), hash)) {
      if (count.counted) await clearPaymentPasswordFailures(deps.db, customerId);
      return;
    }
    const lockedUntil = await countWrongAnswer(deps.db, customerId, now);
    throw lockedUntil ? lockedError(lockedUntil, now) : wrong();
  });
}

/**
 * Checks the payment password: refuses a member without one (`paymentPasswordNotSet`), a locked
 * account (429 `TOO_MANY_REQUESTS`) and a wrong password (`paymentPasswordInvalid`).
 */
export async function checkPaymentPassword(
  deps: PaymentGuardDeps,
  customer: Pick<Customer, 'id' | 'paymentPasswordHash'>,
  typed: string,
): Promise<void> {
  if (customer.paymentPasswordHash === null) {
    throw new ApiError(403, ErrorCode.paymentPasswordNotSet, 'Set a payment password first.');
  }
  await guardedCompare(
    deps,
    customer.id,
    typed,
    customer.paymentPasswordHash,
    () => new ApiError(400, ErrorCode.paymentPasswordInvalid, 'Wrong payment password.'),
  );
}

/**
 * The password of a payment by a member without a payment password: its login password (the
 * transfer to the upline, PAYMENTPASS3). It authorises the same payment, so it is counted and
 * locked with the payment password (`oldPasswordInvalid` when wrong).
 */
export async function checkLoginPasswordForPayment(
  deps: PaymentGuardDeps,
  customer: Pick<Customer, 'id' | 'passwordHash'>,
  typed: string,
): Promise<void> {
  await guardedCompare(
    deps,
    customer.id,
    typed,
    customer.passwordHash,
    () => new ApiError(400, ErrorCode.oldPasswordInvalid, 'The login password is wrong.'),
  );
}
