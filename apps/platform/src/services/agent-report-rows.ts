/**
 * What the agent centre's reports read from the database, for members the report covers (from
 * `reportMembersOf`) over a checked range: bets one by one or summed per site day and member, ledger
 * sums per site day and member for profit and loss, the agent's own income per day and source, and
 * the members' main-wallet ledger rows. Sums stay numerics (text) until the caller takes cents.
 */
import type { SQL } from 'drizzle-orm';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bets, contractPayouts, customers, walletTransactions } from '../db/schema';
import type { CheckedRange } from './agent-reports';
import { inIds, within } from './agent-reports';
import { MAIN_WALLET } from './ledger';
import type { Paging } from './paging';
import { siteDaySql } from './records';

/** The ledger types an agent's income is made of. */
export const INCOME_TYPES = ['SALARY', 'DIVIDEND'] as const;

/** The bet sums, made afresh for each query. */
function betSums() {
  const validBet = sql`coalesce(${bets.validBetAmount}, ${bets.betAmount})`;
  return {
    betCount: count(),
    betAmount: sql<string>`coalesce(sum(${bets.betAmount}), 0)`,
    validBetAmount: sql<string>`coalesce(sum(${validBet}), 0)`,
    winAmount: sql<string>`coalesce(sum(${bets.winAmount}), 0)`,
  };
}

const betsOf = (memberIds: readonly number[], range: CheckedRange) =>
  and(inIds(bets.customerId, memberIds), within(bets.createdAt, range));

/** A page of the members' bets, newest first, and the sums of all of them. */
export async function teamBetPageOf(
  db: Database,
  memberIds: readonly number[],
  range: CheckedRange,
  paging: Paging,
) {
  const where = betsOf(memberIds, range);
  const [totals] = await db.select(betSums()).from(bets).where(where);
  const rows = await db
    .select()
    .from(bets)
    .where(where)
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return { totals, rows };
}

/** The members' bets summed per site day and member. */
export async function teamBetDaysOf(
  db: Database,
  memberIds: readonly number[],
  range: CheckedRange,
) {
  const day = siteDaySql(sql`${bets.createdAt}`);
  return db
    .select({ day, customerId: bets.customerId, ...betSums() })
    .from(bets)
    .where(betsOf(memberIds, range))
    .groupBy(day, bets.customerId);
}

/** The members' ledger sums per site day and member, by the member's records' P&L rule. */
export async function pnlDaysOf(db: Database, memberIds: readonly number[], range: CheckedRange) {
  const day = siteDaySql(walletTransactions.createdAt);
  const sumOf = (types: readonly string[]) =>
    sql<string>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.txType} in (${sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    )})), 0)`;
  return db
    .select({
      day,
      customerId: walletTransactions.customerId,
      deposit: sumOf(['DEPOSIT']),
      withdraw: sumOf(['WITHDRAW', 'WITHDRAW_REFUND']),
      bet: sumOf(['BET']),
      win: sumOf(['WIN']),
      rebate: sumOf(['REBATE']),
      promotion: sumOf(['PROMOTION', 'DEPOSIT_BONUS', 'DEPOSIT_GIVE_AWAY', 'RED_ENVELOPE']),
    })
    .from(walletTransactions)
    .where(
      and(
        inIds(walletTransactions.customerId, memberIds),
        within(walletTransactions.createdAt, range),
      ),
    )
    .groupBy(day, walletTransactions.customerId);
}

/**
 * The agent's SALARY and DIVIDEND ledger rows per site day, each with the contract kind whose
 * payout it is (the contract pages list the same rows by the same day: the two always agree).
 */
export async function incomeDaysOf(db: Database, agentId: number, range: CheckedRange) {
  const day = siteDaySql(walletTransactions.createdAt);
  return db
    .select({
      day,
      txType: walletTransactions.txType,
      kind: contractPayouts.kind,
      count: count(),
      amount: sql<string>`coalesce(sum(${walletTransactions.amount}), 0)`,
    })
    .from(walletTransactions)
    .leftJoin(contractPayouts, eq(contractPayouts.ledgerId, walletTransactions.id))
    .where(
      and(
        eq(walletTransactions.customerId, agentId),
        inArray(walletTransactions.txType, [...INCOME_TYPES]),
        within(walletTransactions.createdAt, range),
      ),
    )
    .groupBy(day, walletTransactions.txType, contractPayouts.kind);
}

/**
 * A page of the members' main-wallet ledger rows (as the member's own transactions), optionally of
 * one type, newest first, with the count and sum of all of them.
 */
export async function downlineTransactionPageOf(
  db: Database,
  memberIds: readonly number[],
  range: CheckedRange,
  txType: string | undefined,
  paging: Paging,
) {
  const conditions: (SQL | undefined)[] = [
    inIds(walletTransactions.customerId, memberIds),
    eq(walletTransactions.accountTypeId, MAIN_WALLET),
    within(walletTransactions.createdAt, range),
  ];
  if (txType !== undefined) conditions.push(eq(walletTransactions.txType, txType));
  const where = and(...conditions);
  const [totals] = await db
    .select({
      count: count(),
      amount: sql<string>`coalesce(sum(${walletTransactions.amount}), 0)`,
    })
    .from(walletTransactions)
    .where(where);
  const rows = await db
    .select({
      id: walletTransactions.id,
      username: customers.username,
      time: walletTransactions.createdAt,
      txType: walletTransactions.txType,
      amount: walletTransactions.amount,
      balanceAfter: walletTransactions.balanceAfter,
      remark: walletTransactions.remark,
    })
    .from(walletTransactions)
    .innerJoin(customers, eq(customers.id, walletTransactions.customerId))
    .where(where)
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return { totals, rows };
}
