/**
 * The points mall's spending: the merchant's rewards, redeeming one (the reward's price in points,
 * or points and money; points and inventory taken once, with the member's row locked), the redeem
 * history, and converting points to money. Spends run in the caller's transaction after
 * `lockCustomer`, so two never pass on the same points.
 */
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { PointRedemption, PointRewardType } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import type { Database } from '../db/client';
import { pointMovements, pointRedemptions, pointRewards } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Tx } from './ledger';
import { balanceCentsOf, post } from './ledger';
import type { LocalReader } from './local-text';
import type { Paging } from './paging';
import type { PointSettings } from './points';
import { pointCentsOf } from './points';

export type PointRewardRow = typeof pointRewards.$inferSelect;
type Redemption = typeof pointRedemptions.$inferSelect;

const nullableCents = (value: number | null) => (value === null ? null : centsOfStored(value));

const notEnoughPoints = () =>
  new ApiError(400, ErrorCode.pointsNotEnough, 'You do not have enough points for this.');

export function redemptionOf(row: Redemption): PointRedemption {
  return {
    id: row.id,
    dateRequested: row.createdAt.toISOString(),
    type: row.type as PointRewardType,
    name: row.name,
    quantity: row.quantity,
    redeemType: row.redeemType,
    requiredPoint: row.points,
    requiredMoney: row.money,
    status: row.status,
    remark: row.remark,
  };
}

/** The merchant's rewards, optionally of one type, by type and the operator's order. */
export async function pointRewardsOf(
  db: Database,
  merchantCode: string,
  type: PointRewardRow['type'] | undefined,
) {
  const conditions: SQL[] = [eq(pointRewards.merchantCode, merchantCode)];
  if (type !== undefined) conditions.push(eq(pointRewards.type, type));
  return db
    .select()
    .from(pointRewards)
    .where(and(...conditions))
    .orderBy(asc(pointRewards.type), asc(pointRewards.sort), asc(pointRewards.id));
}

export interface Redeeming {
  customerId: number;
  merchantCode: string;
  rewardId: number;
  redeemType: 'P' | 'PM';
  quantity: number;
  delivery: { name: string; address: string; mobile: string };
  settings: PointSettings;
  now: Date;
  /** Names the reward as the member saw it when redeeming. */
  local: LocalReader;
}

/** Redeems a reward in `tx` (the member's row locked): answers the redemption and the balances. */
export async function redeemReward(tx: Tx, redeeming: Redeeming) {
  const { customerId, settings, quantity, now } = redeeming;
  const [reward] = await tx
    .select()
    .from(pointRewards)
    .where(
      and(
        eq(pointRewards.id, redeeming.rewardId),
        eq(pointRewards.merchantCode, redeeming.merchantCode),
      ),
    );
  if (!reward) throw new ApiError(404, ErrorCode.requestInvalid, 'No such reward.');
  // PM is forced when the reward has no points-only price (original).
  const redeemType = reward.price === null ? 'PM' : redeeming.redeemType;
  let unitPoints: number;
  let unitMoney = 0;
  if (redeemType === 'P') {
    unitPoints = nullableCents(reward.price) ?? 0;
  } else {
    const points = nullableCents(reward.mpPointAmount);
    const money = nullableCents(reward.mpMoneyAmount);
    if (points === null || money === null)
      throw new ApiError(
        400,
        ErrorCode.requestInvalid,
        'This reward is not offered for points and money.',
      );
    unitPoints = points;
    unitMoney = money;
  }
  const pointCents = unitPoints * quantity;
  const moneyCents = unitMoney * quantity;
  if ((await pointCentsOf(tx, customerId, settings)) < pointCents) throw notEnoughPoints();
  const [taken] = await tx
    .update(pointRewards)
    .set({ inventory: sql`${pointRewards.inventory} - ${quantity}` })
    .where(and(eq(pointRewards.id, reward.id), gte(pointRewards.inventory, quantity)))
    .returning({ inventory: pointRewards.inventory });
  if (!taken)
    throw new ApiError(400, ErrorCode.rewardOutOfStock, `Only ${String(reward.inventory)} left.`, {
      inventory: reward.inventory,
    });
  const [row] = await tx
    .insert(pointRedemptions)
    .values({
      customerId,
      rewardId: reward.id,
      name: redeeming.local(reward.name),
      type: reward.type,
      quantity,
      redeemType,
      points: amountOfCents(pointCents),
      money: amountOfCents(moneyCents),
      delivery: redeeming.delivery,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('the redemption was not written');
  const reference = `R${String(row.id)}`;
  if (pointCents > 0)
    await tx.insert(pointMovements).values({
      customerId,
      kind: 'REDEEM',
      points: amountOfCents(-pointCents),
      reference,
      createdAt: now,
    });
  if (moneyCents > 0)
    await post(tx, {
      customerId,
      type: 'POINTS_MALL',
      cents: -moneyCents,
      reference,
      remark: row.name,
      at: now,
    });
  return {
    redemption: redemptionOf(row),
    points: amountOfCents(await pointCentsOf(tx, customerId, settings)),
    balance: amountOfCents(await balanceCentsOf(tx, customerId)),
  };
}

/** A page of the member's redemptions in `[from, to)`, optionally in one status, newest first. */
export async function redemptionPageOf(
  db: Database,
  customerId: number,
  range: { from: Date; to: Date },
  status: Redemption['status'] | undefined,
  paging: Paging,
) {
  const conditions: SQL[] = [
    eq(pointRedemptions.customerId, customerId),
    gte(pointRedemptions.createdAt, range.from),
    lt(pointRedemptions.createdAt, range.to),
  ];
  if (status !== undefined) conditions.push(eq(pointRedemptions.status, status));
  const where = and(...conditions);
  const [total] = await db.select({ count: count() }).from(pointRedemptions).where(where);
  const rows = await db
    .select()
    .from(pointRedemptions)
    .where(where)
    .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return { totalCount: total?.count ?? 0, rows };
}

/**
 * Converts points to money in `tx` (the member's row locked), money rounded down to the cent: the
 * points never buy more than their rate.
 */
export async function convertPoints(
  tx: Tx,
  customerId: number,
  pointCents: number,
  settings: PointSettings,
  now: Date,
) {
  const moneyCents = Math.floor(pointCents / settings.exchangeRate);
  if ((await pointCentsOf(tx, customerId, settings)) < pointCents) throw notEnoughPoints();
  const [movement] = await tx
    .insert(pointMovements)
    .values({
      customerId,
      kind: 'CONVERT',
      points: amountOfCents(-pointCents),
      // Unique per member and kind: the movement's own id is not known yet.
      reference: `C${String(now.getTime())}-${String(Math.random()).slice(2, 10)}`,
      createdAt: now,
    })
    .returning({ id: pointMovements.id });
  if (!movement) throw new Error('the conversion was not written');
  const posted = await post(tx, {
    customerId,
    type: 'POINTS_MALL',
    cents: moneyCents,
    reference: `PC${String(movement.id)}`,
    remark: `${amountOfCents(pointCents).toFixed(2)} points`,
    at: now,
  });
  return {
    points: amountOfCents(pointCents),
    amount: amountOfCents(moneyCents),
    pointBalance: amountOfCents(await pointCentsOf(tx, customerId, settings)),
    balance: amountOfCents(posted.balanceCents),
  };
}
