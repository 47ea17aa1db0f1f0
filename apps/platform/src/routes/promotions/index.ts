/**
 * Promotions (the promotions page, applying to a manual promotion, claiming its issued bonus, the
 * raffle) and the reward centre (sign-in, newbie, rescue, promo code, tickets, history, badge). Every
 * claim pays through `payReward`: once per member and key, in one ledger movement. The operator's
 * texts (titles, bodies, reward and ticket names) answer in the request's language; a claim records
 * the name the member saw when claiming.
 */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type { Promotion } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import type {
  ApplicationStatus,
  RewardKind,
  TicketPrize,
  TicketType,
} from '@gaming/domain/promotions';
import {
  APPLICATION_STATUSES,
  CLAIM_HISTORY_DAYS,
  PROMOTION_CATEGORIES,
  PROMO_CODE_PATTERN,
  REWARD_KINDS,
  TICKET_TYPES,
  activityStatusOf,
  isPromotionCategory,
} from '@gaming/domain/promotions';
import {
  pointMovements,
  promoCodes,
  promotionApplications,
  promotions,
  rewardClaims,
  rewardTickets,
} from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { idempotencyKeyOf, once } from '../../services/ledger';
import { localReader } from '../../services/local-text';
import {
  newbieStateOf,
  payReward,
  rescueStateOf,
  rewardCountsOf,
  signInStateOf,
} from '../../services/promotions';
import { rangeOf } from '../../services/records';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.promotions;

const isApplication = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);
const isKind = (value: string): value is RewardKind =>
  (REWARD_KINDS as readonly string[]).includes(value);
const isTicketType = (value: string): value is TicketType =>
  (TICKET_TYPES as readonly string[]).includes(value);

/** What opening a ticket gives: the platform's draw, never the client's. */
function drawOf(type: TicketType): {
  prize: TicketPrize;
  /** Money won, or for a POINT prize the points won, in hundredths. */
  cents: number;
  productName: string | null;
} {
  if (type === 'CASH_VOUCHER') return { prize: 'MONEY', cents: 50_00, productName: null };
  if (type === 'GIFT_CODE')
    return {
      prize: 'MERCHANDISE',
      cents: 0,
      productName: `GIFT-${String(randomInt(100_000, 999_999))}`,
    };
  const roll = randomInt(0, 100);
  if (type === 'PRIZE_WHEEL' && roll < 20) return { prize: 'RETRY', cents: 0, productName: null };
  // 10 to 100 whole points.
  if (roll < 35) return { prize: 'POINT', cents: randomInt(10, 101) * 100, productName: null };
  // 5 to 88 pesos, in whole pesos.
  return { prize: 'MONEY', cents: randomInt(5, 89) * 100, productName: null };
}

export function registerPromotionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(app, calls.list, async (request) => {
    const now = deps.now();
    const local = localReader(request);
    const rows = await db
      .select()
      .from(promotions)
      .where(eq(promotions.merchantCode, request.site.merchant.code))
      .orderBy(asc(promotions.sort), asc(promotions.id));
    const viewer = request.viewer;
    const applications = new Map<number, ApplicationStatus>();
    const raffles = new Set<string>();
    if (viewer) {
      const mine = await db
        .select({
          promotionId: promotionApplications.promotionId,
          status: promotionApplications.status,
        })
        .from(promotionApplications)
        .where(eq(promotionApplications.customerId, viewer.customerId));
      for (const row of mine)
        if (isApplication(row.status)) applications.set(row.promotionId, row.status);
      const claims = await db
        .select({ key: rewardClaims.claimKey })
        .from(rewardClaims)
        .where(
          and(eq(rewardClaims.customerId, viewer.customerId), eq(rewardClaims.kind, 'RAFFLE')),
        );
      for (const row of claims) raffles.add(row.key);
    }
    const list: Promotion[] = [];
    for (const row of rows) {
      if (!isPromotionCategory(row.category)) continue;
      // A promotion over for more than 30 days leaves the page.
      if (row.endAt.getTime() < now.getTime() - 30 * 86_400_000) continue;
      const manual = row.promotionType === 'MANUAL';
      const raffle = row.promotionType === 'RAFFLE';
      const period = { startMs: row.startAt.getTime(), endMs: row.endAt.getTime() };
      let status: Promotion['status'] = null;
      if (manual)
        status = activityStatusOf(period, now.getTime(), applications.get(row.id) ?? null);
      else if (raffle)
        status = activityStatusOf(
          period,
          now.getTime(),
          raffles.has(String(row.id)) ? 'claimed' : null,
        );
      list.push({
        id: row.id,
        category: row.category,
        promotionType: row.promotionType,
        title: local(row.title),
        content: local(row.content),
        imageUrl: local.optional(row.imageUrl),
        startDate: row.startAt.toISOString(),
        endDate: row.endAt.toISOString(),
        manual,
        raffle,
        bonus: amountOfCents(centsOfStored(row.bonus)),
        status,
      });
    }
    const present = new Set(list.map((entry) => entry.category));
    return { categories: PROMOTION_CATEGORIES.filter((c) => present.has(c)), list };
  });

  async function promotionOf(merchantCode: string, id: number, type: 'MANUAL' | 'RAFFLE') {
    const [row] = await db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.id, id),
          eq(promotions.merchantCode, merchantCode),
          eq(promotions.promotionType, type),
        ),
      );
    if (!row) throw new ApiError(404, ErrorCode.promotionUnavailable, 'No such promotion.');
    return row;
  }

  route(app, calls.apply, async (request) => {
    const now = deps.now();
    const row = await promotionOf(request.site.merchant.code, request.body.promotionId, 'MANUAL');
    if (now < row.startAt || now >= row.endAt)
      throw new ApiError(400, ErrorCode.promotionUnavailable, 'This promotion is not running.');
    const [created] = await db
      .insert(promotionApplications)
      .values({ customerId: request.session.customerId, promotionId: row.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: promotionApplications.id });
    if (!created) throw new ApiError(400, ErrorCode.promotionApplied, 'Already applied.');
    return { promotionId: row.id, status: 'applying' as const };
  });

  route(app, calls.claim, async (request) => {
    const customerId = request.session.customerId;
    const key = idempotencyKeyOf(request.headers);
    const row = await promotionOf(request.site.merchant.code, request.body.promotionId, 'MANUAL');
    const now = deps.now();
    return once(
      db,
      { customerId, key, call: 'promotions.claim', body: request.body },
      async (tx) => {
        // Only an issued application moves to claimed; a second request finds it claimed.
        const [moved] = await tx
          .update(promotionApplications)
          .set({ status: 'claimed', decidedAt: now })
          .where(
            and(
              eq(promotionApplications.customerId, customerId),
              eq(promotionApplications.promotionId, row.id),
              eq(promotionApplications.status, 'issued'),
            ),
          )
          .returning({ id: promotionApplications.id });
        if (!moved) {
          const [mine] = await tx
            .select({ status: promotionApplications.status })
            .from(promotionApplications)
            .where(
              and(
                eq(promotionApplications.customerId, customerId),
                eq(promotionApplications.promotionId, row.id),
              ),
            );
          if (mine?.status === 'claimed')
            throw new ApiError(400, ErrorCode.rewardClaimed, 'Already claimed.');
          throw new ApiError(400, ErrorCode.promotionNotIssued, 'The bonus is not issued.');
        }
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
    const row = await promotionOf(request.site.merchant.code, request.body.promotionId, 'RAFFLE');
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
    const [row] = await db
      .select()
      .from(promoCodes)
      .where(
        and(eq(promoCodes.merchantCode, request.site.merchant.code), eq(promoCodes.code, code)),
      );
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
    const rows = await db
      .select()
      .from(rewardTickets)
      .where(
        and(
          eq(rewardTickets.customerId, request.session.customerId),
          isNull(rewardTickets.openedAt),
          gt(rewardTickets.expiresAt, deps.now()),
        ),
      )
      .orderBy(asc(rewardTickets.expiresAt), asc(rewardTickets.id));
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
    return once(db, { customerId, key, call: 'rewards.ticket', body: request.body }, async (tx) => {
      const [ticket] = await tx
        .select()
        .from(rewardTickets)
        .where(
          and(
            eq(rewardTickets.id, request.body.ticketId),
            eq(rewardTickets.customerId, customerId),
          ),
        );
      if (!ticket || !isTicketType(ticket.ticketType))
        throw new ApiError(400, ErrorCode.ticketUnavailable, 'No such ticket.');
      const draw = drawOf(ticket.ticketType);
      // Opened once: only an unopened, unexpired ticket is marked; a second request finds none.
      const [opened] = await tx
        .update(rewardTickets)
        .set({
          openedAt: now,
          prize: draw.prize,
          amount: amountOfCents(draw.cents),
          productName: draw.productName,
        })
        .where(
          and(
            eq(rewardTickets.id, ticket.id),
            isNull(rewardTickets.openedAt),
            gt(rewardTickets.expiresAt, now),
          ),
        )
        .returning({ id: rewardTickets.id });
      if (!opened) throw new ApiError(400, ErrorCode.ticketUnavailable, 'Opened or expired.');
      // Points go to the points balance; money (or nothing) through the reward's ledger row.
      if (draw.prize === 'POINT')
        await tx.insert(pointMovements).values({
          customerId,
          kind: 'TICKET',
          points: amountOfCents(draw.cents),
          reference: `T${String(ticket.id)}`,
          createdAt: now,
        });
      const paid = await payReward(tx, {
        customerId,
        kind: 'TICKET',
        key: String(ticket.id),
        name: draw.productName ?? localReader(request)(ticket.name),
        cents: draw.prize === 'POINT' ? 0 : draw.cents,
        at: now,
      });
      return {
        ticketId: ticket.id,
        prize: draw.prize,
        amount: amountOfCents(draw.cents),
        productName: draw.productName,
        balance: paid.balance,
      };
    });
  });

  route(app, calls.history, async (request) => {
    const { startDate, endDate, kind } = request.query;
    const range = rangeOf(startDate, endDate, CLAIM_HISTORY_DAYS);
    const conditions = [
      eq(rewardClaims.customerId, request.session.customerId),
      gte(rewardClaims.createdAt, range.from),
      lt(rewardClaims.createdAt, range.to),
    ];
    if (kind !== undefined) conditions.push(eq(rewardClaims.kind, kind));
    const rows = await db
      .select()
      .from(rewardClaims)
      .where(and(...conditions))
      .orderBy(desc(rewardClaims.createdAt), desc(rewardClaims.id))
      .limit(200);
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
