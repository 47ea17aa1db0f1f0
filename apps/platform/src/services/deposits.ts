/**
 * Deposits as the member sees them: the merchant's enabled channels grouped into methods, deposit
 * promotions and the bonus they give, placing an order (amount less fee, bonus and give-away fixed
 * with it), the member's open and lately decided orders, and each step an order takes before the
 * operator decides it (paid, slip, reminder, cancelled). A step is one conditional update: an order
 * that moved on meanwhile is not changed, and the caller answers that it can no longer be changed.
 */
import { and, asc, count, desc, eq, gte, inArray, or } from 'drizzle-orm';
import type { DepositOrder } from '@gaming/api/wire';
import {
  amountOfCents,
  centsOfStored,
  depositBonusOf,
  feeOf,
  giveAwayOf,
} from '@gaming/domain/money';
import { OPEN_DEPOSIT_STATES, OPEN_WITHDRAW_STATES } from '@gaming/domain/payments';
import type { Database } from '../db/client';
import { depositChannels, depositPromotions, paymentFiles, paymentOrders } from '../db/schema';
import { once } from './ledger';
import type { LocalText } from './local-text';
import type { PaymentSettings } from './payment-settings';
import type { PaymentOrder } from './payments';
import { hasFile, insertOrder, methodNameOf } from './payments';
import type { imageOf } from './uploads';

export type DepositChannel = typeof depositChannels.$inferSelect;
export type DepositPromotion = typeof depositPromotions.$inferSelect;
type LocalReader = (text: LocalText) => string;

/** "Speed up" may be pressed once a minute. */
export const REMIND_GAP_MS = 60_000;
/** How long a decided deposit stays on the deposit page, and how many at most. */
const RECENT_MS = 24 * 60 * 60 * 1000;
const RECENT_LIMIT = 5;
const DECIDED_DEPOSIT_STATES = ['approved', 'rejected', 'expired'];

const cents = (value: number) => centsOfStored(value);
const money = (value: number) => amountOfCents(cents(value));

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

/** A paid order waits this long for the operator, then expires (no order is open for ever). */
export function reviewEndOf(settings: PaymentSettings, paidAt: Date): Date {
  return new Date(paidAt.getTime() + settings.depositReviewMinutes * 60_000);
}

/**
 * An order as the member sees it, its method named in the member's language; a gateway order not
 * paid yet links to the gateway's page with the order's signed ticket, `ticketOf`.
 */
export async function depositOrderOf(
  db: Database,
  order: PaymentOrder,
  local: LocalReader,
  now: Date,
  ticketOf: (orderNo: string) => string,
): Promise<DepositOrder> {
  const channel = order.channelId === null ? undefined : await channelOf(db, order.channelId);
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
        ? `/wps/pay/demo?order=${orderNo}&ticket=${ticketOf(orderNo)}`
        : null,
    receiver: open ? (order.receiver ?? null) : null,
    paid: order.paidAt !== null,
    slipUploaded: await hasFile(db, order.id, 'slip'),
    remindAfter,
  };
}

/** A deposit channel by id (enabled or not), or undefined. */
export async function channelOf(db: Database, channelId: number) {
  const [channel] = await db
    .select()
    .from(depositChannels)
    .where(eq(depositChannels.id, channelId));
  return channel;
}

/** The merchant's enabled channels, in the seed's order. */
export async function enabledChannelsOf(db: Database, merchantCode: string) {
  return db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantCode, merchantCode), eq(depositChannels.enabled, true)))
    .orderBy(asc(depositChannels.sort));
}

/** One of the merchant's enabled channels, or undefined. */
export async function enabledChannelOf(db: Database, merchantCode: string, channelId: number) {
  const [channel] = await db
    .select()
    .from(depositChannels)
    .where(
      and(
        eq(depositChannels.id, channelId),
        eq(depositChannels.merchantCode, merchantCode),
        eq(depositChannels.enabled, true),
      ),
    );
  return channel;
}

/** The methods of the merchant's channels, each with its channels, "give away x%" first. */
export function depositMethodsOf(channels: readonly DepositChannel[], local: LocalReader) {
  const byMethod = new Map<string, DepositChannel[]>();
  for (const channel of channels) {
    byMethod.set(channel.methodCode, [...(byMethod.get(channel.methodCode) ?? []), channel]);
  }
  const methods = [...byMethod.entries()].map(([code, list]) => {
    const first = list[0] as DepositChannel;
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
  // Original: sorted by reimbursementPercentage; the seed's order after.
  methods.sort((a, b) => b.reimbursementPercentage - a.reimbursementPercentage);
  return methods;
}

/** The merchant's enabled deposit promotions, oldest first. */
export async function enabledPromotionsOf(db: Database, merchantCode: string) {
  return db
    .select()
    .from(depositPromotions)
    .where(
      and(eq(depositPromotions.merchantCode, merchantCode), eq(depositPromotions.enabled, true)),
    )
    .orderBy(asc(depositPromotions.id));
}

/** One of the merchant's enabled deposit promotions, or undefined. */
export async function enabledPromotionOf(db: Database, merchantCode: string, promotionId: number) {
  const [promotion] = await db
    .select()
    .from(depositPromotions)
    .where(
      and(
        eq(depositPromotions.id, promotionId),
        eq(depositPromotions.merchantCode, merchantCode),
        eq(depositPromotions.enabled, true),
      ),
    );
  return promotion;
}

/** Whether a promotion applies to a method (one listing no methods applies to all). */
export function promotionAppliesTo(promotion: DepositPromotion, methodCode: string): boolean {
  return promotion.methodCodes.length === 0 || promotion.methodCodes.includes(methodCode);
}

export function depositPromotionOf(row: DepositPromotion, local: LocalReader) {
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

/** How many of the member's deposits are in progress. */
export async function openDepositCountOf(db: Database, customerId: number): Promise<number> {
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
  return open?.orders ?? 0;
}

/** The member's deposits in progress, oldest first. */
export async function openDepositsOf(db: Database, customerId: number) {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.customerId, customerId),
        eq(paymentOrders.kind, 'deposit'),
        inArray(paymentOrders.status, [...OPEN_DEPOSIT_STATES]),
      ),
    )
    .orderBy(asc(paymentOrders.createdAt));
}

/** The member's deposits decided in the last day, latest decided first. */
export async function recentDepositsOf(db: Database, customerId: number, now: Date) {
  return db
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
}

/** A deposit order by its number, whoever's it is, or null. */
export async function depositByNo(db: Database, orderNo: string): Promise<PaymentOrder | null> {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
  return order?.kind === 'deposit' ? order : null;
}

export interface PlacedDeposit {
  customerId: number;
  /** The request's `Idempotency-Key`, and the body it guards. */
  key: string | undefined;
  body: unknown;
  channel: DepositChannel;
  promotion: DepositPromotion | undefined;
  amountCents: number;
  settings: PaymentSettings;
  now: Date;
}

/**
 * Places a new order, once per idempotency key: the channel's fee, the promotion's bonus and the
 * method's give-away are fixed with it. Answers the order's number.
 */
export async function placeDeposit(db: Database, placed: PlacedDeposit): Promise<string> {
  const { customerId, channel, promotion, amountCents, now } = placed;
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
  return once(
    db,
    { customerId, key: placed.key, call: 'deposit', body: placed.body },
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
        expiresAt: new Date(now.getTime() + placed.settings.depositExpiryMinutes * 60_000),
        createdAt: now,
      });
      return created.orderNo ?? '';
    },
  );
}

type OrderChanges = Partial<typeof paymentOrders.$inferInsert>;

/** Changes an order still in `status`; undefined when it moved on meanwhile. */
async function changeDeposit(
  db: Database,
  orderId: number,
  status: 'new' | 'pending',
  changes: OrderChanges,
): Promise<PaymentOrder | undefined> {
  const [updated] = await db
    .update(paymentOrders)
    .set(changes)
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, status)))
    .returning();
  return updated;
}

/** A new order is paid (the member says so, or the gateway): it waits for the operator. */
export function markDepositPaid(
  db: Database,
  orderId: number,
  times: { paidAt: Date; dueAt: Date; expiresAt: Date },
): Promise<PaymentOrder | undefined> {
  return changeDeposit(db, orderId, 'new', { status: 'pending', ...times });
}

/** A new order is cancelled (by the member, or at the gateway). */
export function cancelDeposit(
  db: Database,
  orderId: number,
  now: Date,
): Promise<PaymentOrder | undefined> {
  return changeDeposit(db, orderId, 'new', { status: 'cancelled', decidedAt: now });
}

/** A pending order is reminded ("speed up"): the operator's decision is due at `dueAt`. */
export function remindDeposit(
  db: Database,
  orderId: number,
  now: Date,
  dueAt: Date | null,
): Promise<PaymentOrder | undefined> {
  return changeDeposit(db, orderId, 'pending', { remindedAt: now, dueAt });
}

/** The order's slip: a new one replaces the last. */
export async function replaceSlip(
  db: Database,
  orderId: number,
  image: Awaited<ReturnType<typeof imageOf>>,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(paymentFiles)
      .where(and(eq(paymentFiles.orderId, orderId), eq(paymentFiles.kind, 'slip')));
    await tx.insert(paymentFiles).values({
      orderId,
      kind: 'slip',
      mime: image.mime,
      data: image.data,
      createdAt: now,
    });
  });
}

/** How many of the member's deposits and withdrawals are in progress (the member centre's counts). */
export async function openOrderCountsOf(db: Database, customerId: number) {
  const pending = await db
    .select({ kind: paymentOrders.kind, orders: count() })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.customerId, customerId),
        or(
          and(
            eq(paymentOrders.kind, 'deposit'),
            inArray(paymentOrders.status, [...OPEN_DEPOSIT_STATES]),
          ),
          and(
            eq(paymentOrders.kind, 'withdraw'),
            inArray(paymentOrders.status, [...OPEN_WITHDRAW_STATES]),
          ),
        ),
      ),
    )
    .groupBy(paymentOrders.kind);
  const pendingOf = (kind: 'deposit' | 'withdraw') =>
    pending.find((row) => row.kind === kind)?.orders ?? 0;
  return { deposits: pendingOf('deposit'), withdrawals: pendingOf('withdraw') };
}
