/**
 * The reward centre's rules on the database: what each kind of reward is worth to a member today,
 * whether it was claimed, and the one way a reward is paid (`payReward`: a claim row unique per
 * member, kind and key, then one PROMOTION movement on the ledger and a live notice).
 */
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import type { NewbieRequirement, RewardKind } from '@gaming/domain/promotions';
import { NEWBIE_REQUIREMENTS, requirementMet, rescueTierOf } from '@gaming/domain/promotions';
import { addDays, siteDateOf, siteDayEnd, siteDayStart } from '@gaming/domain/records';
import type { Database } from '../db/client';
import {
  bets,
  customers,
  newbieRewards,
  paymentOrders,
  promoCodes,
  promotionApplications,
  promotions,
  rescueTiers,
  rewardClaims,
  rewardTickets,
  signInDays,
} from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Tx } from './ledger';
import { balanceCentsOf, post } from './ledger';
import { publishNotice } from './notices';
import type { LocalText } from './local-text';

type Db = Tx | Database;

const cents = (value: number | string | null | undefined) =>
  value === null || value === undefined ? 0 : centsOfStored(value);

/** ISO weekday of a site date: 1 Monday … 7 Sunday. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Whether a kind's claim with this key exists. */
async function claimed(db: Db, customerId: number, kind: RewardKind, key: string) {
  const [row] = await db
    .select({ id: rewardClaims.id })
    .from(rewardClaims)
    .where(
      and(
        eq(rewardClaims.customerId, customerId),
        eq(rewardClaims.kind, kind),
        eq(rewardClaims.claimKey, key),
      ),
    );
  return row !== undefined;
}

/** The member's approved deposits on a site day, in cents. */
export async function depositCentsOn(db: Db, customerId: number, date: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${paymentOrders.amount}), 0)` })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.customerId, customerId),
        eq(paymentOrders.kind, 'deposit'),
        eq(paymentOrders.status, 'approved'),
        gte(paymentOrders.decidedAt, siteDayStart(date)),
        lt(paymentOrders.decidedAt, siteDayEnd(date)),
      ),
    );
  return cents(row?.total);
}

/** The member's net loss on a site day (bets minus wins), in cents; negative for a winning day. */
export async function netLossCentsOn(db: Db, customerId: number, date: string): Promise<number> {
  const [row] = await db
    .select({
      bet: sql<string>`coalesce(sum(${bets.betAmount}), 0)`,
      win: sql<string>`coalesce(sum(${bets.winAmount}), 0)`,
    })
    .from(bets)
    .where(
      and(
        eq(bets.customerId, customerId),
        gte(bets.createdAt, siteDayStart(date)),
        lt(bets.createdAt, siteDayEnd(date)),
      ),
    );
  return cents(row?.bet) - cents(row?.win);
}

export interface SignInState {
  days: {
    date: string;
    dayNo: number;
    amountCents: number;
    depositCents: number;
    hasClaimed: boolean;
    isToday: boolean;
  }[];
  depositTodayCents: number;
  today: SignInState['days'][number] | undefined;
  claimable: boolean;
}

/** This week's calendar (Monday to Sunday of the site's today). */
export async function signInStateOf(
  db: Db,
  merchantCode: string,
  customerId: number,
  now: Date,
): Promise<SignInState> {
  const today = siteDateOf(now);
  const monday = addDays(today, 1 - weekdayOf(today));
  const config = await db
    .select()
    .from(signInDays)
    .where(eq(signInDays.merchantCode, merchantCode))
    .orderBy(asc(signInDays.dayNo));
  const dates = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const claims = await db
    .select({ key: rewardClaims.claimKey })
    .from(rewardClaims)
    .where(
      and(
        eq(rewardClaims.customerId, customerId),
        eq(rewardClaims.kind, 'LOGIN'),
        inArray(rewardClaims.claimKey, dates),
      ),
    );
  const taken = new Set(claims.map((row) => row.key));
  const days = config.map((row) => {
    const date = dates[row.dayNo - 1] ?? today;
    return {
      date,
      dayNo: row.dayNo,
      amountCents: cents(row.amount),
      depositCents: cents(row.depositAmount),
      hasClaimed: taken.has(date),
      isToday: date === today,
    };
  });
  const depositTodayCents = await depositCentsOn(db, customerId, today);
  const entry = days.find((day) => day.isToday);
  const claimable =
    entry !== undefined && !entry.hasClaimed && depositTodayCents >= entry.depositCents;
  return { days, depositTodayCents, today: entry, claimable };
}

export interface NewbieState {
  id: number;
  /** The operator's name in each language; the route answers the request's. */
  name: LocalText;
  amountCents: number;
  requires: { field: NewbieRequirement; met: boolean }[];
  claimed: boolean;
  claimable: boolean;
}

export async function newbieStateOf(
  db: Db,
  merchantCode: string,
  customerId: number,
): Promise<NewbieState[]> {
  const [member] = await db
    .select({
      mobileVerified: customers.mobileVerified,
      emailVerified: customers.emailVerified,
      profile: customers.profile,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  const facts = {
    mobileVerified: member?.mobileVerified ?? false,
    emailVerified: member?.emailVerified ?? false,
    realName: member?.profile.payeeName,
  };
  const rewards = await db
    .select()
    .from(newbieRewards)
    .where(eq(newbieRewards.merchantCode, merchantCode))
    .orderBy(asc(newbieRewards.sort), asc(newbieRewards.id));
  const claims = await db
    .select({ key: rewardClaims.claimKey })
    .from(rewardClaims)
    .where(and(eq(rewardClaims.customerId, customerId), eq(rewardClaims.kind, 'REGISTER')));
  const taken = new Set(claims.map((row) => row.key));
  return rewards.map((reward) => {
    const requires = reward.requires
      .filter((field): field is NewbieRequirement =>
        (NEWBIE_REQUIREMENTS as readonly string[]).includes(field),
      )
      .map((field) => ({ field, met: requirementMet(field, facts) }));
    const isClaimed = taken.has(String(reward.id));
    return {
      id: reward.id,
      name: reward.name,
      amountCents: cents(reward.amount),
      requires,
      claimed: isClaimed,
      claimable: !isClaimed && requires.every((entry) => entry.met),
    };
  });
}

export interface RescueStateOf {
  date: string;
  netLossCents: number;
  tiers: { minLossCents: number; amountCents: number }[];
  rewardCents: number | null;
  claimed: boolean;
  claimable: boolean;
}

/** Yesterday's net loss, the tier it reached and whether its rescue was claimed. */
export async function rescueStateOf(
  db: Db,
  merchantCode: string,
  customerId: number,
  now: Date,
): Promise<RescueStateOf> {
  const date = addDays(siteDateOf(now), -1);
  const rows = await db
    .select()
    .from(rescueTiers)
    .where(eq(rescueTiers.merchantCode, merchantCode))
    .orderBy(asc(rescueTiers.minLoss));
  const tiers = rows.map((row) => ({
    minLossCents: cents(row.minLoss),
    amountCents: cents(row.amount),
  }));
  const netLossCents = await netLossCentsOn(db, customerId, date);
  const tier = rescueTierOf(tiers, netLossCents);
  const isClaimed = await claimed(db, customerId, 'SAVIOR', date);
  return {
    date,
    netLossCents,
    tiers,
    rewardCents: tier?.amountCents ?? null,
    claimed: isClaimed,
    claimable: tier !== null && !isClaimed,
  };
}

/** Running raffles of the merchant the member has not claimed. */
export async function openRafflesOf(
  db: Db,
  merchantCode: string,
  customerId: number,
  now: Date,
): Promise<number> {
  const rows = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantCode, merchantCode),
        eq(promotions.promotionType, 'RAFFLE'),
        lt(promotions.startAt, now),
        gt(promotions.endAt, now),
      ),
    );
  let open = 0;
  for (const row of rows) if (!(await claimed(db, customerId, 'RAFFLE', String(row.id)))) open += 1;
  return open;
}

export async function issuedCountOf(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(promotionApplications)
    .where(
      and(
        eq(promotionApplications.customerId, customerId),
        eq(promotionApplications.status, 'issued'),
      ),
    );
  return row?.count ?? 0;
}

export async function ticketCountOf(db: Db, customerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(rewardTickets)
    .where(
      and(
        eq(rewardTickets.customerId, customerId),
        isNull(rewardTickets.openedAt),
        gt(rewardTickets.expiresAt, now),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Pays a reward once: the claim row (unique per member, kind and key) is inserted first, so of two
 * requests at the same moment the second waits for the first and finds its row; then one PROMOTION
 * movement and a live notice that leaves when the transaction commits.
 */
export async function payReward(
  tx: Tx,
  claim: {
    customerId: number;
    kind: RewardKind;
    key: string;
    name: string;
    cents: number;
    at: Date;
  },
): Promise<{ name: string; amount: number; balance: number }> {
  const [row] = await tx
    .insert(rewardClaims)
    .values({
      customerId: claim.customerId,
      kind: claim.kind,
      claimKey: claim.key,
      name: claim.name,
      amount: amountOfCents(claim.cents),
      createdAt: claim.at,
    })
    .onConflictDoNothing()
    .returning({ id: rewardClaims.id });
  if (!row) throw new ApiError(400, ErrorCode.rewardClaimed, 'This reward was already claimed.');
  if (claim.cents > 0) {
    await post(tx, {
      customerId: claim.customerId,
      type: 'PROMOTION',
      cents: claim.cents,
      reference: `RC${String(row.id)}`,
      remark: `${claim.kind} ${claim.name}`.slice(0, 200),
      at: claim.at,
    });
  }
  await publishNotice(tx, claim.customerId, {
    type: 'PROMOTION_CLAIM',
    name: claim.name.slice(0, 200),
    amount: amountOfCents(claim.cents),
  });
  return {
    name: claim.name,
    amount: amountOfCents(claim.cents),
    balance: amountOfCents(await balanceCentsOf(tx, claim.customerId)),
  };
}

/** Claimable rewards per kind (original `getAvailablePromotions`) and the badge total. */
export async function rewardCountsOf(db: Db, merchantCode: string, customerId: number, now: Date) {
  const signIn = await signInStateOf(db, merchantCode, customerId, now);
  const newbie = await newbieStateOf(db, merchantCode, customerId);
  const rescue = await rescueStateOf(db, merchantCode, customerId, now);
  const counts = {
    LOGIN: { enabled: signIn.days.length > 0, count: signIn.claimable ? 1 : 0 },
    REGISTER: {
      enabled: newbie.length > 0,
      count: newbie.filter((reward) => reward.claimable).length,
    },
    SAVIOR: { enabled: rescue.tiers.length > 0, count: rescue.claimable ? 1 : 0 },
    MANUAL: { enabled: true, count: await issuedCountOf(db, customerId) },
    RAFFLE: { enabled: true, count: await openRafflesOf(db, merchantCode, customerId, now) },
    TICKET: { enabled: true, count: await ticketCountOf(db, customerId, now) },
  };
  const total = Object.values(counts).reduce((sum, entry) => sum + entry.count, 0);
  return { ...counts, total };
}

/** The merchant's promo code (upper case), or undefined; its validity is the caller's to check. */
export async function promoCodeOf(db: Database, merchantCode: string, code: string) {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.merchantCode, merchantCode), eq(promoCodes.code, code)));
  return row;
}

/** The member's claims in `[from, to)`, optionally of one kind, newest first (200 at most). */
export async function claimHistoryOf(
  db: Database,
  customerId: number,
  range: { from: Date; to: Date },
  kind: string | undefined,
) {
  const conditions = [
    eq(rewardClaims.customerId, customerId),
    gte(rewardClaims.createdAt, range.from),
    lt(rewardClaims.createdAt, range.to),
  ];
  if (kind !== undefined) conditions.push(eq(rewardClaims.kind, kind));
  return db
    .select()
    .from(rewardClaims)
    .where(and(...conditions))
    .orderBy(desc(rewardClaims.createdAt), desc(rewardClaims.id))
    .limit(200);
}
