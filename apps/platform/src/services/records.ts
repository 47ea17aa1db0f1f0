/**
 * The member's records: bets, ledger transactions, payment orders, profit and
 * loss per day, rebate rates and the rebate a day's valid bets earn. Every figure is summed by the
 * database as numerics and carried as integer cents until it goes on the wire.
 */
import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import type { DateRangeProblem } from '@gaming/domain/records';
import {
  RECORD_RANGE_DAYS,
  SITE_UTC_OFFSET_HOURS,
  addDays,
  checkDateRange,
  isDateText,
  rebateCentsOf,
  siteDateOf,
  siteDayEnd,
  siteDayStart,
} from '@gaming/domain/records';
import type { Database } from '../db/client';
import { bets, gameTypes, rebateClaims, walletTransactions } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Tx } from './ledger';
import { balanceCentsOf, post } from './ledger';

const RANGE_MESSAGES: Record<DateRangeProblem, string> = {
  'date.invalid': 'The dates must be real days (YYYY-MM-DD).',
  'date.inverted': 'The end date is before the start date.',
  'date.too.long': 'The date range is too long.',
};

/** The instants a range of site days covers, `[from, to)`; a bad range is a 400 `request.invalid`. */
export function rangeOf(
  startDate: string,
  endDate: string,
  maxDays: number,
): { from: Date; to: Date } {
  const checked = checkDateRange(startDate, endDate, maxDays);
  if ('problem' in checked) {
    const message =
      checked.problem === 'date.too.long'
        ? `The date range may cover at most ${String(maxDays)} days.`
        : RANGE_MESSAGES[checked.problem];
    throw new ApiError(400, ErrorCode.requestInvalid, message);
  }
  return { from: siteDayStart(startDate), to: siteDayEnd(endDate) };
}

/** A day's rebate may be claimed once the day is over, and for 30 days after. */
export function rebateDayClaimable(balanceDate: string, now: Date): boolean {
  const today = siteDateOf(now);
  return balanceDate < today && balanceDate >= addDays(today, -RECORD_RANGE_DAYS);
}

/** The day a rebate call names; not a real day is a 400 `request.invalid`. */
export function checkedBalanceDate(balanceDate: string): string {
  if (!isDateText(balanceDate))
    throw new ApiError(400, ErrorCode.requestInvalid, 'The date must be a real day (YYYY-MM-DD).');
  return balanceDate;
}

/** Cents of a sum or value read from a numeric column (null and '' count as 0). */
export function centsOfSum(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  return centsOfStored(value);
}

/** Text of a site day (`YYYY-MM-DD`) for an instant column, in SQL. */
export function siteDaySql(column: SQL | typeof walletTransactions.createdAt): SQL<string> {
  // A literal, not a parameter: GROUP BY must see the same expression as the select list.
  const offset = sql.raw(`interval '${String(SITE_UTC_OFFSET_HOURS)} hours'`);
  return sql<string>`to_char((${column} at time zone 'UTC') + ${offset}, 'YYYY-MM-DD')`;
}

/** Each game type's rebate rate in percent, from the site settings (`settings.rebateRates`). */
export function rebateRatesOf(settings: Record<string, unknown>): Map<string, number> {
  const rates = new Map<string, number>();
  const configured = settings.rebateRates;
  if (typeof configured !== 'object' || configured === null) return rates;
  for (const [gameType, rate] of Object.entries(configured)) {
    if (typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 && rate <= 100)
      rates.set(gameType, rate);
  }
  return rates;
}

/** The configured rates in the catalogue's game type order. */
export async function orderedRebateRates(
  db: Database | Tx,
  settings: Record<string, unknown>,
): Promise<{ gameType: string; rate: number }[]> {
  const rates = rebateRatesOf(settings);
  const types = await db
    .select({ code: gameTypes.code })
    .from(gameTypes)
    .orderBy(asc(gameTypes.sort));
  const known = types.map((type) => type.code).filter((code) => rates.has(code));
  const others = [...rates.keys()].filter((code) => !known.includes(code)).sort();
  return [...known, ...others].map((gameType) => ({ gameType, rate: rates.get(gameType) ?? 0 }));
}

export interface RebateLine {
  category: string;
  validBetCents: number;
  rate: number;
  rebateCents: number;
  claimedCents: number;
  /** 0 once the category was claimed for the day (one claim per day and category). */
  availableCents: number;
}

/** The rebate of each rated game type for one site day: valid bets × rate, less what was claimed. */
export async function rebateLinesOf(
  db: Database | Tx,
  customerId: number,
  balanceDate: string,
  settings: Record<string, unknown>,
): Promise<RebateLine[]> {
  const rates = (await orderedRebateRates(db, settings)).filter((entry) => entry.rate > 0);
  const valid = await db
    .select({
      gameType: bets.gameType,
      total: sql<string>`coalesce(sum(coalesce(${bets.validBetAmount}, ${bets.betAmount})), 0)`,
    })
    .from(bets)
    .where(
      and(
        eq(bets.customerId, customerId),
        gte(bets.createdAt, siteDayStart(balanceDate)),
        lt(bets.createdAt, siteDayEnd(balanceDate)),
      ),
    )
    .groupBy(bets.gameType);
  const claimed = await db
    .select({ category: rebateClaims.category, amount: rebateClaims.amount })
    .from(rebateClaims)
    .where(and(eq(rebateClaims.customerId, customerId), eq(rebateClaims.balanceDate, balanceDate)));
  return rates.map(({ gameType, rate }) => {
    const validBetCents = centsOfSum(valid.find((row) => row.gameType === gameType)?.total);
    const claim = claimed.find((row) => row.category === gameType);
    const rebateCents = rebateCentsOf(validBetCents, rate);
    const claimedCents = claim ? centsOfSum(claim.amount) : 0;
    return {
      category: gameType,
      validBetCents,
      rate,
      rebateCents,
      claimedCents,
      availableCents: claim ? 0 : Math.max(0, rebateCents - claimedCents),
    };
  });
}

/** Ledger sums per site day for profit and loss (main wallet and game wallets alike). */
export async function profitLossDaysOf(
  db: Database,
  customerId: number,
  range: { from: Date; to: Date },
) {
  const day = siteDaySql(walletTransactions.createdAt);
  const sumOf = (types: readonly string[]) =>
    sql<string>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.txType} in (${sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    )})), 0)`;
  const rows = await db
    .select({
      balanceDate: day,
      deposit: sumOf(['DEPOSIT']),
      withdraw: sumOf(['WITHDRAW', 'WITHDRAW_REFUND']),
      bet: sumOf(['BET']),
      win: sumOf(['WIN']),
      rebate: sumOf(['REBATE']),
      promotion: sumOf(['PROMOTION', 'DEPOSIT_BONUS', 'DEPOSIT_GIVE_AWAY', 'RED_ENVELOPE']),
    })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.customerId, customerId),
        gte(walletTransactions.createdAt, range.from),
        lt(walletTransactions.createdAt, range.to),
      ),
    )
    .groupBy(day)
    .orderBy(desc(day));
  return rows.map((row) => {
    const cents = {
      deposit: centsOfSum(row.deposit),
      // Withdrawals and bets are debits: shown as positive amounts.
      withdraw: -centsOfSum(row.withdraw),
      betAmount: -centsOfSum(row.bet),
      winAmount: centsOfSum(row.win),
      rebate: centsOfSum(row.rebate),
      promotion: centsOfSum(row.promotion),
      // The ledger has no invitation type of its own: invitation bonuses read as 0 here.
      totalInvitationAmount: 0,
    };
    return { balanceDate: row.balanceDate, cents };
  });
}

export type ProfitLossCents = Awaited<ReturnType<typeof profitLossDaysOf>>[number]['cents'];

/** The sums of a range's days. */
export function profitLossTotalOf(days: readonly { cents: ProfitLossCents }[]): ProfitLossCents {
  const sum: ProfitLossCents = {
    deposit: 0,
    withdraw: 0,
    betAmount: 0,
    winAmount: 0,
    rebate: 0,
    promotion: 0,
    totalInvitationAmount: 0,
  };
  for (const { cents: day } of days)
    for (const key of Object.keys(sum) as (keyof ProfitLossCents)[]) sum[key] += day[key];
  return sum;
}

/** Win − bet + rebate + promotion + invitation. */
export function profitAndLossCents(cents: ProfitLossCents): number {
  return (
    cents.winAmount - cents.betAmount + cents.rebate + cents.promotion + cents.totalInvitationAmount
  );
}

/** Cents to wire amounts, key by key. */
export function amountsOf<K extends string>(cents: Record<K, number>): Record<K, number> {
  return Object.fromEntries(
    Object.entries<number>(cents).map(([key, value]) => [key, amountOfCents(value)]),
  ) as Record<K, number>;
}

/**
 * Claims a day's rebate per category in `tx`: each asked amount must be what is available, once per
 * day and category (a claim made meanwhile by another request wins and is skipped), each its own
 * REBATE movement. Nothing claimed at all is a 400 `rebate.nothing.to.claim`.
 */
export async function claimRebates(
  tx: Tx,
  customerId: number,
  balanceDate: string,
  asked: ReadonlyMap<string, number>,
  settings: Record<string, unknown>,
  now: Date,
) {
  const lines = await rebateLinesOf(tx, customerId, balanceDate, settings);
  const claimed: { category: string; amount: number }[] = [];
  let totalCents = 0;
  for (const [category, askedCents] of asked) {
    const line = lines.find((entry) => entry.category === category);
    if (!line || line.availableCents === 0) continue;
    if (askedCents !== line.availableCents)
      throw new ApiError(
        400,
        ErrorCode.amountInvalid,
        `The ${category} rebate available is ${String(amountOfCents(line.availableCents))}.`,
      );
    const [row] = await tx
      .insert(rebateClaims)
      .values({
        customerId,
        balanceDate,
        category,
        amount: amountOfCents(askedCents),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: rebateClaims.id });
    if (!row) continue;
    await post(tx, {
      customerId,
      type: 'REBATE',
      cents: askedCents,
      reference: `RB${String(row.id)}`,
      remark: `${category} ${balanceDate}`,
      at: now,
    });
    claimed.push({ category, amount: amountOfCents(askedCents) });
    totalCents += askedCents;
  }
  if (claimed.length === 0)
    throw new ApiError(400, ErrorCode.rebateNothingToClaim, 'There is no rebate to claim.');
  return {
    balanceDate,
    claimed,
    total: amountOfCents(totalCents),
    balance: amountOfCents(await balanceCentsOf(tx, customerId)),
  };
}
