/**
 * The points mall: balance, earn rules, rewards, redemption (payment password,
 * delivery details, points and inventory taken once), redeem history, points details, conversion to
 * money. Earned points are computed when read (services/points.ts); spending is stored.
 */
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type { PointDetail, PointReward, PointRewardType } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import type { ServerRule } from '@gaming/domain/validation';
import { matchServerRule } from '@gaming/domain/validation';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { customerById } from '../../services/customers';
import { localReader } from '../../services/local-text';
import { idempotencyKeyOf, lockCustomer, once } from '../../services/ledger';
import { pageFieldsOf, pagingOf, totalPagesOf } from '../../services/paging';
import type { PointRewardRow } from '../../services/point-mall';
import {
  convertPoints,
  pointRewardsOf,
  redeemReward,
  redemptionOf,
  redemptionPageOf,
} from '../../services/point-mall';
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

function rewardOf(row: PointRewardRow, local: ReturnType<typeof localReader>): PointReward {
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
    const rows = await pointRewardsOf(db, request.site.merchant.code, request.query.type);
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
        return redeemReward(tx, {
          customerId,
          merchantCode: request.site.merchant.code,
          rewardId: body.rewardId,
          redeemType: body.redeemType,
          quantity: body.quantity,
          delivery: { name, address, mobile },
          settings,
          now,
          local: localReader(request),
        });
      },
    );
  });

  route(app, calls.redemptions, async (request) => {
    const { startDate, endDate, status } = request.query;
    const range = rangeOf(startDate, endDate, POINTS_RANGE_DAYS);
    const paging = pagingOf(request.query.pageNo, request.query.pageSize, HISTORY_PAGE_SIZE);
    const { customerId } = request.session;
    const { totalCount, rows } = await redemptionPageOf(db, customerId, range, status, paging);
    return { list: rows.map(redemptionOf), ...pageFieldsOf(paging, totalCount) };
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
        return convertPoints(tx, customerId, pointCents, settings, now);
      },
    );
  });
}
