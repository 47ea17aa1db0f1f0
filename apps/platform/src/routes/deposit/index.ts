/**
 * Deposits (original depositv2): the merchant's methods and channels with their limits, fees and
 * fixed amounts, deposit promotions, orders, and what each flow asks next: a GATEWAY channel's
 * payment page (the platform's demo gateway), a BANK or CRYPTO channel's receiver to pay into, "I
 * have paid", the slip, cancel and "speed up". Paid orders wait as pending for the simulated
 * operator (services/payments.ts), which credits the wallet through the ledger. An order not paid
 * in its payment window, or paid and not decided in the review window, expires.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type { DepositOrder } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import {
  amountOfCents,
  centsOfStored,
  decimalOfCents,
  depositBonusOf,
  feeOf,
  giveAwayOf,
} from '@gaming/domain/money';
import { OPEN_DEPOSIT_STATES } from '@gaming/domain/payments';
import { depositChannels, depositPromotions, paymentFiles, paymentOrders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { documentRoute, route } from '../../http/route';
import { customerById } from '../../services/customers';
import { centsWithin } from '../../services/amounts';
import { idempotencyKeyOf, once } from '../../services/ledger';
import type { PaymentSettings } from '../../services/payment-settings';
import { DEFAULT_PAYMENT_SETTINGS, paymentSettingsOf } from '../../services/payment-settings';
import type { PaymentOrder } from '../../services/payments';
import {
  expireOverdueDeposits,
  hasFile,
  insertOrder,
  methodNameOf,
  orderByNo,
} from '../../services/payments';
import type { LocalText } from '../../services/local-text';
import { localReader } from '../../services/local-text';
import { imageOf } from '../../services/uploads';
import type { RouteDeps } from '../route-deps';
import { gatewayPageHtml } from './gateway-page';

const calls = clientContracts.deposit;
/** "Speed up" may be pressed once a minute. */
const REMIND_GAP_MS = 60_000;
/** How long a decided deposit stays on the deposit page, and how many at most. */
const RECENT_MS = 24 * 60 * 60 * 1000;
const RECENT_LIMIT = 5;
const DECIDED_DEPOSIT_STATES = ['approved', 'rejected', 'expired'];

type Channel = typeof depositChannels.$inferSelect;
type Promotion = typeof depositPromotions.$inferSelect;

type LocalReader = (text: LocalText) => string;

const cents = (value: number) => centsOfStored(value);
const money = (value: number) => amountOfCents(cents(value));

export function registerDepositRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  const notFound = () => new ApiError(404, ErrorCode.orderNotFound, 'No such deposit order.');
  const stateInvalid = () =>
    new ApiError(409, ErrorCode.orderStateInvalid, 'This order can no longer be changed.');

  /** An order as the member sees it, its method named in the member's language. */
  async function view(order: PaymentOrder, local: LocalReader): Promise<DepositOrder> {
    const now = deps.now();
    const [channel] =
      order.channelId === null
        ? []
        : await db.select().from(depositChannels).where(eq(depositChannels.id, order.channelId));
    const flow = channel?.flow ?? (order.method === 'USDT' ? 'CRYPTO' : 'BANK');
    const remindAfter =
      order.remindedAt && order.remindedAt.getTime() + REMIND_GAP_MS > now.getTime()
        ? new Date(order.remindedAt.getTime() + REMIND_GAP_MS).toISOString()
        : null;
    const orderNo = order.orderNo ?? '';
    const open = (OPEN_DEPOSIT_STATES as readonly string[]).includes(order.status);
    return {
      orderNo,
      status: order.status as DepositOrder['status'],
      flow,
      methodName: await methodNameOf(db, order, local),
      amount: money(order.amount),
      fee: money(order.fee),
      bonus: money(order.bonus),
      giveAway: money(order.giveAway),
      createdAt: order.createdAt.toISOString(),
      expiresAt: order.expiresAt?.toISOString() ?? null,
      paymentUrl:
        flow === 'GATEWAY' && order.status === 'new'
          ? `/wps/pay/demo?order=${orderNo}&ticket=${deps.challenges.sign(orderNo)}`
          : null,
      receiver: open ? (order.receiver ?? null) : null,
      paid: order.paidAt !== null,
      slipUploaded: await hasFile(db, order.id, 'slip'),
      remindAfter,
    };
  }

  async function dueAtFor(merchantCode: string, from: Date): Promise<Date> {
    const site = await deps.site.get(merchantCode);
    const delay = site ? paymentSettingsOf(site).operatorDelaySeconds : 5;
    return new Date(from.getTime() + delay * 1000);
  }

  /** A paid order waits this long for the operator, then expires (no order is open for ever). */
  function reviewEndOf(settings: PaymentSettings, paidAt: Date): Date {
    return new Date(paidAt.getTime() + settings.depositReviewMinutes * 60_000);
  }

  route(app, calls.settings, async (request) => {
    const { merchant } = request.site;
    const { customerId } = request.session;
    const settings = paymentSettingsOf(request.site);
    const local = localReader(request);
    const now = deps.now();
    // An order past its time is over before it is counted "in progress".
    await expireOverdueDeposits(db, now, customerId);
    const channels = await db
      .select()
      .from(depositChannels)
      .where(
        and(eq(depositChannels.merchantCode, merchant.code), eq(depositChannels.enabled, true)),
      )
      .orderBy(asc(depositChannels.sort));
    const [open] = await db
      .select({ orders: count() })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.customerId, customerId),
          eq(paymentOrders.kind, 'deposit'),
          inArray(paymentOrders.status, [...OPEN_DEPOSIT_STATES]),
        ),
      );
    const recent = await db
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.customerId, customerId),
          eq(paymentOrders.kind, 'deposit'),
          inArray(paymentOrders.status, DECIDED_DEPOSIT_STATES),
          gte(paymentOrders.decidedAt, new Date(now.getTime() - RECENT_MS)),
        ),
      )
      .orderBy(desc(paymentOrders.decidedAt), desc(paymentOrders.id))
      .limit(RECENT_LIMIT);
    const byMethod = new Map<string, Channel[]>();
    for (const channel of channels) {
      byMethod.set(channel.methodCode, [...(byMethod.get(channel.methodCode) ?? []), channel]);
    }
    const methods = [...byMethod.entries()].map(([code, list]) => {
      const first = list[0] as Channel;
      return {
        code,
        name: local(METHOD_NAMES[code] ?? { EN: code }),
        flow: first.flow,
        recommended: list.some((channel) => channel.recommended),
        reimbursementPercentage: Math.max(...list.map((c) => c.reimbursementPercentage)),
        channels: list.map((channel) => ({
          id: channel.id,
          vendorId: channel.vendorId,
          name: local(channel.name),
          min: money(channel.minAmount),
          max: money(channel.maxAmount),
          feePercent: channel.feePercent,
          feeFixed: money(channel.feeFixed),
          feeMin: money(channel.feeMin),
          feeMax: money(channel.feeMax),
          fixAmounts: channel.fixAmounts,
          fixAmountOnly: channel.fixAmountOnly,
          reimbursementPercentage: channel.reimbursementPercentage,
        })),
      };
    });
    // "Give away x%" first (original: sorted by reimbursementPercentage), the seed's order after.
    methods.sort((a, b) => b.reimbursementPercentage - a.reimbursementPercentage);
    return {
      allowDeposit: settings.allowDeposit,
      message: settings.allowDeposit ? null : 'Deposits are not available right now.',
      inProgressCashInCount: open?.orders ?? 0,
      methods,
      recentOrders: await Promise.all(recent.map((order) => view(order, local))),
    };
  });

  route(app, calls.promotions, async (request) => {
    const rows = await db
      .select()
      .from(depositPromotions)
      .where(
        and(
          eq(depositPromotions.merchantCode, request.site.merchant.code),
          eq(depositPromotions.enabled, true),
        ),
      )
      .orderBy(asc(depositPromotions.id));
    const method = request.query.method?.toUpperCase();
    const local = localReader(request);
    return rows
      .filter(
        (row) =>
          method === undefined || row.methodCodes.length === 0 || row.methodCodes.includes(method),
      )
      .map((row) => promotionView(row, local));
  });

  route(app, calls.create, async (request) => {
    const { customerId } = request.session;
    const site = request.site;
    const settings = paymentSettingsOf(site);
    if (!settings.allowDeposit) {
      throw new ApiError(403, ErrorCode.depositNotAllowed, 'Deposits are not available right now.');
    }
    const body = request.body;
    const [channel] = await db
      .select()
      .from(depositChannels)
      .where(
        and(
          eq(depositChannels.id, body.channelId),
          eq(depositChannels.merchantCode, site.merchant.code),
          eq(depositChannels.enabled, true),
        ),
      );
    if (!channel) throw new ApiError(400, ErrorCode.requestInvalid, 'Unknown deposit channel.');
    const minCents = cents(channel.minAmount);
    const maxCents = cents(channel.maxAmount);
    const amountCents = centsWithin(body.amount, { minCents, maxCents });
    if (
      channel.fixAmountOnly &&
      !channel.fixAmounts.some((fixed) => Math.round(fixed * 100) === amountCents)
    ) {
      throw new ApiError(400, ErrorCode.amountOutOfRange, 'Choose one of the fixed amounts.', {
        min: amountOfCents(minCents),
        max: amountOfCents(maxCents),
      });
    }
    let promotion: Promotion | undefined;
    if (body.promotionId !== undefined) {
      [promotion] = await db
        .select()
        .from(depositPromotions)
        .where(
          and(
            eq(depositPromotions.id, body.promotionId),
            eq(depositPromotions.merchantCode, site.merchant.code),
            eq(depositPromotions.enabled, true),
          ),
        );
      if (
        !promotion ||
        (promotion.methodCodes.length > 0 && !promotion.methodCodes.includes(channel.methodCode))
      ) {
        throw new ApiError(400, ErrorCode.requestInvalid, 'This promotion does not apply here.');
      }
    }
    const feeCents = feeOf(amountCents, {
      percent: channel.feePercent,
      fixedCents: cents(channel.feeFixed),
      minCents: cents(channel.feeMin),
      maxCents: cents(channel.feeMax),
    });
    const bonusCents = promotion
      ? depositBonusOf(amountCents, {
          type: promotion.type,
          tiers: promotion.tiers.map((tier) => ({
            minDepositCents: Math.round(tier.minDeposit * 100),
            bonus: promotion.type === 'FIXED' ? Math.round(tier.bonus * 100) : tier.bonus,
            maxBonusCents: tier.maxBonus === null ? null : Math.round(tier.maxBonus * 100),
          })),
        })
      : 0;
    // The method's "give away x%": of the amount the member pays, fixed now with the order.
    const giveAwayCents = giveAwayOf(amountCents, channel.reimbursementPercentage);
    const now = deps.now();
    const order = await once(
      db,
      { customerId, key: idempotencyKeyOf(request.headers), call: 'deposit', body },
      async (tx) => {
        const created = await insertOrder(tx, {
          customerId,
          kind: 'deposit',
          // The wallet is credited the amount less the member's fee.
          amount: amountOfCents(amountCents - feeCents),
          requestedAmount: amountOfCents(amountCents),
          fee: amountOfCents(feeCents),
          bonus: amountOfCents(bonusCents),
          giveAway: amountOfCents(giveAwayCents),
          status: 'new',
          method: channel.methodCode,
          channelId: channel.id,
          promotionId: promotion?.id ?? null,
          receiver: channel.flow === 'GATEWAY' ? null : channel.receiver,
          expiresAt: new Date(now.getTime() + settings.depositExpiryMinutes * 60_000),
          createdAt: now,
        });
        return created.orderNo ?? '';
      },
    );
    const created = await orderByNo(db, customerId, order);
    if (!created) throw notFound();
    return view(created, localReader(request));
  });

  route(app, calls.openOrders, async (request) => {
    await expireOverdueDeposits(db, deps.now(), request.session.customerId);
    const rows = await db
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.customerId, request.session.customerId),
          eq(paymentOrders.kind, 'deposit'),
          inArray(paymentOrders.status, [...OPEN_DEPOSIT_STATES]),
        ),
      )
      .orderBy(asc(paymentOrders.createdAt));
    const local = localReader(request);
    return Promise.all(rows.map((row) => view(row, local)));
  });

  /** An order of this member, or 404. */
  async function ownOrder(customerId: number, orderNo: string): Promise<PaymentOrder> {
    const order = await orderByNo(db, customerId, orderNo);
    if (order?.kind !== 'deposit') throw notFound();
    return order;
  }

  route(app, calls.markPaid, async (request) => {
    const { customerId } = request.session;
    const order = await ownOrder(customerId, request.params.orderNo);
    if (order.status !== 'new') throw stateInvalid();
    const now = deps.now();
    const [updated] = await db
      .update(paymentOrders)
      .set({
        status: 'pending',
        paidAt: now,
        dueAt: await dueAtFor(request.site.merchant.code, now),
        expiresAt: reviewEndOf(paymentSettingsOf(request.site), now),
      })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'new')))
      .returning();
    if (!updated) throw stateInvalid();
    return view(updated, localReader(request));
  });

  route(
    app,
    calls.uploadSlip,
    async (request) => {
      const { customerId } = request.session;
      const order = await ownOrder(customerId, request.params.orderNo);
      if (!(OPEN_DEPOSIT_STATES as readonly string[]).includes(order.status)) throw stateInvalid();
      const image = await imageOf(request.body);
      await db.transaction(async (tx) => {
        await tx
          .delete(paymentFiles)
          .where(and(eq(paymentFiles.orderId, order.id), eq(paymentFiles.kind, 'slip')));
        await tx.insert(paymentFiles).values({
          orderId: order.id,
          kind: 'slip',
          mime: image.mime,
          data: image.data,
          createdAt: deps.now(),
        });
      });
      return view(order, localReader(request));
    },
    { bodyLimit: 7_500_000 },
  );

  route(app, calls.cancel, async (request) => {
    const order = await ownOrder(request.session.customerId, request.params.orderNo);
    const [updated] = await db
      .update(paymentOrders)
      .set({ status: 'cancelled', decidedAt: deps.now() })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'new')))
      .returning();
    if (!updated) throw stateInvalid();
    return view(updated, localReader(request));
  });

  route(app, calls.remind, async (request) => {
    const order = await ownOrder(request.session.customerId, request.params.orderNo);
    if (order.status !== 'pending') throw stateInvalid();
    const now = deps.now();
    if (order.remindedAt && order.remindedAt.getTime() + REMIND_GAP_MS > now.getTime()) {
      throw new ApiError(429, ErrorCode.tooManyRequests, 'You reminded us a moment ago.', {
        retryAfter: Math.ceil((order.remindedAt.getTime() + REMIND_GAP_MS - now.getTime()) / 1000),
      });
    }
    // A reminder brings the operator's decision forward to its normal delay from now.
    const due = await dueAtFor(request.site.merchant.code, now);
    const [updated] = await db
      .update(paymentOrders)
      .set({
        remindedAt: now,
        dueAt: order.dueAt === null || order.dueAt > due ? due : order.dueAt,
      })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'pending')))
      .returning();
    if (!updated) throw stateInvalid();
    return view(updated, localReader(request));
  });

  async function siteOfCustomer(customerId: number) {
    const customer = await customerById(db, customerId);
    return deps.site.get(customer.merchantCode);
  }

  /** The demo gateway's order behind a signed ticket, or null. */
  async function gatewayOrder(orderNo: string, ticket: string): Promise<PaymentOrder | null> {
    const expected = Buffer.from(deps.challenges.sign(orderNo));
    const given = Buffer.from(ticket);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
    return order?.kind === 'deposit' ? order : null;
  }

  documentRoute(app, calls.demoGatewayPage, async (request, reply) => {
    const { order: orderNo, ticket, language = 'EN' } = request.query;
    const order = await gatewayOrder(orderNo, ticket);
    const nonce = randomBytes(16).toString('base64');
    const site = order ? await siteOfCustomer(order.customerId) : null;
    const symbol = site?.merchant.currencySymbol ?? '';
    return reply
      .status(order ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        [
          "default-src 'none'",
          `script-src 'nonce-${nonce}'`,
          `style-src 'nonce-${nonce}'`,
          "connect-src 'self'",
          "base-uri 'none'",
          "form-action 'none'",
          "frame-ancestors 'none'",
        ].join('; '),
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(
        gatewayPageHtml({
          nonce,
          language,
          orderNo: order?.orderNo ?? '',
          ticket,
          amountText: order ? `${symbol}${decimalOfCents(cents(order.requestedAmount))}` : '',
          merchantName: site?.merchant.code ?? '',
          open: order?.status === 'new',
        }),
      );
  });

  route(app, calls.demoGatewayAnswer, async (request) => {
    const { order: orderNo, ticket, action } = request.body;
    const order = await gatewayOrder(orderNo, ticket);
    if (!order) throw notFound();
    const now = deps.now();
    const customerSite = await siteOfCustomer(order.customerId);
    const rules = customerSite ? paymentSettingsOf(customerSite) : DEFAULT_PAYMENT_SETTINGS;
    const [updated] = await db
      .update(paymentOrders)
      .set(
        action === 'pay'
          ? {
              status: 'pending',
              paidAt: now,
              dueAt: new Date(now.getTime() + rules.operatorDelaySeconds * 1000),
              expiresAt: reviewEndOf(rules, now),
            }
          : { status: 'cancelled', decidedAt: now },
      )
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'new')))
      .returning({ status: paymentOrders.status });
    if (!updated) throw stateInvalid();
    return { status: updated.status as 'pending' | 'cancelled' };
  });
}

/**
 * Method names as players know them, per language. Brand names, and "Online banking" as Filipino
 * banks and shops print it, read the same in Tagalog.
 */
const METHOD_NAMES: Readonly<Record<string, LocalText>> = {
  GCASH: { EN: 'GCash', TY: 'GCash' },
  MAYA: { EN: 'Maya', TY: 'Maya' },
  QRPH: { EN: 'QR Ph', TY: 'QR Ph' },
  PGMT: { EN: 'Online banking', TY: 'Online banking' },
  BANK: { EN: 'Bank transfer', TY: 'Transfer sa bangko' },
  USDT: { EN: 'USDT', TY: 'USDT' },
};

function promotionView(row: Promotion, local: LocalReader) {
  return {
    id: row.id,
    name: local(row.name),
    type: row.type,
    tiers: row.tiers.map((tier) => ({
      minDeposit: tier.minDeposit,
      bonus: tier.bonus,
      maxBonus: tier.maxBonus,
    })),
    turnoverMultiple: row.turnoverMultiple,
  };
}
