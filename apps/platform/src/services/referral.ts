/**
 * Referral (invite and earn): a member's own invitation code, the
 * friends who registered with it and their statuses (A active, F failed, M duplicate, E overdue,
 * and P while a friend may still make the first deposit), and the rules.
 */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { amountOfCents } from '@gaming/domain/money';
import { isTrialType } from '@gaming/domain/roles';
import type { Database } from '../db/client';
import { customers, referrals } from '../db/schema';
import type { Tx } from './ledger';
import { post } from './ledger';
import type { Paging } from './paging';

/** The merchant's referral rules (the rules tab shows them). */
export const REFERRAL_RULES = {
  /** What the member earns per friend who becomes active. */
  rewardPerFriend: 50,
  /** A friend is active after a first deposit of at least this much… */
  minFirstDeposit: 100,
  /** …within this many days of registering; after that the friend is overdue. */
  depositWithinDays: 7,
} as const;

const CODE_PREFIX = 'RF';
/** Keeps codes at least six characters and unlike small numbers. */
const CODE_OFFSET = 46_656;
const INT32_MAX = 2_147_483_647;

/** A member's invitation code: `RF` and their id in base 36 (only ever read back by `referrerIdOf`). */
export function referralCodeOf(customerId: number): string {
  return `${CODE_PREFIX}${(customerId + CODE_OFFSET).toString(36).toUpperCase()}`;
}

/** The customer id behind a referral code, or null when it is not one. */
export function referrerIdOf(code: string): number | null {
  const text = code.trim().toUpperCase();
  if (!text.startsWith(CODE_PREFIX) || !/^[0-9A-Z]{1,10}$/.test(text.slice(2))) return null;
  const id = parseInt(text.slice(2), 36) - CODE_OFFSET;
  // A serial id is a 32-bit integer: anything larger is no member's.
  return Number.isSafeInteger(id) && id > 0 && id <= INT32_MAX && referralCodeOf(id) === text
    ? id
    : null;
}

/** The real member a referral code belongs to in a merchant, or null. */
export async function referrerOfCode(db: Database | Tx, merchantCode: string, code: string) {
  const id = referrerIdOf(code);
  if (id === null) return null;
  const [row] = await db
    .select({
      id: customers.id,
      nickname: customers.nickname,
      isAgent: customers.isAgent,
      parentId: customers.parentId,
    })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.merchantCode, merchantCode)));
  return row && !isTrialType(row.isAgent) ? row : null;
}

export type ReferralStatus = 'A' | 'F' | 'M' | 'E' | 'P';

/** A friend's status at `now`. */
export function referralStatusOf(
  row: Pick<
    typeof referrals.$inferSelect,
    'flag' | 'createdAt' | 'firstDepositAt' | 'firstDepositAmount'
  >,
  now: Date,
): ReferralStatus {
  if (row.flag === 'duplicate') return 'M';
  if (row.flag === 'failed') return 'F';
  const deadline = row.createdAt.getTime() + REFERRAL_RULES.depositWithinDays * 86_400_000;
  const qualifying =
    row.firstDepositAt !== null &&
    (row.firstDepositAmount ?? 0) >= REFERRAL_RULES.minFirstDeposit &&
    row.firstDepositAt.getTime() <= deadline;
  if (qualifying) return 'A';
  if (row.firstDepositAt !== null) return 'F';
  return now.getTime() > deadline ? 'E' : 'P';
}

/**
 * Records a friend who registered with a member's code. A second friend from the same address as an
 * earlier friend of the same member is a duplicate (counted, never rewarded).
 */
export async function recordReferral(
  db: Database | Tx,
  referral: { referrerId: number; inviteeId: number; ip: string; at: Date },
): Promise<void> {
  const [earlier] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(
      and(eq(referrals.referrerId, referral.referrerId), eq(referrals.registerIp, referral.ip)),
    )
    .limit(1);
  await db.insert(referrals).values({
    referrerId: referral.referrerId,
    inviteeId: referral.inviteeId,
    registerIp: referral.ip,
    flag: earlier ? 'duplicate' : null,
    createdAt: referral.at,
  });
}

/**
 * A friend's first approved deposit (called where a deposit is approved, in its transaction): kept
 * on the referral once, and when it makes the friend active the referrer's reward is paid into the
 * referrer's wallet as one REFERRAL ledger row. Later deposits change nothing.
 */
export async function recordFirstDeposit(
  tx: Tx,
  deposit: { customerId: number; cents: number; at: Date },
): Promise<void> {
  const [referral] = await tx
    .update(referrals)
    .set({ firstDepositAt: deposit.at, firstDepositAmount: amountOfCents(deposit.cents) })
    .where(and(eq(referrals.inviteeId, deposit.customerId), isNull(referrals.firstDepositAt)))
    .returning();
  if (!referral || referralStatusOf(referral, deposit.at) !== 'A') return;
  await post(tx, {
    customerId: referral.referrerId,
    type: 'REFERRAL',
    cents: REFERRAL_RULES.rewardPerFriend * 100,
    reference: `REF${String(referral.id)}`,
    at: deposit.at,
  });
}

/** Every friend who registered with the member's code, with the friend's username. */
export async function friendsOf(db: Database, referrerId: number) {
  return db
    .select({ referral: referrals, username: customers.username })
    .from(referrals)
    .innerJoin(customers, eq(customers.id, referrals.inviteeId))
    .where(eq(referrals.referrerId, referrerId));
}

/** A page of the member's friends, latest registered first, and how many there are. */
export async function friendPageOf(db: Database, referrerId: number, paging: Paging) {
  const where = eq(referrals.referrerId, referrerId);
  const [total] = await db.select({ count: count() }).from(referrals).where(where);
  const rows = await db
    .select({ referral: referrals, username: customers.username })
    .from(referrals)
    .innerJoin(customers, eq(customers.id, referrals.inviteeId))
    .where(where)
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return { totalCount: total?.count ?? 0, rows };
}
