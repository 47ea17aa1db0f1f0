/**
 * The ledger: the only way money moves. Each movement changes one wallet's balance with a
 * conditional update (a debit only where the balance covers it, so concurrent movements never lose
 * an update and never take a balance below zero) and writes its row, balance after included, in the
 * caller's database transaction. Amounts are integer cents in JavaScript and numerics in SQL.
 *
 * Because the row is inserted while the wallet's row lock is held, the ledger's ids on one wallet
 * follow the order the movements were applied: each row's balance after is the one before plus its
 * amount (the ledger test checks this chain under 1,000 concurrent movements).
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { TX_TYPE_NAMES } from '@gaming/api/contract';
import { ErrorCode } from '@gaming/api/wire';
import { centsOfStored, decimalOfCents } from '@gaming/domain/money';
import type { Database } from '../db/client';
import { customers, idempotencyKeys, vendorWallets, walletTransactions } from '../db/schema';
import { ApiError } from '../http/api-error';

/** The main wallet's accountTypeId (original site). */
export const MAIN_WALLET = 2;
/** The points wallet's accountTypeId (original site); points are not money and never pass here. */
export const POINTS_WALLET = 9;

/**
 * What moved the money. The account record lists these by name; P&L sums them per day. Types that
 * take money out are posted with negative amounts.
 */
export const TX_TYPES = TX_TYPE_NAMES;
export type TxType = (typeof TX_TYPES)[number];

/** A database transaction (or the database itself, for a movement that is alone). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface Movement {
  customerId: number;
  /** Default the main wallet. */
  accountTypeId?: number;
  type: TxType;
  /** Signed cents: positive credits the wallet, negative debits it. Never 0. */
  cents: number;
  /** The order number, game code or claim that caused it. */
  reference?: string | null;
  remark?: string | null;
  at: Date;
}

export interface Posted {
  id: number;
  balanceCents: number;
}

const notEnough = () =>
  new ApiError(400, ErrorCode.balanceInsufficient, 'The balance is not enough for this amount.');

/** Applies one movement and writes its ledger row, inside `tx`. A debit beyond the balance throws. */
export async function post(tx: Tx | Database, movement: Movement): Promise<Posted> {
  const { customerId, cents } = movement;
  const accountTypeId = movement.accountTypeId ?? MAIN_WALLET;
  if (!Number.isSafeInteger(cents) || cents === 0) {
    throw new Error(`a movement needs whole, non-zero cents (got ${String(cents)})`);
  }
  const delta = sql`${decimalOfCents(cents)}::numeric`;
  const covers = sql`${decimalOfCents(-cents)}::numeric`;
  let balance: number | undefined;
  if (accountTypeId === MAIN_WALLET) {
    const [row] = await tx
      .update(customers)
      .set({ balance: sql`${customers.balance} + ${delta}` })
      .where(
        cents < 0
          ? and(eq(customers.id, customerId), gte(customers.balance, covers))
          : eq(customers.id, customerId),
      )
      .returning({ balance: customers.balance });
    balance = row?.balance;
  } else if (cents < 0) {
    const [row] = await tx
      .update(vendorWallets)
      .set({ balance: sql`${vendorWallets.balance} + ${delta}` })
      .where(
        and(
          eq(vendorWallets.customerId, customerId),
          eq(vendorWallets.accountTypeId, accountTypeId),
          gte(vendorWallets.balance, covers),
        ),
      )
      .returning({ balance: vendorWallets.balance });
    balance = row?.balance;
  } else {
    const [row] = await tx
      .insert(vendorWallets)
      .values({ customerId, accountTypeId, balance: sql`${delta}` })
      .onConflictDoUpdate({
        target: [vendorWallets.customerId, vendorWallets.accountTypeId],
        set: { balance: sql`${vendorWallets.balance} + ${delta}` },
      })
      .returning({ balance: vendorWallets.balance });
    balance = row?.balance;
  }
  if (balance === undefined) throw notEnough();
  const [row] = await tx
    .insert(walletTransactions)
    .values({
      customerId,
      accountTypeId,
      txType: movement.type,
      amount: sql`${delta}`,
      balanceAfter: balance,
      reference: movement.reference ?? null,
      remark: movement.remark ?? null,
      createdAt: movement.at,
    })
    .returning({ id: walletTransactions.id });
  if (!row) throw new Error('the ledger row was not written');
  return { id: row.id, balanceCents: centsOfStored(balance) };
}

/**
 * Moves money between two of a member's wallets (fund transfer, recall): both legs in `tx`. The
 * customer's row is locked first, so transfers in opposite directions queue instead of deadlocking.
 */
export async function transferBetween(
  tx: Tx,
  request: {
    customerId: number;
    from: number;
    to: number;
    cents: number;
    reference?: string | null;
    at: Date;
  },
): Promise<{ fromBalanceCents: number; toBalanceCents: number }> {
  const { customerId, cents, at } = request;
  await lockCustomer(tx, customerId);
  const reference = request.reference ?? null;
  const out = await post(tx, {
    customerId,
    accountTypeId: request.from,
    type: 'TRANSFER_OUT',
    cents: -cents,
    reference,
    at,
  });
  const into = await post(tx, {
    customerId,
    accountTypeId: request.to,
    type: 'TRANSFER_IN',
    cents,
    reference,
    at,
  });
  return { fromBalanceCents: out.balanceCents, toBalanceCents: into.balanceCents };
}

/**
 * Locks a customer's row until the transaction ends: movements touching more than one wallet (or
 * more than one customer, in id order) take it first, so they never wait on each other in a circle.
 */
export async function lockCustomer(tx: Tx, customerId: number): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
}

/** A wallet's balance in cents (0 for a vendor wallet never used). */
export async function balanceCentsOf(
  db: Tx | Database,
  customerId: number,
  accountTypeId: number = MAIN_WALLET,
): Promise<number> {
  if (accountTypeId === MAIN_WALLET) {
    const [row] = await db
      .select({ balance: customers.balance })
      .from(customers)
      .where(eq(customers.id, customerId));
    return row ? centsOfStored(row.balance) : 0;
  }
  const [row] = await db
    .select({ balance: vendorWallets.balance })
    .from(vendorWallets)
    .where(
      and(eq(vendorWallets.customerId, customerId), eq(vendorWallets.accountTypeId, accountTypeId)),
    );
  return row ? centsOfStored(row.balance) : 0;
}

/** An `Idempotency-Key`: 8 to 64 letters, digits, `-` or `_` (a UUID fits). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** The key a request carries, or undefined; a malformed key is refused. */
export function idempotencyKeyOf(headers: Record<string, unknown>): string | undefined {
  const value = headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw new ApiError(
      400,
      ErrorCode.requestInvalid,
      'Idempotency-Key must be 8 to 64 letters, digits, - or _.',
    );
  }
  return value;
}

/**
 * Runs `work` in one database transaction, once per idempotency key: the key is claimed inside the
 * same transaction, so a repeated request (even one sent at the same moment) waits for the first and
 * answers its result, and a failed first attempt leaves the key free to try again. The same key on a
 * different request (another call or body) is refused. Without a key, `work` simply runs.
 */
export async function once<T>(
  db: Database,
  request: { customerId: number; key: string | undefined; call: string; body: unknown },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { customerId, key } = request;
  if (key === undefined) return db.transaction(work);
  const requestHash = createHash('sha256')
    .update(`${request.call}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ customerId, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
      if (first?.requestHash !== requestHash) {
        throw new ApiError(
          422,
          ErrorCode.idempotencyConflict,
          'This Idempotency-Key was used for another request.',
        );
      }
      return first.response as T;
    }
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: result ?? null })
      .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
    return result;
  });
}
