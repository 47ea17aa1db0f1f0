/**
 * Withdrawals (original withdraw): the rules (allowed hours, limits and fees per type, the amount
 * available, the turnover gate, the extra verification), bound accounts (bank cards, e-wallets,
 * crypto wallets; the payment password guards binding and removal and is set on the first bind),
 * the request (the amount is held on the ledger at once; the simulated operator pays or rejects it),
 * and §4 receipt confirmation.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type {
  WithdrawAccount,
  WithdrawProgress,
  WithdrawSettings,
  WithdrawType,
} from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored, feeOf } from '@gaming/domain/money';
import { OPEN_WITHDRAW_STATES } from '@gaming/domain/payments';
import type { Database } from '../../db/client';
import {
  bets,
  customers,
  paymentFiles,
  paymentOrders,
  walletTransactions,
  withdrawAccounts,
} from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import type { Customer } from '../../services/customers';
import { customerById } from '../../services/customers';
import { balanceCentsOf, idempotencyKeyOf, once, post } from '../../services/ledger';
import { hashPassword } from '../../services/password';
import type { PaymentSettings } from '../../services/payment-settings';
import { paymentSettingsOf, withinHours } from '../../services/payment-settings';
import { centsWithin } from '../../services/amounts';
import {
  checkPaymentPassword,
  clearPaymentPasswordFailures,
} from '../../services/payment-password';
import { autoConfirmReceipts, insertOrder, orderByNo } from '../../services/payments';
import { fieldInvalid } from '../../services/registration';
import type { Site } from '../../services/site';
import { consumeSmsCode } from '../../services/sms-codes';
import { verifyTotp } from '../../services/totp';
import { imageOf } from '../../services/uploads';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.withdraw;
const PAYMENT_PASSWORD = /^\d{6}$/;
const TURNOVER_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a decided withdrawal stays on the withdraw page, and how many it lists at most. */
const RECENT_MS = 24 * 60 * 60 * 1000;
const RECENT_LIMIT = 5;
const RECEIPTS: readonly string[] = ['waiting', 'received', 'not_received', 'auto'];

/** Banks, e-wallets and networks one can bind (the Philippine market). */
export const INSTITUTIONS: readonly { type: WithdrawType; code: string; name: string }[] = [
  { type: 'BC', code: 'BDO', name: 'BDO Unibank' },
  { type: 'BC', code: 'BPI', name: 'Bank of the Philippine Islands' },
  { type: 'BC', code: 'METROBANK', name: 'Metrobank' },
  { type: 'BC', code: 'LANDBANK', name: 'Land Bank of the Philippines' },
  { type: 'BC', code: 'UNIONBANK', name: 'UnionBank' },
  { type: 'BC', code: 'SECURITYBANK', name: 'Security Bank' },
  { type: 'EW', code: 'GCASH', name: 'GCash' },
  { type: 'EW', code: 'MAYA', name: 'Maya' },
  { type: 'EW', code: 'GRABPAY', name: 'GrabPay' },
  { type: 'VW', code: 'USDT_TRC20', name: 'USDT (TRC20)' },
  { type: 'VW', code: 'USDT_ERC20', name: 'USDT (ERC20)' },
];

/** What an account number must look like per type (spaces and dashes allowed in card numbers). */
const NUMBER_RULES: Record<string, RegExp> = {
  BC: /^[0-9]{10,19}$/,
  EW: /^09[0-9]{9}$/,
  USDT_TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  USDT_ERC20: /^0x[0-9a-fA-F]{40}$/,
};

function masked(number: string): string {
  return number.length <= 4
    ? number
    : `${'•'.repeat(Math.min(8, number.length - 4))}${number.slice(-4)}`;
}

function accountView(row: typeof withdrawAccounts.$inferSelect): WithdrawAccount {
  return {
    id: row.id,
    type: row.type,
    code: row.code,
    name: row.name,
    holder: row.holder,
    maskedNumber: masked(row.number),
  };
}

const money = (value: number) => amountOfCents(centsOfStored(value));

export function registerWithdrawRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  /** Today's withdrawals not returned, in cents (the daily limit counts them). */
  async function withdrawnTodayCents(customerId: number, settings: PaymentSettings, now: Date) {
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
  async function turnoverOf(customerId: number, settings: PaymentSettings, now: Date) {
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

  async function hasDeposited(customerId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.customerId, customerId),
          eq(walletTransactions.txType, 'DEPOSIT'),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The member's held withdrawals and those decided in the last day, newest first. */
  async function progressOf(customerId: number, now: Date): Promise<WithdrawProgress[]> {
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
      accountName: account ? `${account.name} ${masked(account.number)}` : '',
      createdAt: order.createdAt.toISOString(),
      decidedAt: order.decidedAt?.toISOString() ?? null,
      remark: order.remark,
      receipt: RECEIPTS.includes(order.confirmation ?? '')
        ? (order.confirmation as WithdrawProgress['receipt'])
        : null,
    }));
  }

  async function settingsFor(customer: Customer, site: Site): Promise<WithdrawSettings> {
    const settings = paymentSettingsOf(site);
    const now = deps.now();
    const balanceCents = await balanceCentsOf(db, customer.id);
    const leftTodayCents = Math.max(
      0,
      Math.round(settings.withdrawDailyMax * 100) -
        (await withdrawnTodayCents(customer.id, settings, now)),
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
      turnover: await turnoverOf(customer.id, settings, now),
      paymentPasswordSet: customer.paymentPasswordHash !== null,
      verification: settings.withdrawVerification,
      payeeName: customer.profile.payeeName ?? null,
      confirmMinutes: settings.confirmMinutes,
      precautionNote: settings.precautionNote,
      orders: await progressOf(customer.id, now),
    };
  }

  route(app, calls.settings, async (request) => {
    const customer = await customerById(db, request.session.customerId);
    // A receipt past its time reads as received here as in the confirmations.
    await autoConfirmReceipts(db, deps.now());
    return settingsFor(customer, request.site);
  });

  async function liveAccounts(customerId: number) {
    return db
      .select()
      .from(withdrawAccounts)
      .where(and(eq(withdrawAccounts.customerId, customerId), isNull(withdrawAccounts.deletedAt)))
      .orderBy(asc(withdrawAccounts.id));
  }

  route(app, calls.accounts, async (request) => ({
    accounts: (await liveAccounts(request.session.customerId)).map(accountView),
    institutions: [...INSTITUTIONS],
  }));

  /** Checks the payment password; a member without one is told to set it first. */
  route(app, calls.bindAccount, async (request) => {
    const body = request.body;
    const customer = await customerById(db, request.session.customerId);
    const settings = paymentSettingsOf(request.site);
    const institution = INSTITUTIONS.find(
      (i) => i.type === body.type && i.code === body.code.toUpperCase(),
    );
    if (!institution)
      throw fieldInvalid('code', 'Choose a bank, e-wallet or network from the list.');
    const number = body.number.replace(/[\s-]/g, '');
    const rule = NUMBER_RULES[institution.type === 'VW' ? institution.code : institution.type];
    if (rule && !rule.test(number))
      throw fieldInvalid('number', 'The account number is not valid.');
    const holder = body.holder.trim().replace(/\s+/g, ' ');
    const payeeName = customer.profile.payeeName;
    if (payeeName && payeeName.toLowerCase() !== holder.toLowerCase()) {
      throw fieldInvalid('holder', 'The account holder must be your payee name.');
    }
    const firstBind = customer.paymentPasswordHash === null;
    const password = body.paymentPassword.trim();
    if (firstBind) {
      if (!PAYMENT_PASSWORD.test(password))
        throw fieldInvalid('paymentPassword', 'A payment password is 6 digits.');
      if ((body.confirmPaymentPassword ?? '').trim() !== password)
        throw fieldInvalid('confirmPaymentPassword', 'The payment passwords are not the same.');
    } else {
      await checkPaymentPassword(deps, customer, password);
    }
    const max = settings.withdrawLimits[institution.type].maxAccounts;
    const now = deps.now();
    const hash = firstBind ? await hashPassword(password) : null;
    const bound = await db.transaction(async (tx) => {
      await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, customer.id))
        .for('update');
      const [existing] = await tx
        .select({ accounts: count() })
        .from(withdrawAccounts)
        .where(
          and(
            eq(withdrawAccounts.customerId, customer.id),
            eq(withdrawAccounts.type, institution.type),
            isNull(withdrawAccounts.deletedAt),
          ),
        );
      if ((existing?.accounts ?? 0) >= max) {
        throw new ApiError(
          400,
          ErrorCode.withdrawAccountLimit,
          'You cannot add more accounts of this kind.',
        );
      }
      // The first account names the payee: from then on it is fixed (a new-address check uses it).
      // A later bind, with the payee and the payment password set, changes nothing of the member.
      const changes = {
        ...(hash === null ? {} : { paymentPasswordHash: hash }),
        ...(payeeName ? {} : { profile: { ...customer.profile, payeeName: holder } }),
      };
      if (Object.keys(changes).length > 0)
        await tx.update(customers).set(changes).where(eq(customers.id, customer.id));
      const [row] = await tx
        .insert(withdrawAccounts)
        .values({
          customerId: customer.id,
          type: institution.type,
          code: institution.code,
          name: institution.name,
          holder,
          number,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('the account was not written');
      return row;
    });
    // A payment password set here: wrong answers counted before it no longer count.
    if (hash !== null) await clearPaymentPasswordFailures(db, customer.id);
    return accountView(bound);
  });

  route(app, calls.deleteAccount, async (request) => {
    const customer = await customerById(db, request.session.customerId);
    await checkPaymentPassword(deps, customer, request.body.paymentPassword);
    const [removed] = await db
      .update(withdrawAccounts)
      .set({ deletedAt: deps.now() })
      .where(
        and(
          eq(withdrawAccounts.id, request.params.id),
          eq(withdrawAccounts.customerId, customer.id),
          isNull(withdrawAccounts.deletedAt),
        ),
      )
      .returning({ id: withdrawAccounts.id });
    if (!removed) throw new ApiError(404, ErrorCode.withdrawAccountRequired, 'No such account.');
    return null;
  });

  route(app, calls.create, async (request) => {
    const body = request.body;
    const site = request.site;
    const settings = paymentSettingsOf(site);
    const customer = await customerById(db, request.session.customerId);
    const now = deps.now();
    if (!settings.allowWithdraw)
      throw new ApiError(
        403,
        ErrorCode.withdrawNotAllowed,
        'Withdrawals are not available right now.',
      );
    if (!withinHours(settings.withdrawHours, now, settings.utcOffsetMinutes))
      throw new ApiError(
        403,
        ErrorCode.withdrawOutsideHours,
        'Withdrawals are closed at this hour.',
      );
    await checkPaymentPassword(deps, customer, body.paymentPassword);
    const [account] = await db
      .select()
      .from(withdrawAccounts)
      .where(
        and(
          eq(withdrawAccounts.id, body.accountId),
          eq(withdrawAccounts.customerId, customer.id),
          isNull(withdrawAccounts.deletedAt),
        ),
      );
    if (!account)
      throw new ApiError(
        400,
        ErrorCode.withdrawAccountRequired,
        'Choose an account to receive the money.',
      );
    if (!customer.profile.payeeName)
      throw new ApiError(
        400,
        ErrorCode.memberInformationIncomplete,
        'Complete your member information first.',
      );
    if (settings.withdrawNeedsDeposit && !(await hasDeposited(customer.id)))
      throw new ApiError(400, ErrorCode.requiredDepositAmountNotReached, 'Make a deposit first.');
    const turnover = await turnoverOf(customer.id, settings, now);
    if (turnover.status === 'N')
      throw new ApiError(
        400,
        ErrorCode.withdrawTurnoverNotEnough,
        'The turnover is not enough yet.',
        turnover,
      );

    const limits = settings.withdrawLimits[account.type];
    const minCents = Math.round(limits.min * 100);
    const maxCents = Math.round(limits.max * 100);
    const amountCents = centsWithin(body.amount, { minCents, maxCents });
    const leftTodayCents =
      Math.round(settings.withdrawDailyMax * 100) -
      (await withdrawnTodayCents(customer.id, settings, now));
    if (amountCents > leftTodayCents) {
      throw new ApiError(
        400,
        ErrorCode.amountOutOfRange,
        'This is more than today’s withdrawal limit.',
        {
          min: limits.min,
          max: amountOfCents(Math.max(0, leftTodayCents)),
        },
      );
    }
    await checkVerification(db, customer, settings, body.verificationCode, now, site.merchant.code);
    const feeCents = feeOf(amountCents, {
      percent: limits.feePercent,
      fixedCents: Math.round(limits.feeFixed * 100),
      minCents: Math.round(limits.feeMin * 100),
      maxCents: Math.round(limits.feeMax * 100),
    });
    if (feeCents >= amountCents)
      throw new ApiError(400, ErrorCode.amountOutOfRange, 'The amount does not cover the fee.', {
        min: amountOfCents(feeCents + 1),
        max: limits.max,
      });
    const result = await once(
      db,
      {
        customerId: customer.id,
        key: idempotencyKeyOf(request.headers),
        call: 'withdraw',
        body: { ...body, paymentPassword: '' },
      },
      async (tx) => {
        const order = await insertOrder(tx, {
          customerId: customer.id,
          kind: 'withdraw',
          amount: amountOfCents(amountCents),
          requestedAmount: amountOfCents(amountCents),
          fee: amountOfCents(feeCents),
          status: 'processing',
          method: account.type,
          withdrawAccountId: account.id,
          dueAt: new Date(now.getTime() + settings.operatorDelaySeconds * 1000),
          createdAt: now,
        });
        // Held at once: the amount leaves the wallet now and comes back only if it is rejected.
        const held = await post(tx, {
          customerId: customer.id,
          type: 'WITHDRAW',
          cents: -amountCents,
          reference: order.orderNo,
          at: now,
        });
        return {
          orderNo: order.orderNo ?? '',
          status: 'processing' as const,
          amount: amountOfCents(amountCents),
          fee: amountOfCents(feeCents),
          receive: amountOfCents(amountCents - feeCents),
          accountName: `${account.name} ${masked(account.number)}`,
          createdAt: now.toISOString(),
          balance: amountOfCents(held.balanceCents),
        };
      },
    );
    return result;
  });

  route(app, calls.confirmations, async (request) => {
    const now = deps.now();
    await autoConfirmReceipts(db, now);
    const rows = await db
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.customerId, request.session.customerId),
          eq(paymentOrders.kind, 'withdraw'),
          eq(paymentOrders.confirmation, 'waiting'),
        ),
      )
      .orderBy(asc(paymentOrders.decidedAt));
    return rows.map((row) => {
      const received = money(row.amount) - money(row.fee);
      return {
        orderNo: row.orderNo ?? '',
        amount: money(row.amount),
        receivedAmount: amountOfCents(Math.round(received * 100)),
        remainingAmount: 0,
        paidAt: (row.decidedAt ?? row.createdAt).toISOString(),
        confirmBy: (row.confirmBy ?? now).toISOString(),
      };
    });
  });

  route(
    app,
    calls.confirm,
    async (request) => {
      const { customerId } = request.session;
      const now = deps.now();
      await autoConfirmReceipts(db, now);
      const order = await orderByNo(db, customerId, request.params.orderNo);
      if (order?.kind !== 'withdraw')
        throw new ApiError(404, ErrorCode.orderNotFound, 'No such withdrawal.');
      const { received, proof } = request.body;
      if (!received && proof === undefined) {
        throw fieldInvalid('proof', 'Add a picture that shows the money did not arrive.');
      }
      const image = received || proof === undefined ? null : await imageOf(proof);
      const confirmation = received ? ('received' as const) : ('not_received' as const);
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(paymentOrders)
          .set({ confirmation })
          .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.confirmation, 'waiting')))
          .returning({ id: paymentOrders.id });
        if (!updated)
          throw new ApiError(
            409,
            ErrorCode.orderStateInvalid,
            'This payment is confirmed already.',
          );
        if (image) {
          await tx
            .insert(paymentFiles)
            .values({ orderId: order.id, kind: 'proof', ...image, createdAt: now });
        }
      });
      return { confirmation };
    },
    { bodyLimit: 7_500_000 },
  );
}

/** The withdrawal's extra step per setting: an SMS code to the bound number, or an authenticator code. */
async function checkVerification(
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
