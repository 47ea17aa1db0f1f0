/**
 * Promotions (the promotions page, applying to a manual promotion, claiming its issued bonus, the
 * raffle) and the reward centre (sign-in, newbie, rescue, promo code, tickets, history, badge). Every
 * claim pays through `payReward`: once per member and key, in one ledger movement. The operator's
 * texts (titles, bodies, reward and ticket names) answer in the request's language; a claim records
 * the name the member saw when claiming.
 */
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import type { RewardKind } from '@gaming/domain/promotions';
import { CLAIM_HISTORY_DAYS, PROMO_CODE_PATTERN, REWARD_KINDS } from '@gaming/domain/promotions';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { idempotencyKeyOf, once } from '../../services/ledger';
import { localReader } from '../../services/local-text';
import {
  applyToPromotion,
  claimIssuedBonus,
  promotionOf,
  promotionPageOf,
} from '../../services/promotion-page';
import {
  claimHistoryOf,
  newbieStateOf,
  payReward,
  promoCodeOf,
  rescueStateOf,
  rewardCountsOf,
  signInStateOf,
} from '../../services/promotions';
import { rangeOf } from '../../services/records';
import { isTicketType, liveTicketsOf, openTicket } from '../../services/reward-tickets';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.promotions;

const isKind = (value: string): value is RewardKind =>
  (REWARD_KINDS as readonly string[]).includes(value);

export function registerPromotionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(app, calls.list, (request) =>
    promotionPageOf(
      db,
      request.site.merchant.code,
      request.viewer?.customerId ?? null,
      deps.now(),
      localReader(request),
    ),
  );

  route(app, calls.apply, async (request) => {
    const now = deps.now();
    const merchantCode = request.site.merchant.code;
    const row = await promotionOf(db, merchantCode, request.body.promotionId, 'MANUAL');
    if (now < row.startAt || now >= row.endAt)
      throw new ApiError(400, ErrorCode.promotionUnavailable, 'This promotion is not running.');
    if (!(await applyToPromotion(db, request.session.customerId, row.id, now)))
      throw new ApiError(400, ErrorCode.promotionApplied, 'Already applied.');
    return { promotionId: row.id, status: 'applying' as const };
  });

  route(app, calls.claim, async (request) => {
    const customerId = request.session.customerId;
    const key = idempotencyKeyOf(request.headers);
    const merchantCode = request.site.merchant.code;
    const row = await promotionOf(db, merchantCode, request.body.promotionId, 'MANUAL');
    const now = deps.now();
    return once(
      db,
      { customerId, key, call: 'promotions.claim', body: request.body },
      async (tx) => {
        // Only an issued application moves to claimed; a second request finds it claimed.
        await claimIssuedBonus(tx, customerId, row.id, now);
        return payReward(tx, {
          customerId,
          kind: 'MANUAL',
          key: String(row.id),
          name: localReader(request)(row.title),
          cents: centsOfStored(row.bonus),
          at: now,
        });
      },
    );
  });

  route(app, calls.claimRaffle, async (request) => {
    const customerId = request.session.customerId;
    const key = idempotencyKeyOf(request.headers);
    const merchantCode = request.site.merchant.code;
    const row = await promotionOf(db, merchantCode, request.body.promotionId, 'RAFFLE');
    const now = deps.now();
    if (now < row.startAt || now >= row.endAt)
      throw new ApiError(400, ErrorCode.promotionUnavailable, 'This raffle is not running.');
    return once(db, { customerId, key, call: 'promotions.raffle', body: request.body }, (tx) =>
      payReward(tx, {
        customerId,
        kind: 'RAFFLE',
        key: String(row.id),
        name: localReader(request)(row.title),
        cents: centsOfStored(row.bonus),
        at: now,
      }),
    );
  });

  route(app, calls.counts, (request) =>
    rewardCountsOf(db, request.site.merchant.code, request.session.customerId, deps.now()),
  );

  route(app, calls.signIn, async (request) => {
    const state = await signInStateOf(
      db,
      request.site.merchant.code,
      request.session.customerId,
      deps.now(),
    );
    return {
      days: state.days.map((day) => ({
        date: day.date,
        dayNo: day.dayNo,
        amount: amountOfCents(day.amountCents),
        depositAmount: amountOfCents(day.depositCents),
        hasClaimed: day.hasClaimed,
        isToday: day.isToday,
      })),
      depositToday: amountOfCents(state.depositTodayCents),
      claimable: state.claimable,
    };
  });

  route(app, calls.claimSignIn, async (request) => {
    const customerId = request.session.customerId;
    const key = idempotencyKeyOf(request.headers);
    const now = deps.now();
    return once(db, { customerId, key, call: 'rewards.signIn', body: null }, async (tx) => {
      const state = await signInStateOf(tx, request.site.merchant.code, customerId, now);
      const today = state.today;
      if (!today) throw new ApiError(400, ErrorCode.promClaimReqField, 'No sign-in reward today.');
      if (today.hasClaimed) throw new ApiError(400, ErrorCode.rewardClaimed, 'Already claimed.');
      if (state.depositTodayCents < today.depositCents)
        throw new ApiError(400, ErrorCode.claimDepositRequired, 'Deposit first.');
      return payReward(tx, {
        customerId,
        kind: 'LOGIN',
        key: today.date,
        name: `Sign-in day ${String(today.dayNo)}`,
        cents: today.amountCents,
        at: now,
      });
    });
  });

  route(app, calls.newbie, async (request) => {
    const list = await newbieStateOf(db, request.site.merchant.code, request.session.customerId);
    const local = localReader(request);
    return list.map(({ amountCents, name, ...reward }) => ({
      ...reward,
      name: local(name),
      amount: amountOfCents(amountCents),
    }));
  });

  route(app, calls.claimNewbie, async (request) => {
    const customerId = request.session.customerId;
    const key = idempotencyKeyOf(request.headers);
    const now = deps.now();
    return once(db, { customerId, key, call: 'rewards.newbie', body: request.body }, async (tx) => {
      const list = await newbieStateOf(tx, request.site.merchant.code, customerId);
      const reward = list.find((entry) => entry.id === request.body.rewardId);
      if (!reward) throw new ApiError(404, ErrorCode.promotionUnavailable, 'No such reward.');
      if (reward.claimed) throw new ApiError(400, ErrorCode.rewardClaimed, 'Already claimed.');
      if (!reward.claimable)
        throw new ApiError(400, ErrorCode.promClaimReqField, 'Conditions unmet.');
      return payReward(tx, {
        customerId,
        kind: 'REGISTER',
        key: String(reward.id),
        name: localReader(request)(reward.name),
        cents: reward.amountCents,
        at: now,
      });
    });
  });

  route(app, calls.rescue, async (request) => {
    const state = await rescueStateOf(
      db,
      request.site.merchant.code,
      request.session.customerId,
      deps.now(),
    );
    return {
      date: state.date,
      netLoss: amountOfCents(state.netLossCents),
      tiers: state.tiers.map((tier) => ({
        minLoss: amountOfCents(tier.minLossCents),
        amount: amountOfCents(tier.amountCents),
      })),
      reward: state.rewardCents === null ? null : amountOfCents(state.rewardCents),
      claimed: state.claimed,
      claimable: state.claimable,
    };
  });

  route(app, calls.claimRescue, async (request) => {
    const customerId = request.session.customerId;
    const key = idempotencyKeyOf(request.headers);
    const now = deps.now();
    return once(db, { customerId, key, call: 'rewards.rescue', body: null }, async (tx) => {
      const state = await rescueStateOf(tx, request.site.merchant.code, customerId, now);
      if (state.claimed) throw new ApiError(400, ErrorCode.rewardClaimed, 'Already claimed.');
      if (state.rewardCents === null)
        throw new ApiError(400, ErrorCode.promClaimReqField, 'Yesterday’s loss reaches no tier.');
      return payReward(tx, {
        customerId,
        kind: 'SAVIOR',
        key: state.date,
        name: `Rescue ${state.date}`,
        cents: state.rewardCents,
        at: now,
      });
    });
  });

  route(app, calls.claimPromoCode, async (request) => {
    const customerId = request.session.customerId;
    const key = idempotencyKeyOf(request.headers);
    const code = request.body.promoCode.trim().toUpperCase();
    if (!PROMO_CODE_PATTERN.test(code))
      throw new ApiError(400, ErrorCode.promoCodeInvalid, 'Not a promo code.');
    const now = deps.now();
    const row = await promoCodeOf(db, request.site.merchant.code, code);
    if (!row || row.validUntil <= now)
      throw new ApiError(400, ErrorCode.promoCodeInvalid, 'Unknown or expired promo code.');
    return once(db, { customerId, key, call: 'rewards.promoCode', body: { code } }, (tx) =>
      payReward(tx, {
        customerId,
        kind: 'PROMO_CODE',
        key: code,
        name: code,
        cents: centsOfStored(row.amount),
        at: now,
      }),
    );
  });

  route(app, calls.tickets, async (request) => {
    const rows = await liveTicketsOf(db, request.session.customerId, deps.now());
    const local = localReader(request);
    return rows.flatMap((row) =>
      isTicketType(row.ticketType)
        ? [
            {
              id: row.id,
              ticketType: row.ticketType,
              name: local(row.name),
              expiresAt: row.expiresAt.toISOString(),
            },
          ]
        : [],
    );
  });

  route(app, calls.openTicket, async (request) => {
    const customerId = request.session.customerId;
    const key = idempotencyKeyOf(request.headers);
    const now = deps.now();
    return once(db, { customerId, key, call: 'rewards.ticket', body: request.body }, (tx) =>
      openTicket(tx, customerId, request.body.ticketId, now, localReader(request)),
    );
  });

  route(app, calls.history, async (request) => {
    const { startDate, endDate, kind } = request.query;
    const range = rangeOf(startDate, endDate, CLAIM_HISTORY_DAYS);
    const rows = await claimHistoryOf(db, request.session.customerId, range, kind);
    return rows.flatMap((row) =>
      isKind(row.kind)
        ? [
            {
              id: row.id,
              kind: row.kind,
              name: row.name,
              amount: amountOfCents(centsOfStored(row.amount)),
              usedDate: row.createdAt.toISOString(),
            },
          ]
        : [],
    );
  });
}
