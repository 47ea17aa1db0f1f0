/**
 * Wallets (original transferFund, transferUpline and red envelopes): the merchant's wallet mode,
 * transfers between the main wallet and vendor wallets, recall all, transfer to the upline agent,
 * and red envelopes an agent sent. Every movement goes through the ledger, in one database
 * transaction; money calls honour an `Idempotency-Key`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { customerById } from '../../services/customers';
import {
  MAIN_WALLET,
  balanceCentsOf,
  idempotencyKeyOf,
  lockCustomer,
  once,
  post,
  transferBetween,
} from '../../services/ledger';
import { openRedEnvelope, redEnvelopesOf } from '../../services/red-envelopes';
import {
  checkLoginPasswordForPayment,
  checkPaymentPassword,
} from '../../services/payment-password';
import {
  centsOfInput,
  isSingleWallet,
  transferRowsOf,
  uplineTransferOn,
  vendorBalancesOf,
  vendorWalletsOf,
} from '../../services/wallets';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.wallet;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A reference shared by the legs of one movement (both ledger rows quote it). */
function referenceOf(prefix: string): string {
  return `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;
}

const singleWalletRefused = () =>
  new ApiError(403, ErrorCode.operationNotEnabled, 'This site has a single wallet: no transfers.');

export function registerWalletRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(app, calls.merchantWallet, (request) => ({
    isSingle: isSingleWallet(request.site) ? (1 as const) : (0 as const),
    toUpline: uplineTransferOn(request.site) ? (1 as const) : (0 as const),
  }));

  route(app, calls.walletTransfer, async (request) => {
    if (isSingleWallet(request.site)) throw singleWalletRefused();
    const { fromAccountTypeId: from, toAccountTypeId: to } = request.body;
    const cents = centsOfInput(request.body.amount);
    if (from === to)
      throw new ApiError(400, ErrorCode.transferSameWallet, 'Choose two different wallets.');
    const wallets = new Map((await vendorWalletsOf(db)).map((w) => [w.accountTypeId, w]));
    for (const id of [from, to]) {
      if (id === MAIN_WALLET) continue;
      const wallet = wallets.get(id);
      if (!wallet) throw new ApiError(400, ErrorCode.requestInvalid, `No wallet ${String(id)}.`);
      if (wallet.maintenance)
        throw new ApiError(400, ErrorCode.walletMaintenance, 'This wallet is under maintenance.');
    }
    const customerId = request.session.customerId;
    return once(
      db,
      {
        customerId,
        key: idempotencyKeyOf(request.headers),
        call: 'walletTransfer',
        body: { from, to, cents },
      },
      async (tx) => {
        const moved = await transferBetween(tx, {
          customerId,
          from,
          to,
          cents,
          reference: referenceOf('T'),
          at: deps.now(),
        });
        return {
          successAmount: amountOfCents(cents),
          fromAccountTypeId: from,
          fromBalance: amountOfCents(moved.fromBalanceCents),
          toAccountTypeId: to,
          toBalance: amountOfCents(moved.toBalanceCents),
        };
      },
    );
  });

  route(app, calls.walletReturn, async (request) => {
    if (isSingleWallet(request.site)) throw singleWalletRefused();
    const customerId = request.session.customerId;
    const wallets = await vendorWalletsOf(db);
    return once(
      db,
      { customerId, key: idempotencyKeyOf(request.headers), call: 'walletReturn', body: null },
      async (tx) => {
        await lockCustomer(tx, customerId);
        // Read under the lock: nothing moves these balances meanwhile.
        const balances = await vendorBalancesOf(tx, customerId);
        const reference = referenceOf('R');
        const at = deps.now();
        let total = 0;
        const skipped: number[] = [];
        for (const wallet of wallets) {
          const cents = balances.get(wallet.accountTypeId) ?? 0;
          if (cents <= 0) continue;
          if (wallet.maintenance) {
            skipped.push(wallet.accountTypeId);
            continue;
          }
          await transferBetween(tx, {
            customerId,
            from: wallet.accountTypeId,
            to: MAIN_WALLET,
            cents,
            reference,
            at,
          });
          total += cents;
        }
        return {
          successAmount: amountOfCents(total),
          mainBalance: amountOfCents(await balanceCentsOf(tx, customerId)),
          skipped,
        };
      },
    );
  });

  route(app, calls.transferLog, async (request) => ({
    list: await transferRowsOf(
      db,
      request.session.customerId,
      ['TRANSFER_IN', 'TRANSFER_OUT'],
      new Date(deps.now().getTime() - 2 * DAY_MS),
    ),
  }));

  route(app, calls.uplineTransfers, async (request) => {
    const customer = await customerById(db, request.session.customerId);
    const upline =
      customer.parentId === null ? undefined : await customerById(db, customer.parentId);
    return {
      passwordKind:
        customer.paymentPasswordHash === null ? ('login' as const) : ('payment' as const),
      uplineName: upline ? upline.nickname || upline.username : null,
      balance: amountOfCents(centsOfStored(customer.balance)),
      list: await transferRowsOf(
        db,
        customer.id,
        ['TRANSFER_UPLINE'],
        new Date(deps.now().getTime() - 30 * DAY_MS),
      ),
    };
  });

  // Original agentDownlineTransfer: the payment password when one is set (PAYMENTPASS3), else the
  // login password; debits the member and credits the parent agent in one transaction.
  route(app, calls.transferUpline, async (request) => {
    const customer = await customerById(db, request.session.customerId);
    if (!uplineTransferOn(request.site) || customer.isAgent === 2)
      throw new ApiError(403, ErrorCode.operationNotEnabled, 'Transfer to upline is not enabled.');
    if (customer.parentId === null)
      throw new ApiError(403, ErrorCode.operationNotEnabled, 'This account has no upline.');
    const cents = centsOfInput(request.body.transferAmount);
    const password = request.body.password.trim();
    // Either password goes through the password guard (each counted apart, locked after five).
    if (customer.paymentPasswordHash !== null) await checkPaymentPassword(deps, customer, password);
    else await checkLoginPasswordForPayment(deps, customer, password);
    const remark = request.body.remark?.trim() ?? '';
    const parentId = customer.parentId;
    return once(
      db,
      {
        customerId: customer.id,
        key: idempotencyKeyOf(request.headers),
        call: 'transferUpline',
        body: { cents, remark },
      },
      async (tx) => {
        // Both customers locked in id order: a transfer the other way never waits in a circle.
        for (const id of [customer.id, parentId].sort((a, b) => a - b)) await lockCustomer(tx, id);
        const reference = referenceOf('U');
        const at = deps.now();
        const debited = await post(tx, {
          customerId: customer.id,
          type: 'TRANSFER_UPLINE',
          cents: -cents,
          reference,
          remark: remark === '' ? null : remark,
          at,
        });
        await post(tx, {
          customerId: parentId,
          type: 'TRANSFER_DOWNLINE',
          cents,
          reference,
          remark: remark === '' ? null : remark,
          at,
        });
        return {
          transferAmount: amountOfCents(cents),
          balance: amountOfCents(debited.balanceCents),
        };
      },
    );
  });

  route(app, calls.redEnvelopes, async (request) => ({
    list: await redEnvelopesOf(db, request.session.customerId, deps.now()),
  }));

  // A conditional update claims the envelope: of two clicks at once, one finds it unclaimed.
  route(app, calls.claimRedEnvelope, (request) =>
    openRedEnvelope(db, request.session.customerId, request.body.id, deps.now()),
  );
}
