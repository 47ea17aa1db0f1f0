/**
 * The member's record lists, one page at a time with the whole filter's count (and sums): bets of
 * a game type, main-wallet ledger transactions, and deposit or withdrawal orders with the account
 * or channel they used; and the game makers the bet records are filed under.
 */
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  bets,
  depositChannels,
  gameTypes,
  paymentOrders,
  vendors,
  walletTransactions,
  withdrawAccounts,
} from '../db/schema';
import { MAIN_WALLET } from './ledger';
import type { Paging } from './paging';

type Range = { from: Date; to: Date };

/** The vendors of each game type, both in lobby order. */
export async function gameMakersOf(db: Database) {
  const rows = await db
    .select({
      gameType: vendors.gameType,
      vassalage: vendors.vassalage,
      displayName: vendors.displayName,
    })
    .from(vendors)
    .innerJoin(gameTypes, eq(gameTypes.code, vendors.gameType))
    .orderBy(asc(gameTypes.sort), asc(vendors.sort), asc(vendors.vassalage));
  const tabs = new Map<string, { vassalage: string; displayName: string }[]>();
  for (const { gameType, vassalage, displayName } of rows) {
    const list = tabs.get(gameType) ?? [];
    list.push({ vassalage, displayName });
    tabs.set(gameType, list);
  }
  return tabs;
}

/** A page of the member's bets of one game type (and vendor), newest first, with the sums. */
export async function betPageOf(
  db: Database,
  customerId: number,
  filter: { gameType: string; vassalage?: string | undefined },
  range: Range,
  paging: Paging,
) {
  const conditions: SQL[] = [
    eq(bets.customerId, customerId),
    eq(bets.gameType, filter.gameType),
    gte(bets.createdAt, range.from),
    lt(bets.createdAt, range.to),
  ];
  if (filter.vassalage !== undefined) conditions.push(eq(bets.vassalage, filter.vassalage));
  const where = and(...conditions);
  const validBet = sql`coalesce(${bets.validBetAmount}, ${bets.betAmount})`;
  const [totals] = await db
    .select({
      count: count(),
      betAmount: sql<string>`coalesce(sum(${bets.betAmount}), 0)`,
      validBetAmount: sql<string>`coalesce(sum(${validBet}), 0)`,
      winAmount: sql<string>`coalesce(sum(${bets.winAmount}), 0)`,
    })
    .from(bets)
    .where(where);
  const rows = await db
    .select()
    .from(bets)
    .where(where)
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return { totals, rows };
}

/** A page of the member's main-wallet ledger rows (optionally of one type), newest first. */
export async function transactionPageOf(
  db: Database,
  customerId: number,
  txType: string | undefined,
  range: Range,
  paging: Paging,
) {
  const conditions: SQL[] = [
    eq(walletTransactions.customerId, customerId),
    // The account record is the main wallet's; game wallets show as transfers in and out.
    eq(walletTransactions.accountTypeId, MAIN_WALLET),
    gte(walletTransactions.createdAt, range.from),
    lt(walletTransactions.createdAt, range.to),
  ];
  if (txType !== undefined) conditions.push(eq(walletTransactions.txType, txType));
  const where = and(...conditions);
  const [total] = await db.select({ count: count() }).from(walletTransactions).where(where);
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(where)
    .orderBy(desc(walletTransactions.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return { totalCount: total?.count ?? 0, rows };
}

/**
 * A page of the member's payment orders of one kind (optionally in one state), newest first, each
 * with the withdrawal account's or the deposit channel's name.
 */
export async function paymentOrderPageOf(
  db: Database,
  customerId: number,
  kind: 'deposit' | 'withdraw',
  state: string | undefined,
  range: Range,
  paging: Paging,
) {
  const conditions: SQL[] = [
    eq(paymentOrders.customerId, customerId),
    eq(paymentOrders.kind, kind),
    gte(paymentOrders.createdAt, range.from),
    lt(paymentOrders.createdAt, range.to),
  ];
  if (state !== undefined) conditions.push(eq(paymentOrders.status, state));
  const where = and(...conditions);
  const [total] = await db.select({ count: count() }).from(paymentOrders).where(where);
  const rows = await db
    .select({
      order: paymentOrders,
      bankName: withdrawAccounts.name,
      channelName: depositChannels.name,
    })
    .from(paymentOrders)
    .leftJoin(withdrawAccounts, eq(withdrawAccounts.id, paymentOrders.withdrawAccountId))
    .leftJoin(depositChannels, eq(depositChannels.id, paymentOrders.channelId))
    .where(where)
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return { totalCount: total?.count ?? 0, rows };
}
