/**
 * Deposits (original depositv2): the merchant's methods and channels with their limits, fees and
 * fixed amounts, deposit promotions, orders, and what each flow asks next: a GATEWAY channel's
 * payment page (the platform's demo gateway), a BANK or CRYPTO channel's receiver to pay into, "I
 * have paid", the slip, cancel and "speed up". Paid orders wait as pending for the simulated
 * operator (services/payments.ts), which credits the wallet through the ledger. An order not paid
 * in its payment window, or paid and not decided in the review window, expires.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type { DepositOrder } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored, decimalOfCents } from '@gaming/domain/money';
import { OPEN_DEPOSIT_STATES } from '@gaming/domain/payments';
import { ApiError } from '../../http/api-error';
import { documentRoute, route } from '../../http/route';
import { customerById } from '../../services/customers';
import { centsWithin } from '../../services/amounts';
import type { DepositPromotion } from '../../services/deposits';
import {
  cancelDeposit,
  REMIND_GAP_MS,
  depositByNo,
  depositOrderOf,
  depositMethodsOf,
  depositPromotionOf,
  enabledChannelOf,
  enabledChannelsOf,
  enabledPromotionOf,
  enabledPromotionsOf,
  markDepositPaid,
  openDepositCountOf,
  openDepositsOf,
  placeDeposit,
  promotionAppliesTo,
  recentDepositsOf,
  remindDeposit,
  replaceSlip,
  reviewEndOf,
} from '../../services/deposits';
import { idempotencyKeyOf } from '../../services/ledger';
import { DEFAULT_PAYMENT_SETTINGS, paymentSettingsOf } from '../../services/payment-settings';
import type { PaymentOrder } from '../../services/payments';
import { expireOverdueDeposits, orderByNo } from '../../services/payments';
import type { LocalText } from '../../services/local-text';
import { localReader } from '../../services/local-text';
import { imageOf } from '../../services/uploads';
import type { RouteDeps } from '../route-deps';
import { gatewayPageHtml } from './gateway-page';

const calls = clientContracts.deposit;

type LocalReader = (text: LocalText) => string;

const cents = (value: number) => centsOfStored(value);

export function registerDepositRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  const notFound = () => new ApiError(404, ErrorCode.orderNotFound, 'No such deposit order.');
  const stateInvalid = () =>
    new ApiError(409, ErrorCode.orderStateInvalid, 'This order can no longer be changed.');

  /** An order as the member sees it, its method named in the member's language. */
  const view = (order: PaymentOrder, local: LocalReader): Promise<DepositOrder> =>
    depositOrderOf(db, order, local, deps.now(), (orderNo) => deps.challenges.sign(orderNo));

  async function dueAtFor(merchantCode: string, from: Date): Promise<Date> {
    const site = await deps.site.get(merchantCode);
    const delay = site ? paymentSettingsOf(site).operatorDelaySeconds : 5;
    return new Date(from.getTime() + delay * 1000);
  }

  route(app, calls.settings, async (request) => {
    const { merchant } = request.site;
    const { customerId } = request.session;
    const settings = paymentSettingsOf(request.site);
    const local = localReader(request);
    const now = deps.now();
    // An order past its time is over before it is counted "in progress".
    await expireOverdueDeposits(db, now, customerId);
    const channels = await enabledChannelsOf(db, merchant.code);
    const openCount = await openDepositCountOf(db, customerId);
    const recent = await recentDepositsOf(db, customerId, now);
    return {
      allowDeposit: settings.allowDeposit,
      message: settings.allowDeposit ? null : 'Deposits are not available right now.',
      inProgressCashInCount: openCount,
      methods: depositMethodsOf(channels, local),
      recentOrders: await Promise.all(recent.map((order) => view(order, local))),
    };
  });

  route(app, calls.promotions, async (request) => {
    const rows = await enabledPromotionsOf(db, request.site.merchant.code);
    const method = request.query.method?.toUpperCase();
    const local = localReader(request);
    return rows
      .filter((row) => method === undefined || promotionAppliesTo(row, method))
      .map((row) => depositPromotionOf(row, local));
  });

  route(app, calls.create, async (request) => {
    const { customerId } = request.session;
    const site = request.site;
    const settings = paymentSettingsOf(site);
    if (!settings.allowDeposit) {
      throw new ApiError(403, ErrorCode.depositNotAllowed, 'Deposits are not available right now.');
    }
    const body = request.body;
    const channel = await enabledChannelOf(db, site.merchant.code, body.channelId);
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
    let promotion: DepositPromotion | undefined;
    if (body.promotionId !== undefined) {
      promotion = await enabledPromotionOf(db, site.merchant.code, body.promotionId);
      if (!promotion || !promotionAppliesTo(promotion, channel.methodCode)) {
        throw new ApiError(400, ErrorCode.requestInvalid, 'This promotion does not apply here.');
      }
    }
    const order = await placeDeposit(db, {
      customerId,
      key: idempotencyKeyOf(request.headers),
      body,
      channel,
      promotion,
      amountCents,
      settings,
      now: deps.now(),
    });
    const created = await orderByNo(db, customerId, order);
    if (!created) throw notFound();
    return view(created, localReader(request));
  });

  route(app, calls.openOrders, async (request) => {
    await expireOverdueDeposits(db, deps.now(), request.session.customerId);
    const rows = await openDepositsOf(db, request.session.customerId);
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
    const updated = await markDepositPaid(db, order.id, {
      paidAt: now,
      dueAt: await dueAtFor(request.site.merchant.code, now),
      expiresAt: reviewEndOf(paymentSettingsOf(request.site), now),
    });
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
      await replaceSlip(db, order.id, image, deps.now());
      return view(order, localReader(request));
    },
    { bodyLimit: 7_500_000 },
  );

  route(app, calls.cancel, async (request) => {
    const order = await ownOrder(request.session.customerId, request.params.orderNo);
    const updated = await cancelDeposit(db, order.id, deps.now());
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
    const updated = await remindDeposit(
      db,
      order.id,
      now,
      order.dueAt === null || order.dueAt > due ? due : order.dueAt,
    );
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
    return depositByNo(db, orderNo);
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
    const updated =
      action === 'pay'
        ? await markDepositPaid(db, order.id, {
            paidAt: now,
            dueAt: new Date(now.getTime() + rules.operatorDelaySeconds * 1000),
            expiresAt: reviewEndOf(rules, now),
          })
        : await cancelDeposit(db, order.id, now);
    if (!updated) throw stateInvalid();
    return { status: updated.status as 'pending' | 'cancelled' };
  });
}
