/**
 * Withdrawal rules read from the database: what is left of today's limit, the turnover gate, whether
 * the member ever deposited, the held and lately decided withdrawals the withdraw page lists, the
 * request's extra verification, and the member's receipt confirmation of a paid withdrawal.
 */
import { and, asc, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { WithdrawProgress, WithdrawSettings } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import { OPEN_WITHDRAW_STATES } from '@gaming/domain/payments';
import type { Database } from '../db/client';
import {
  bets,
  paymentFiles,
  paymentOrders,
  walletTransactions,
  withdrawAccounts,
} from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Customer } from './customers';
import { balanceCentsOf } from './ledger';
import type { PaymentSettings } from './payment-settings';
import { paymentSettingsOf, withinHours } from './payment-settings';
import type { Site } from './site';
import { consumeSmsCode } from './sms-codes';
import { verifyTotp } from './totp';
import type { imageOf } from './uploads';
import { maskedNumber } from './withdraw-accounts';

const TURNOVER_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a decided withdrawal stays on the withdraw page, and how many it lists at most. */
const RECENT_MS = 24 * 60 * 60 * 1000;
const RECENT_LIMIT = 5;
const RECEIPTS: readonly string[] = ['waiting', 'received', 'not_received', 'auto'];

/** A checked picture of an upload. */
type Upload = Awaited<ReturnType<typeof imageOf>>;

const money = (value: number) => amountOfCents(centsOfStored(value));

/** Today's withdrawals not returned, in cents (the daily limit counts them). */
export async function withdrawnTodayCents(
  db: Database,
  customerId: number,
  settings: PaymentSettings,
  now: Date,
): Promise<number> {
  const offset = settings.utcOffsetMinutes * 60_000;
  const local = new Date(now.getTime() + offset);
  const startOfDay = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offset,
  );
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${paymentOrders.amount}), 0)::text` })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.customerId, customerId),
        eq(paymentOrders.kind, 'withdraw'),
        inArray(paymentOrders.status, ['processing', 'transferring', 'success']),
        gte(paymentOrders.createdAt, startOfDay),
      ),
    );
  return centsOfStored(row?.total ?? '0');
}

/**
 * The turnover gate: deposits, bonuses and give-aways of the last 30 days (each played once)
 * against valid bets since then.
 */
export async function turnoverOf(
  db: Database,
  customerId: number,
  settings: PaymentSettings,
  now: Date,
) {
  const since = new Date(now.getTime() - TURNOVER_WINDOW_MS);
  const [deposits] = await db
    .select({ total: sql<string>`coalesce(sum(${walletTransactions.amount}), 0)::text` })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.customerId, customerId),
        inArray(walletTransactions.txType, ['DEPOSIT', 'DEPOSIT_BONUS', 'DEPOSIT_GIVE_AWAY']),
        gte(walletTransactions.createdAt, since),
      ),
    );
  const [played] = await db
    .select({
      total: sql<string>`coalesce(sum(coalesce(${bets.validBetAmount}, ${bets.betAmount})), 0)::text`,
    })
    .from(bets)
    .where(and(eq(bets.customerId, customerId), gte(bets.createdAt, since)));
  const requiredCents = centsOfStored(deposits?.total ?? '0');
  const doneCents = Math.min(centsOfStored(played?.total ?? '0'), requiredCents);
  const met = doneCents >= requiredCents;
  const status: 'A' | 'I' | 'N' =
    settings.turnoverGate === 'A' || met ? 'A' : settings.turnoverGate;
  return { status, required: amountOfCents(requiredCents), done: amountOfCents(doneCents) };
}

/** Whether the member ever made a deposit. */
export async function hasDeposited(db: Database, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(
      and(eq(walletTransactions.customerId, customerId), eq(walletTransactions.txType, 'DEPOSIT')),
    )
    .limit(1);
  return row !== undefined;
}

/** The member's held withdrawals and those decided in the last day, newest first. */
export async function withdrawProgressOf(
  db: Database,
  customerId: number,
  now: Date,
): Promise<WithdrawProgress[]> {
  const rows = await db
    .select({ order: paymentOrders, account: withdrawAccounts })
    .from(paymentOrders)
    .leftJoin(withdrawAccounts, eq(withdrawAccounts.id, paymentOrders.withdrawAccountId))
    .where(
      and(
        eq(paymentOrders.customerId, customerId),
        eq(paymentOrders.kind, 'withdraw'),
        or(
          inArray(paymentOrders.status, [...OPEN_WITHDRAW_STATES]),
          gte(paymentOrders.decidedAt, new Date(now.getTime() - RECENT_MS)),
        ),
      ),
    )
    // Held ones first: however many were decided lately, none still held is left off.
    .orderBy(
      sql`${inArray(paymentOrders.status, [...OPEN_WITHDRAW_STATES])} desc`,
      desc(paymentOrders.createdAt),
      desc(paymentOrders.id),
    )
    .limit(RECENT_LIMIT);
  return rows.map(({ order, account }) => ({
    orderNo: order.orderNo ?? '',
    status: order.status as WithdrawProgress['status'],
    amount: money(order.amount),
    receive: amountOfCents(centsOfStored(order.amount) - centsOfStored(order.fee)),
    accountName: account ? `${account.name} ${maskedNumber(account.number)}` : '',
    createdAt: order.createdAt.toISOString(),
    decidedAt: order.decidedAt?.toISOString() ?? null,
    remark: order.remark,
    receipt: RECEIPTS.includes(order.confirmation ?? '')
      ? (order.confirmation as WithdrawProgress['receipt'])
      : null,
  }));
}

/** The withdraw page's rules and state for one member. */
export async function withdrawSettingsOf(
  db: Database,
  customer: Customer,
  site: Site,
  now: Date,
): Promise<WithdrawSettings> {
  const settings = paymentSettingsOf(site);
  const balanceCents = await balanceCentsOf(db, customer.id);
  const leftTodayCents = Math.max(
    0,
    Math.round(settings.withdrawDailyMax * 100) -
      (await withdrawnTodayCents(db, customer.id, settings, now)),
  );
  return {
    allowWithdraw: settings.allowWithdraw,
    message: settings.allowWithdraw ? null : 'Withdrawals are not available right now.',
    hours: settings.withdrawHours,
    openNow: withinHours(settings.withdrawHours, now, settings.utcOffsetMinutes),
    limits: (['BC', 'EW', 'VW'] as const).map((type) => ({
      type,
      ...settings.withdrawLimits[type],
    })),
    available: amountOfCents(Math.min(balanceCents, leftTodayCents)),
    balance: amountOfCents(balanceCents),
    turnover: await turnoverOf(db, customer.id, settings, now),
    paymentPasswordSet: customer.paymentPasswordHash !== null,
    verification: settings.withdrawVerification,
    payeeName: customer.profile.payeeName ?? null,
    confirmMinutes: settings.confirmMinutes,
    precautionNote: settings.precautionNote,
    orders: await withdrawProgressOf(db, customer.id, now),
  };
}

/** The withdrawal's extra step per setting: an SMS code to the bound number, or an authenticator code. */
export async function checkWithdrawVerification(
  db: Database,
  customer: Customer,
  settings: PaymentSettings,
  code: string | undefined,
  now: Date,
  merchantCode: string,
): Promise<void> {
  if (settings.withdrawVerification === 'NONE') return;
  const typed = code?.trim() ?? '';
  if (settings.withdrawVerification === 'TOTP') {
    if (customer.totpSecret === null) return;
    if (!verifyTotp(customer.totpSecret, typed, now))
      throw new ApiError(400, ErrorCode.totpCodeInvalid, 'Wrong authenticator code.');
    return;
  }
  if (customer.mobileNum === null)
    throw new ApiError(400, ErrorCode.missingPhoneNumber, 'Bind a mobile number first.');
  if (typed === '')
    throw new ApiError(400, ErrorCode.verificationCodeInvalid, 'Enter the SMS code.');
  const check = await consumeSmsCode(db, merchantCode, customer.mobileNum, 'withdraw', typed, now);
  if (check === 'expired')
    throw new ApiError(
      400,
      ErrorCode.verificationCodeExpired,
      'The code has expired; send a new one.',
    );
  if (check === 'wrong')
    throw new ApiError(400, ErrorCode.verificationCodeInvalid, 'Wrong SMS code.');
}

/** The member's paid withdrawals still waiting for a receipt confirmation, oldest paid first. */
export async function waitingReceiptsOf(db: Database, customerId: number) {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.customerId, customerId),
        eq(paymentOrders.kind, 'withdraw'),
        eq(paymentOrders.confirmation, 'waiting'),
      ),
    )
    .orderBy(asc(paymentOrders.decidedAt));
}

/**
 * Records the member's answer to a paid withdrawal, with the picture that shows the money did not
 * arrive; an order confirmed already (by the member or by the time running out) is a 409.
 */
export async function confirmReceipt(
  db: Database,
  orderId: number,
  confirmation: 'received' | 'not_received',
  proof: Upload | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(paymentOrders)
      .set({ confirmation })
      .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.confirmation, 'waiting')))
      .returning({ id: paymentOrders.id });
    if (!updated)
      throw new ApiError(409, ErrorCode.orderStateInvalid, 'This payment is confirmed already.');
    if (proof) {
      await tx.insert(paymentFiles).values({ orderId, kind: 'proof', ...proof, createdAt: now });
    }
  });
}
