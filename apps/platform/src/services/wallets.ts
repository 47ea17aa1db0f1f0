/**
 * Multi-wallet mode (original transferFund): the merchant's wallet mode, the vendor wallets and a
 * member's balances on them. Money itself moves only through `services/ledger.ts`.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { TransferRow, WalletBalance } from '@gaming/api/wire';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import { centsWithin } from './amounts';
import type { Database } from '../db/client';
import { vendorWallets, vendors, walletTransactions } from '../db/schema';
import type { Tx } from './ledger';
import { MAIN_WALLET } from './ledger';
import type { Site } from './site';

/** The main wallet's display name (the app shows its own translation for accountTypeId 2). */
export const MAIN_WALLET_NAME = 'Main wallet';

/** Single-wallet mode unless the merchant turned it off (`settings.singleWallet: false`). */
export function isSingleWallet(site: Site): boolean {
  return site.settings.settings.singleWallet !== false;
}

/** Transfer to upline is offered (`settings.toUpline: true`) and the whitelabel allows it. */
export function uplineTransferOn(site: Site): boolean {
  return (
    site.settings.settings.toUpline === true && site.settings.whitelabel.AGETRANSFERUP3 === true
  );
}

export interface VendorWallet {
  accountTypeId: number;
  displayName: string;
  maintenance: boolean;
}

/** The vendors that keep a wallet of their own, in lobby order. */
export async function vendorWalletsOf(db: Database | Tx): Promise<VendorWallet[]> {
  const rows = await db
    .select({
      accountTypeId: vendors.accountTypeId,
      displayName: vendors.displayName,
      maintenance: vendors.walletMaintenance,
    })
    .from(vendors)
    .where(isNotNull(vendors.accountTypeId))
    .orderBy(asc(vendors.sort));
  return rows.flatMap((row) =>
    row.accountTypeId === null ? [] : [{ ...row, accountTypeId: row.accountTypeId }],
  );
}

/** A member's balance on each vendor wallet, in cents (absent = never used = 0). */
export async function vendorBalancesOf(
  db: Database | Tx,
  customerId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ accountTypeId: vendorWallets.accountTypeId, balance: vendorWallets.balance })
    .from(vendorWallets)
    .where(eq(vendorWallets.customerId, customerId));
  return new Map(rows.map((row) => [row.accountTypeId, centsOfStored(row.balance)]));
}

/** The main wallet then every vendor wallet, with the member's balances, for the balance call. */
export async function walletBalancesOf(
  db: Database,
  customerId: number,
  mainCents: number,
): Promise<{ totalCents: number; wallets: WalletBalance[] }> {
  const [wallets, balances] = await Promise.all([
    vendorWalletsOf(db),
    vendorBalancesOf(db, customerId),
  ]);
  let totalCents = mainCents;
  const list: WalletBalance[] = [
    {
      accountTypeId: MAIN_WALLET,
      displayName: MAIN_WALLET_NAME,
      availBalance: amountOfCents(mainCents),
      status: 'OK',
    },
  ];
  for (const wallet of wallets) {
    const cents = balances.get(wallet.accountTypeId) ?? 0;
    totalCents += cents;
    list.push({
      accountTypeId: wallet.accountTypeId,
      displayName: wallet.displayName,
      availBalance: amountOfCents(cents),
      status: wallet.maintenance ? 'MAINTENANCE' : 'OK',
    });
  }
  return { totalCents, wallets: list };
}

/** The cents of an amount the member typed, or 400 with the money rule's code. */
export function centsOfInput(amount: number | string): number {
  return centsWithin(amount);
}

/** Ledger rows of these types for a member since `since`, newest first, as transfer rows. */
export async function transferRowsOf(
  db: Database,
  customerId: number,
  types: TransferRow['txType'][],
  since: Date,
  limit = 20,
): Promise<TransferRow[]> {
  const [rows, wallets] = await Promise.all([
    db
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.customerId, customerId),
          inArray(walletTransactions.txType, types),
          gte(walletTransactions.createdAt, since),
        ),
      )
      .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
      .limit(limit),
    vendorWalletsOf(db),
  ]);
  const names = new Map(wallets.map((wallet) => [wallet.accountTypeId, wallet.displayName]));
  return rows.map((row) => ({
    id: row.id,
    txType: row.txType as TransferRow['txType'],
    accountTypeId: row.accountTypeId,
    walletName:
      row.accountTypeId === MAIN_WALLET
        ? MAIN_WALLET_NAME
        : (names.get(row.accountTypeId) ?? String(row.accountTypeId)),
    amount: amountOfCents(centsOfStored(row.amount)),
    balanceAfter: amountOfCents(centsOfStored(row.balanceAfter)),
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
  }));
}
