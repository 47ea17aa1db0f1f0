/**
 * Deposit and withdrawal orders on the ledger, and the platform's simulated payment operator: it
 * approves deposits (crediting the wallet, bonus and give-away included, each its own ledger row)
 * and pays withdrawals (whose amount was
 * held when they were requested) a few seconds after they are due, or rejects them (a rejected
 * withdrawal's amount returns). Each decision is one conditional update of the order's status in the
 * same transaction as its ledger rows, so two operators (or an operator and a dev decision) never
 * decide one order twice.
 */
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import { OPEN_DEPOSIT_STATES } from '@gaming/domain/payments';
import type { Database } from '../db/client';
import { depositChannels, paymentFiles, paymentOrders } from '../db/schema';
import { post } from './ledger';
import type { Tx } from './ledger';
import type { LocalText } from './local-text';
import { PeriodicJob } from './periodic-job';
import { recordFirstDeposit } from './referral';

export type PaymentOrder = typeof paymentOrders.$inferSelect;

/** What the platform tells a member when an order is decided (live notices). */
export type PaymentNotice =
  | { type: 'DEPOSIT'; orderNo: string; amount: number; status: 'credited'; bonus?: number }
  | {
      type: 'WITHDRAW';
      orderNo: string;
      amount: number;
      status: 'approved' | 'rejected' | 'failed';
      remark: string | null;
    }
  | { type: 'PAYMENT_CONFIRMATION'; orderNo: string; amount: number };

/** Delivers a notice to the member once `tx` commits (the live-notice hub), or nowhere. */
export type NoticePublisher = (tx: Tx, customerId: number, notice: PaymentNotice) => Promise<void>;
export const publishNowhere: NoticePublisher = () => Promise.resolve();

/** D or W, the day (yyyymmdd), then the order's id: what the member and the ledger quote. */
export function orderNoOf(kind: 'deposit' | 'withdraw', id: number, at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `${kind === 'deposit' ? 'D' : 'W'}${day}${String(id).padStart(6, '0')}`;
}

/** Inserts an order and gives it its number, in `tx`. */
export async function insertOrder(
  tx: Tx,
  values: typeof paymentOrders.$inferInsert & { createdAt: Date },
): Promise<PaymentOrder> {
  const [inserted] = await tx.insert(paymentOrders).values(values).returning();
  if (!inserted) throw new Error('the order was not written');
  const [numbered] = await tx
    .update(paymentOrders)
    .set({ orderNo: orderNoOf(inserted.kind, inserted.id, values.createdAt) })
    .where(eq(paymentOrders.id, inserted.id))
    .returning();
  if (!numbered) throw new Error('the order vanished');
  return numbered;
}

export async function orderByNo(
  db: Database | Tx,
  customerId: number,
  orderNo: string,
): Promise<PaymentOrder | null> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.orderNo, orderNo), eq(paymentOrders.customerId, customerId)));
  return row ?? null;
}

/**
 * The channel's display name of a deposit order in the reader's language, `local` (the method code
 * when it has no channel).
 */
export async function methodNameOf(
  db: Database | Tx,
  order: PaymentOrder,
  local: (text: LocalText) => string,
): Promise<string> {
  if (order.channelId === null) return order.method ?? '';
  const [row] = await db
    .select({ name: depositChannels.name })
    .from(depositChannels)
    .where(eq(depositChannels.id, order.channelId));
  return row ? local(row.name) : (order.method ?? '');
}

export async function hasFile(
  db: Database | Tx,
  orderId: number,
  kind: 'slip' | 'proof',
): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentFiles.id })
    .from(paymentFiles)
    .where(and(eq(paymentFiles.orderId, orderId), eq(paymentFiles.kind, kind)))
    .limit(1);
  return row !== undefined;
}

export type Decision = 'approve' | 'reject';

/**
 * Decides a deposit waiting for the operator (new or pending): approve credits the amount, its
 * promotion bonus and its method's give-away, each as a ledger row of its own type in the same
 * transaction; reject changes no balance. Null when the order is not waiting (decided already).
 */
export async function decideDeposit(
  db: Database,
  orderId: number,
  decision: Decision,
  now: Date,
  publish: NoticePublisher,
  remark: string | null = null,
): Promise<PaymentOrder | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(paymentOrders)
      .set({ status: decision === 'approve' ? 'approved' : 'rejected', decidedAt: now, remark })
      .where(
        and(
          eq(paymentOrders.id, orderId),
          eq(paymentOrders.kind, 'deposit'),
          inArray(paymentOrders.status, ['new', 'pending']),
        ),
      )
      .returning();
    if (!order) return null;
    if (decision === 'approve') {
      const reference = order.orderNo;
      const amountCents = centsOfStored(order.amount);
      await post(tx, {
        customerId: order.customerId,
        type: 'DEPOSIT',
        cents: amountCents,
        reference,
        at: now,
      });
      const bonusCents = centsOfStored(order.bonus);
      if (bonusCents > 0) {
        await post(tx, {
          customerId: order.customerId,
          type: 'DEPOSIT_BONUS',
          cents: bonusCents,
          reference,
          at: now,
        });
      }
      const giveAwayCents = centsOfStored(order.giveAway);
      if (giveAwayCents > 0) {
        await post(tx, {
          customerId: order.customerId,
          type: 'DEPOSIT_GIVE_AWAY',
          cents: giveAwayCents,
          reference,
          at: now,
        });
      }
      await recordFirstDeposit(tx, { customerId: order.customerId, cents: amountCents, at: now });
      const extraCents = bonusCents + giveAwayCents;
      await publish(tx, order.customerId, {
        type: 'DEPOSIT',
        orderNo: order.orderNo ?? '',
        amount: amountOfCents(amountCents),
        status: 'credited',
        ...(extraCents > 0 ? { bonus: amountOfCents(extraCents) } : {}),
      });
    }
    return order;
  });
}

/**
 * Decides a withdrawal being processed: approve (pay) leaves the held amount paid out and asks the
 * member to confirm receipt within `confirmMinutes`; reject returns the amount to the wallet.
 */
export async function decideWithdrawal(
  db: Database,
  orderId: number,
  decision: Decision,
  now: Date,
  confirmMinutes: number,
  publish: NoticePublisher,
  remark: string | null = null,
): Promise<PaymentOrder | null> {
  return db.transaction(async (tx) => {
    const paid = decision === 'approve';
    const [order] = await tx
      .update(paymentOrders)
      .set(
        paid
          ? {
              status: 'success',
              decidedAt: now,
              confirmation: 'waiting',
              confirmBy: new Date(now.getTime() + confirmMinutes * 60_000),
            }
          : { status: 'audit_fail', decidedAt: now, remark },
      )
      .where(
        and(
          eq(paymentOrders.id, orderId),
          eq(paymentOrders.kind, 'withdraw'),
          inArray(paymentOrders.status, ['processing', 'transferring']),
        ),
      )
      .returning();
    if (!order) return null;
    const amountCents = centsOfStored(order.amount);
    if (!paid) {
      await post(tx, {
        customerId: order.customerId,
        type: 'WITHDRAW_REFUND',
        cents: amountCents,
        reference: order.orderNo,
        at: now,
      });
    }
    const orderNo = order.orderNo ?? '';
    const amount = amountOfCents(amountCents);
    await publish(tx, order.customerId, {
      type: 'WITHDRAW',
      orderNo,
      amount,
      status: paid ? 'approved' : 'rejected',
      remark,
    });
    // The member is asked to confirm what reaches the account: the amount less the fee.
    if (paid)
      await publish(tx, order.customerId, {
        type: 'PAYMENT_CONFIRMATION',
        orderNo,
        amount: amountOfCents(amountCents - centsOfStored(order.fee)),
      });
    return order;
  });
}

/** Unconfirmed receipts past their time count as received (§4). */
export async function autoConfirmReceipts(db: Database | Tx, now: Date): Promise<number> {
  const rows = await db
    .update(paymentOrders)
    .set({ confirmation: 'auto' })
    .where(
      and(
        eq(paymentOrders.confirmation, 'waiting'),
        isNotNull(paymentOrders.confirmBy),
        lte(paymentOrders.confirmBy, now),
      ),
    )
    .returning({ id: paymentOrders.id });
  return rows.length;
}

/**
 * Deposits still open (new, or paid and waiting for the operator) past their time become expired:
 * an unpaid order after the deposit's payment window, a paid one the operator never decided after
 * the review window (both fixed on the order as `expiresAt`). No money moves. Run by the simulated
 * operator every second, by the sweeper, and before a member's deposits or counts are read, so no
 * page shows an order in progress that is over. `customerId` limits it to one member's orders.
 */
export async function expireOverdueDeposits(
  db: Database | Tx,
  now: Date,
  customerId?: number,
): Promise<number> {
  const rows = await db
    .update(paymentOrders)
    .set({ status: 'expired', decidedAt: now })
    .where(
      and(
        eq(paymentOrders.kind, 'deposit'),
        inArray(paymentOrders.status, [...OPEN_DEPOSIT_STATES]),
        isNotNull(paymentOrders.expiresAt),
        lte(paymentOrders.expiresAt, now),
        customerId === undefined ? undefined : eq(paymentOrders.customerId, customerId),
      ),
    )
    .returning({ id: paymentOrders.id });
  return rows.length;
}

/** The simulated operator's settings it needs per order: delay and outcome come from the site. */
export interface OperatorDeps {
  db: Database;
  now: () => Date;
  publish: () => NoticePublisher;
  /** The confirm minutes and the withdrawal decision of the order's merchant. */
  rulesFor: (customerId: number) => Promise<{ confirmMinutes: number; withdraw: Decision }>;
}

/**
 * The simulated operator: every second it decides the orders that are due (deposits approved,
 * withdrawals paid or rejected per the site settings), expires deposits past their time and turns
 * receipts left unanswered into received.
 */
export class PaymentOperator {
  private readonly job = new PeriodicJob(() => this.runDue());

  constructor(private readonly deps: OperatorDeps) {}

  start(intervalMs = 1000): void {
    this.job.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** One round: what is due now is decided; answers how many orders changed. */
  async runDue(): Promise<number> {
    const { db } = this.deps;
    const now = this.deps.now();
    const due = await db
      .select({
        id: paymentOrders.id,
        kind: paymentOrders.kind,
        customerId: paymentOrders.customerId,
      })
      .from(paymentOrders)
      .where(
        and(
          inArray(paymentOrders.status, ['pending', 'processing']),
          isNotNull(paymentOrders.dueAt),
          lte(paymentOrders.dueAt, now),
        ),
      )
      .limit(50);
    let changed = 0;
    for (const order of due) {
      const rules = await this.deps.rulesFor(order.customerId);
      const decided =
        order.kind === 'deposit'
          ? await decideDeposit(db, order.id, 'approve', now, this.deps.publish())
          : await decideWithdrawal(
              db,
              order.id,
              rules.withdraw,
              now,
              rules.confirmMinutes,
              this.deps.publish(),
              rules.withdraw === 'reject' ? 'Rejected by the payment operator.' : null,
            );
      if (decided) changed += 1;
    }
    const expired = await expireOverdueDeposits(db, now);
    return changed + expired + (await autoConfirmReceipts(db, now));
  }
}
