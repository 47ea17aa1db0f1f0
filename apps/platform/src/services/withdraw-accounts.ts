/**
 * A member's bound withdrawal accounts (bank cards, e-wallets, crypto wallets): the institutions one
 * may bind, what an account number looks like per type, binding (which also sets the payment
 * password and the payee name on the first bind) and removal. Removed accounts are kept, marked.
 */
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { WithdrawAccount, WithdrawType } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { customers, withdrawAccounts } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Customer } from './customers';
import { lockCustomer } from './ledger';

export type WithdrawAccountRow = typeof withdrawAccounts.$inferSelect;

export interface Institution {
  type: WithdrawType;
  code: string;
  name: string;
}

/** Banks, e-wallets and networks one can bind (the Philippine market). */
export const INSTITUTIONS: readonly Institution[] = [
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

/** The institution of a type and code (any case), or undefined. */
export function institutionOf(type: string, code: string): Institution | undefined {
  return INSTITUTIONS.find((i) => i.type === type && i.code === code.toUpperCase());
}

/** Whether a number (spaces and dashes already taken out) fits the institution's kind. */
export function numberFits(institution: Institution, number: string): boolean {
  const rule = NUMBER_RULES[institution.type === 'VW' ? institution.code : institution.type];
  return !rule || rule.test(number);
}

/** An account number with all but its last four characters hidden. */
export function maskedNumber(number: string): string {
  return number.length <= 4
    ? number
    : `${'•'.repeat(Math.min(8, number.length - 4))}${number.slice(-4)}`;
}

export function withdrawAccountOf(row: WithdrawAccountRow): WithdrawAccount {
  return {
    id: row.id,
    type: row.type,
    code: row.code,
    name: row.name,
    holder: row.holder,
    maskedNumber: maskedNumber(row.number),
  };
}

/** The member's accounts not removed, oldest first. */
export async function liveAccountsOf(db: Database, customerId: number) {
  return db
    .select()
    .from(withdrawAccounts)
    .where(and(eq(withdrawAccounts.customerId, customerId), isNull(withdrawAccounts.deletedAt)))
    .orderBy(asc(withdrawAccounts.id));
}

/** One of the member's accounts not removed, or undefined. */
export async function liveAccountOf(
  db: Database,
  customerId: number,
  accountId: number,
): Promise<WithdrawAccountRow | undefined> {
  const [account] = await db
    .select()
    .from(withdrawAccounts)
    .where(
      and(
        eq(withdrawAccounts.id, accountId),
        eq(withdrawAccounts.customerId, customerId),
        isNull(withdrawAccounts.deletedAt),
      ),
    );
  return account;
}

export interface Binding {
  institution: Institution;
  holder: string;
  number: string;
  /** At most this many live accounts of the institution's type. */
  maxAccounts: number;
  /** The payment password's hash when this bind sets it (the first bind), else null. */
  paymentPasswordHash: string | null;
  now: Date;
}

/**
 * Binds an account, with the member's row locked so two binds never both pass the type's limit. The
 * first account names the payee: from then on it is fixed (a new-address check uses it).
 */
export async function bindAccount(
  db: Database,
  customer: Customer,
  binding: Binding,
): Promise<WithdrawAccountRow> {
  const { institution, holder, number, paymentPasswordHash: hash } = binding;
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customer.id);
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
    if ((existing?.accounts ?? 0) >= binding.maxAccounts) {
      throw new ApiError(
        400,
        ErrorCode.withdrawAccountLimit,
        'You cannot add more accounts of this kind.',
      );
    }
    // A later bind, with the payee and the payment password set, changes nothing of the member.
    const changes = {
      ...(hash === null ? {} : { paymentPasswordHash: hash }),
      ...(customer.profile.payeeName
        ? {}
        : { profile: { ...customer.profile, payeeName: holder } }),
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
        createdAt: binding.now,
      })
      .returning();
    if (!row) throw new Error('the account was not written');
    return row;
  });
}

/** Marks one of the member's live accounts removed; false when there is none such. */
export async function removeAccount(
  db: Database,
  customerId: number,
  accountId: number,
  now: Date,
): Promise<boolean> {
  const [removed] = await db
    .update(withdrawAccounts)
    .set({ deletedAt: now })
    .where(
      and(
        eq(withdrawAccounts.id, accountId),
        eq(withdrawAccounts.customerId, customerId),
        isNull(withdrawAccounts.deletedAt),
      ),
    )
    .returning({ id: withdrawAccounts.id });
  return removed !== undefined;
}
