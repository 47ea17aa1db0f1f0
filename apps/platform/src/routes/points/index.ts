/**
 * The points mall (original-site.md §2): balance, earn rules, rewards, redemption (payment password,
 * delivery details, points and inventory taken once), redeem history, points details, conversion to
 * money. Earned points are computed when read (services/points.ts); spending is stored.
 */
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type { PointDetail, PointRedemption, PointReward, PointRewardType } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import type { ServerRule } from '@gaming/domain/validation';
import { matchServerRule } from '@gaming/domain/validation';
import { pointMovements, pointRedemptions, pointRewards } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { customerById } from '../../services/customers';
import { localReader } from '../../services/local-text';
import { balanceCentsOf, idempotencyKeyOf, lockCustomer, once, post } from '../../services/ledger';
import { pagingOf, totalPagesOf } from '../../services/paging';
import { checkPaymentPassword } from '../../services/payment-password';
import { earningsOf, movementsOf, pointCentsOf, pointSettingsOf } from '../../services/points';
import { orderedRebateRates, rangeOf } from '../../services/records';
import { fieldInvalid } from '../../services/registration';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.points;
/** The redeem history and details cover at most 30 days (original). */
export const POINTS_RANGE_DAYS = 30;
const HISTORY_PAGE_SIZE = 13;
const DETAILS_PAGE_SIZE = 12;
/** Without a mobile rule from the register settings: 11 digits (original). */
const DEFAULT_MOBILE = /^\d{11}$/;

const notEnoughPoints = () =>
  new ApiError(400, ErrorCode.pointsNotEnough, 'You do not have enough points for this.');

const nullableCents = (value: number | null) => (value === null ? null : centsOfStored(value));

function rewardOf(
  row: typeof pointRewards.$inferSelect,
  local: ReturnType<typeof localReader>,
): PointReward {
  return {
    id: row.id,
    type: row.type as PointRewardType,
    name: local(row.name),
    description: local(row.description),
    image: local(row.image),
    price: row.price,
    mpPointAmount: row.mpPointAmount,
    mpMoneyAmount: row.mpMoneyAmount,
    inventory: row.inventory,
  };
}

function redemptionOf(row: typeof pointRedemptions.$inferSelect): PointRedemption {
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

export function registerPointsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(app, calls.balance, async (request) => {
    const settings = pointSettingsOf(request.site.settings.settings);
    return {
      points: amountOfCents(await pointCentsOf(db, request.session.customerId, settings)),
    };
  });

  route(app, calls.config, async (request) => {
    const settings = pointSettingsOf(request.site.settings.settings);
    // The catalogue's game type order (the rebate list reads it the same way).
    const ordered = await orderedRebateRates(db, {
      rebateRates: Object.fromEntries(settings.rates),
    });
    return {
      rates: [
        ...ordered.map(({ gameType, rate }) => ({ source: gameType, rate })),
        { source: 'DEPOSIT', rate: settings.depositRate },
      ],
      exchangeRate: settings.exchangeRate,
      minConvertPoints: settings.minConvertPoints,
      neverExpire: true,
    };
  });

  route(app, calls.rewards, async (request) => {
    const conditions: SQL[] = [eq(pointRewards.merchantCode, request.site.merchant.code)];
    if (request.query.type !== undefined)
      conditions.push(eq(pointRewards.type, request.query.type));
    const rows = await db
      .select()
      .from(pointRewards)
      .where(and(...conditions))
      .orderBy(asc(pointRewards.type), asc(pointRewards.sort), asc(pointRewards.id));
    const local = localReader(request);
    return { list: rows.map((row) => rewardOf(row, local)) };
  });

  route(app, calls.redeem, async (request) => {
    const body = request.body;
    const customerId = request.session.customerId;
    const key = idempotencyKeyOf(request.headers);
    const settings = pointSettingsOf(request.site.settings.settings);
    const name = body.name.trim();
    const address = body.address.trim();
    const mobile = body.mobile.trim();
    if (name === '') throw fieldInvalid('name', 'Enter the receiver’s name.');
    if (address === '') throw fieldInvalid('address', 'Enter the delivery address.');
    const mobileRule = request.site.settings.registerRules.mobileNum as ServerRule | undefined;
    const mobileOk = mobileRule
      ? matchServerRule(mobile, mobileRule).ok
      : DEFAULT_MOBILE.test(mobile);
    if (!mobileOk) throw fieldInvalid('mobile', 'The mobile number is not valid.');
    const customer = await customerById(db, customerId);
    await checkPaymentPassword(deps, customer, body.paymentPassword);
    const now = deps.now();
    return once(
      db,
      { customerId, key, call: 'points.redeem', body: { ...body, paymentPassword: '' } },
      async (tx) => {
        // Spends of one member queue here, so two never pass on the same points.
        await lockCustomer(tx, customerId);
        const [reward] = await tx
          .select()
          .from(pointRewards)
          .where(
            and(
              eq(pointRewards.id, body.rewardId),
              eq(pointRewards.merchantCode, request.site.merchant.code),
            ),
          );
        if (!reward) throw new ApiError(404, ErrorCode.requestInvalid, 'No such reward.');
        // PM is forced when the reward has no points-only price (original).
        const redeemType = reward.price === null ? 'PM' : body.redeemType;
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
        const pointCents = unitPoints * body.quantity;
        const moneyCents = unitMoney * body.quantity;
        if ((await pointCentsOf(tx, customerId, settings)) < pointCents) throw notEnoughPoints();
        const [taken] = await tx
          .update(pointRewards)
          .set({ inventory: sql`${pointRewards.inventory} - ${body.quantity}` })
          .where(and(eq(pointRewards.id, reward.id), gte(pointRewards.inventory, body.quantity)))
          .returning({ inventory: pointRewards.inventory });
        if (!taken)
          throw new ApiError(
            400,
            ErrorCode.rewardOutOfStock,
            `Only ${String(reward.inventory)} left.`,
            { inventory: reward.inventory },
          );
        const [row] = await tx
          .insert(pointRedemptions)
          .values({
            customerId,
            rewardId: reward.id,
            // The name as the member saw it when redeeming.
            name: localReader(request)(reward.name),
            type: reward.type,
            quantity: body.quantity,
            redeemType,
            points: amountOfCents(pointCents),
            money: amountOfCents(moneyCents),
            delivery: { name, address, mobile },
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
      },
    );
  });

  route(app, calls.redemptions, async (request) => {
    const { startDate, endDate, status } = request.query;
    const range = rangeOf(startDate, endDate, POINTS_RANGE_DAYS);
    const paging = pagingOf(request.query.pageNo, request.query.pageSize, HISTORY_PAGE_SIZE);
    const conditions: SQL[] = [
      eq(pointRedemptions.customerId, request.session.customerId),
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
    const totalCount = total?.count ?? 0;
    return {
      list: rows.map(redemptionOf),
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
      totalCount,
      totalPages: totalPagesOf(totalCount, paging.pageSize),
    };
  });

  route(app, calls.details, async (request) => {
    const { startDate, endDate } = request.query;
    const range = rangeOf(startDate, endDate, POINTS_RANGE_DAYS);
    const paging = pagingOf(request.query.pageNo, request.query.pageSize, DETAILS_PAGE_SIZE);
    const customerId = request.session.customerId;
    const settings = pointSettingsOf(request.site.settings.settings);
    // The whole history in time order gives each row its balance after; then the range is cut.
    const rows: Omit<PointDetail, 'currentAvailBalance'>[] = [
      ...(await earningsOf(db, customerId, settings)).map((earning) => ({
        txId: `E-${earning.day}-${earning.source ?? 'DEPOSIT'}`,
        time: earning.at.toISOString(),
        kind: earning.kind,
        source: earning.source,
        amount: amountOfCents(earning.cents),
      })),
      ...(await movementsOf(db, customerId)).map((movement) => ({
        txId: `M${String(movement.id)}`,
        time: movement.createdAt.toISOString(),
        kind: movement.kind,
        source: null,
        amount: movement.points,
      })),
    ].sort((a, b) => a.time.localeCompare(b.time) || a.txId.localeCompare(b.txId));
    let balance = 0;
    const withBalance: PointDetail[] = rows.map((row) => {
      balance += centsOfStored(row.amount);
      return { ...row, currentAvailBalance: amountOfCents(balance) };
    });
    const from = range.from.toISOString();
    const to = range.to.toISOString();
    const inRange = withBalance.filter((row) => row.time >= from && row.time < to).reverse();
    return {
      list: inRange.slice(paging.offset, paging.offset + paging.pageSize),
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
      totalCount: inRange.length,
      totalPages: totalPagesOf(inRange.length, paging.pageSize),
    };
  });

  route(app, calls.convert, async (request) => {
    const customerId = request.session.customerId;
    const key = idempotencyKeyOf(request.headers);
    const settings = pointSettingsOf(request.site.settings.settings);
    const pointCents = Math.round(request.body.points * 100);
    if (Math.abs(pointCents - request.body.points * 100) > 1e-6 || pointCents < 100)
      throw new ApiError(400, ErrorCode.amountInvalid, 'Enter points with at most 2 decimals.');
    if (pointCents < Math.round(settings.minConvertPoints * 100))
      throw new ApiError(
        400,
        ErrorCode.amountOutOfRange,
        `Convert at least ${String(settings.minConvertPoints)} points.`,
        { min: settings.minConvertPoints, max: null },
      );
    // Money is rounded down to the cent: the points never buy more than their rate.
    const moneyCents = Math.floor(pointCents / settings.exchangeRate);
    if (moneyCents < 1) throw new ApiError(400, ErrorCode.amountInvalid, 'Too few points.');
    const customer = await customerById(db, customerId);
    await checkPaymentPassword(deps, customer, request.body.paymentPassword);
    const now = deps.now();
    return once(
      db,
      { customerId, key, call: 'points.convert', body: { points: request.body.points } },
      async (tx) => {
        await lockCustomer(tx, customerId);
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
      },
    );
  });
}
