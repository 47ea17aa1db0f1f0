/**
 * Withdrawals (original withdraw): the rules (allowed hours, limits and fees per type, the amount
 * available, the turnover gate, the extra verification), bound accounts (bank cards, e-wallets,
 * crypto wallets; the payment password guards binding and removal and is set on the first bind),
 * the request (the amount is held on the ledger at once; the simulated operator pays or rejects it),
 * and §4 receipt confirmation.
 */
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored, feeOf } from '@gaming/domain/money';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { customerById } from '../../services/customers';
import { idempotencyKeyOf, once, post } from '../../services/ledger';
import { hashPassword } from '../../services/password';
import { paymentSettingsOf, withinHours } from '../../services/payment-settings';
import { centsWithin } from '../../services/amounts';
import {
  checkPaymentPassword,
  clearPaymentPasswordFailures,
} from '../../services/payment-password';
import { autoConfirmReceipts, insertOrder, orderByNo } from '../../services/payments';
import { fieldInvalid } from '../../services/registration';
import { imageOf } from '../../services/uploads';
import {
  INSTITUTIONS,
  bindAccount,
  institutionOf,
  liveAccountOf,
  liveAccountsOf,
  maskedNumber,
  numberFits,
  removeAccount,
  withdrawAccountOf,
} from '../../services/withdraw-accounts';
import {
  checkWithdrawVerification,
  confirmReceipt,
  hasDeposited,
  turnoverOf,
  waitingReceiptsOf,
  withdrawSettingsOf,
  withdrawnTodayCents,
} from '../../services/withdrawals';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.withdraw;
const PAYMENT_PASSWORD = /^\d{6}$/;

const money = (value: number) => amountOfCents(centsOfStored(value));

export function registerWithdrawRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(app, calls.settings, async (request) => {
    const customer = await customerById(db, request.session.customerId);
    // A receipt past its time reads as received here as in the confirmations.
    await autoConfirmReceipts(db, deps.now());
    return withdrawSettingsOf(db, customer, request.site, deps.now());
  });

  route(app, calls.accounts, async (request) => ({
    accounts: (await liveAccountsOf(db, request.session.customerId)).map(withdrawAccountOf),
    institutions: [...INSTITUTIONS],
  }));

  /** Checks the payment password; a member without one is told to set it first. */
  route(app, calls.bindAccount, async (request) => {
    const body = request.body;
    const customer = await customerById(db, request.session.customerId);
    const settings = paymentSettingsOf(request.site);
    const institution = institutionOf(body.type, body.code);
    if (!institution)
      throw fieldInvalid('code', 'Choose a bank, e-wallet or network from the list.');
    const number = body.number.replace(/[\s-]/g, '');
    if (!numberFits(institution, number))
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
    const hash = firstBind ? await hashPassword(password) : null;
    const bound = await bindAccount(db, customer, {
      institution,
      holder,
      number,
      maxAccounts: settings.withdrawLimits[institution.type].maxAccounts,
      paymentPasswordHash: hash,
      now: deps.now(),
    });
    // A payment password set here: wrong answers counted before it no longer count.
    if (hash !== null) await clearPaymentPasswordFailures(db, customer.id);
    return withdrawAccountOf(bound);
  });

  route(app, calls.deleteAccount, async (request) => {
    const customer = await customerById(db, request.session.customerId);
    await checkPaymentPassword(deps, customer, request.body.paymentPassword);
    if (!(await removeAccount(db, customer.id, request.params.id, deps.now())))
      throw new ApiError(404, ErrorCode.withdrawAccountRequired, 'No such account.');
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
    const account = await liveAccountOf(db, customer.id, body.accountId);
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
    if (settings.withdrawNeedsDeposit && !(await hasDeposited(db, customer.id)))
      throw new ApiError(400, ErrorCode.requiredDepositAmountNotReached, 'Make a deposit first.');
    const turnover = await turnoverOf(db, customer.id, settings, now);
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
      (await withdrawnTodayCents(db, customer.id, settings, now));
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
    await checkWithdrawVerification(
      db,
      customer,
      settings,
      body.verificationCode,
      now,
      site.merchant.code,
    );
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
          accountName: `${account.name} ${maskedNumber(account.number)}`,
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
    const rows = await waitingReceiptsOf(db, request.session.customerId);
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
      await confirmReceipt(db, order.id, confirmation, image, now);
      return { confirmation };
    },
    { bodyLimit: 7_500_000 },
  );
}
