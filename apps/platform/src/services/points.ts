/**
 * Points of the points mall. Earned points are computed when read, never stored: each site day's
 * valid bets per game type and approved deposits, times the configured rate (percent), rounded to
 * hundredths of a point once per day and source. What else changes the balance is stored as
 * `point_movements` (redemptions, conversions, refunds of rejected redemptions, mission rewards).
 * So the balance is Σ earnings + Σ movements, and a spend is checked against it with the member's
 * row locked (`lockCustomer`), so two spends never both pass on the same points.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { centsOfStored } from '@gaming/domain/money';
import type { Database } from '../db/client';
import { bets, paymentOrders, pointMovements, pointRedemptions, pointRewards } from '../db/schema';
import type { Tx } from './ledger';
import { post } from './ledger';
import { centsOfSum, siteDaySql } from './records';

/** Points settings (`settings.points`); what is missing falls back to these. */
export interface PointSettings {
  /** Percent of valid bets per game type. */
  rates: Map<string, number>;
  /** Percent of approved deposits. */
  depositRate: number;
  /** Points per 1 unit of money. */
  exchangeRate: number;
  minConvertPoints: number;
}

const DEFAULTS = { exchangeRate: 10, minConvertPoints: 10 };

const rateOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100
    ? value
    : undefined;

export function pointSettingsOf(settings: Record<string, unknown>): PointSettings {
  const raw = (
    typeof settings.points === 'object' && settings.points !== null ? settings.points : {}
  ) as Record<string, unknown>;
  const rates = new Map<string, number>();
  if (typeof raw.rates === 'object' && raw.rates !== null)
    for (const [gameType, value] of Object.entries(raw.rates)) {
      const rate = rateOf(value);
      if (rate !== undefined) rates.set(gameType, rate);
    }
  const positive = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
  return {
    rates,
    depositRate: rateOf(raw.deposit) ?? 0,
    exchangeRate: positive(raw.exchangeRate, DEFAULTS.exchangeRate),
    minConvertPoints: positive(raw.minConvertPoints, DEFAULTS.minConvertPoints),
  };
}

/** One day's earnings from one source, in hundredths of a point. */
export interface Earning {
  day: string;
  kind: 'BET' | 'DEPOSIT';
  /** The game type for bets; null for deposits. */
  source: string | null;
  cents: number;
  /** The last bet or deposit of the group (when the row shows). */
  at: Date;
}

/** Every day's earnings of a member, oldest first. */
export async function earningsOf(
  db: Database | Tx,
  customerId: number,
  settings: PointSettings,
): Promise<Earning[]> {
  const betDay = siteDaySql(sql`${bets.createdAt}`);
  const betRows = await db
    .select({
      day: betDay,
      gameType: bets.gameType,
      total: sql<string>`coalesce(sum(coalesce(${bets.validBetAmount}, ${bets.betAmount})), 0)`,
      at: sql<string>`max(${bets.createdAt})`,
    })
    .from(bets)
    .where(eq(bets.customerId, customerId))
    .groupBy(betDay, bets.gameType);
  const depositDay = siteDaySql(sql`${paymentOrders.decidedAt}`);
  const depositRows =
    settings.depositRate > 0
      ? await db
          .select({
            day: depositDay,
            total: sql<string>`coalesce(sum(${paymentOrders.amount}), 0)`,
            at: sql<string | null>`max(${paymentOrders.decidedAt})`,
          })
          .from(paymentOrders)
          .where(
            and(
              eq(paymentOrders.customerId, customerId),
              eq(paymentOrders.kind, 'deposit'),
              eq(paymentOrders.status, 'approved'),
            ),
          )
          .groupBy(depositDay)
      : [];
  const earnings: Earning[] = [];
  for (const row of betRows) {
    const rate = settings.rates.get(row.gameType) ?? 0;
    const cents = Math.round((centsOfSum(row.total) * rate) / 100);
    if (cents > 0)
      earnings.push({
        day: row.day,
        kind: 'BET',
        source: row.gameType,
        cents,
        at: new Date(row.at),
      });
  }
  for (const row of depositRows) {
    const cents = Math.round((centsOfSum(row.total) * settings.depositRate) / 100);
    if (cents > 0 && row.at !== null)
      earnings.push({ day: row.day, kind: 'DEPOSIT', source: null, cents, at: new Date(row.at) });
  }
  return earnings.sort((a, b) => a.at.getTime() - b.at.getTime() || a.day.localeCompare(b.day));
}

/** The stored movements of a member, oldest first. */
export async function movementsOf(db: Database | Tx, customerId: number) {
  return db
    .select()
    .from(pointMovements)
    .where(eq(pointMovements.customerId, customerId))
    .orderBy(asc(pointMovements.createdAt), asc(pointMovements.id));
}

/** The member's points in hundredths. */
export async function pointCentsOf(
  db: Database | Tx,
  customerId: number,
  settings: PointSettings,
): Promise<number> {
  const earned = (await earningsOf(db, customerId, settings)).reduce(
    (sum, earning) => sum + earning.cents,
    0,
  );
  const [moved] = await db
    .select({ total: sql<string>`coalesce(sum(${pointMovements.points}), 0)` })
    .from(pointMovements)
    .where(eq(pointMovements.customerId, customerId));
  return earned + centsOfSum(moved?.total);
}

/**
 * The operator's decision on a redemption in process (P): approved (A), or rejected (R) with its
 * points, its money and its stock given back. Only a redemption in process changes, once: a second
 * decision finds nothing to change and answers null.
 */
export async function decideRedemption(
  db: Database,
  redemptionId: number,
  decision: 'approve' | 'reject',
  now: Date,
): Promise<typeof pointRedemptions.$inferSelect | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(pointRedemptions)
      .set({ status: decision === 'approve' ? 'A' : 'R' })
      .where(and(eq(pointRedemptions.id, redemptionId), eq(pointRedemptions.status, 'P')))
      .returning();
    if (!row || decision === 'approve') return row ?? null;
    const reference = `R${String(row.id)}`;
    const pointCents = centsOfStored(row.points);
    if (pointCents > 0)
      await tx.insert(pointMovements).values({
        customerId: row.customerId,
        kind: 'REFUND',
        points: row.points,
        reference,
        createdAt: now,
      });
    const moneyCents = centsOfStored(row.money);
    if (moneyCents > 0)
      await post(tx, {
        customerId: row.customerId,
        type: 'POINTS_MALL',
        cents: moneyCents,
        reference,
        remark: row.name,
        at: now,
      });
    await tx
      .update(pointRewards)
      .set({ inventory: sql`${pointRewards.inventory} + ${row.quantity}` })
      .where(eq(pointRewards.id, row.rewardId));
    return row;
  });
}
