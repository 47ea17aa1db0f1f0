/**
 * The agent's team (agent centre): totals and daily figures of the whole tree, the downline list,
 * rebate rates and invitation links. Every query takes the tree's ids from `agent-tree.ts`, so an
 * agent only ever sums or lists its own tree.
 */
import type { SQL } from 'drizzle-orm';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DownlineMember, DownlineStatusName } from '@gaming/api/wire';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import { DOWNLINE_STATUSES, downlineStatusOf } from '@gaming/domain/agent-team';
import { isAgentType } from '@gaming/domain/roles';
import { siteDayEnd, siteDayStart } from '@gaming/domain/records';
import type { Database } from '../db/client';
import {
  affiliateLinks,
  bets,
  customers,
  paymentOrders,
  teamAccounts,
  walletTransactions,
} from '../db/schema';
import { within } from './agent-reports';
import type { Tx } from './ledger';
import { centsOfSum, siteDaySql } from './records';

export interface TeamFiguresCents {
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
}

const ZERO: TeamFiguresCents = { deposits: 0, withdrawals: 0, bets: 0, wins: 0 };

/** Site days `startDate`…`endDate` as instants `[from, to)`. */
export function instantsOf(startDate: string, endDate: string): { from: Date; to: Date } {
  return { from: siteDayStart(startDate), to: siteDayEnd(endDate) };
}

/**
 * Deposits and withdrawals from the ledger (withdrawals net of refunds, shown positive), bets and
 * wins from the bets, per site day of the range; `ids` is the tree.
 */
export async function teamFiguresByDay(
  db: Database,
  ids: number[],
  range: { from: Date; to: Date },
): Promise<Map<string, TeamFiguresCents>> {
  const days = new Map<string, TeamFiguresCents>();
  if (ids.length === 0) return days;
  const dayOf = (date: string) => {
    let entry = days.get(date);
    if (!entry) {
      entry = { ...ZERO };
      days.set(date, entry);
    }
    return entry;
  };
  const ledgerDay = siteDaySql(walletTransactions.createdAt);
  const ledger = await db
    .select({
      day: ledgerDay,
      deposits: sql<string>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.txType} = 'DEPOSIT'), 0)`,
      withdrawals: sql<string>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.txType} in ('WITHDRAW', 'WITHDRAW_REFUND')), 0)`,
    })
    .from(walletTransactions)
    .where(
      and(inArray(walletTransactions.customerId, ids), within(walletTransactions.createdAt, range)),
    )
    .groupBy(ledgerDay);
  for (const row of ledger) {
    const entry = dayOf(row.day);
    entry.deposits += centsOfSum(row.deposits);
    entry.withdrawals += -centsOfSum(row.withdrawals);
  }
  const betDay = siteDaySql(sql`${bets.createdAt}`);
  const placed = await db
    .select({
      day: betDay,
      bets: sql<string>`coalesce(sum(${bets.betAmount}), 0)`,
      wins: sql<string>`coalesce(sum(${bets.winAmount}), 0)`,
    })
    .from(bets)
    .where(and(inArray(bets.customerId, ids), within(bets.createdAt, range)))
    .groupBy(betDay);
  for (const row of placed) {
    const entry = dayOf(row.day);
    entry.bets += centsOfSum(row.bets);
    entry.wins += centsOfSum(row.wins);
  }
  return days;
}

/** Members registered per site day of the range. */
export async function newMembersByDay(
  db: Database,
  ids: number[],
  range: { from: Date; to: Date },
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const day = siteDaySql(sql`${customers.createdAt}`);
  const rows = await db
    .select({ day, count: count() })
    .from(customers)
    .where(and(inArray(customers.id, ids), within(customers.createdAt, range)))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.count]));
}

/** Members who placed a bet, per site day of the range. */
export async function activeMembersByDay(
  db: Database,
  ids: number[],
  range: { from: Date; to: Date },
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const day = siteDaySql(sql`${bets.createdAt}`);
  const rows = await db
    .select({ day, count: sql<number>`count(distinct ${bets.customerId})::int` })
    .from(bets)
    .where(and(inArray(bets.customerId, ids), within(bets.createdAt, range)))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.count]));
}

/** Distinct members active (any bet), new and first-depositing over the whole range. */
export async function teamCountsOf(
  db: Database,
  ids: number[],
  range: { from: Date; to: Date },
): Promise<{
  newMembers: number;
  activeMembers: number;
  firstDeposits: number;
  balanceCents: number;
}> {
  if (ids.length === 0)
    return { newMembers: 0, activeMembers: 0, firstDeposits: 0, balanceCents: 0 };
  const [fresh] = await db
    .select({ count: count(), balance: sql<string>`0` })
    .from(customers)
    .where(and(inArray(customers.id, ids), within(customers.createdAt, range)));
  const [balance] = await db
    .select({ total: sql<string>`coalesce(sum(${customers.balance}), 0)` })
    .from(customers)
    .where(inArray(customers.id, ids));
  const [active] = await db
    .select({ count: sql<number>`count(distinct ${bets.customerId})::int` })
    .from(bets)
    .where(and(inArray(bets.customerId, ids), within(bets.createdAt, range)));
  const firsts = db
    .select({
      customerId: paymentOrders.customerId,
      first: sql<Date>`min(${paymentOrders.createdAt})`.as('first'),
    })
    .from(paymentOrders)
    .where(
      and(
        inArray(paymentOrders.customerId, ids),
        eq(paymentOrders.kind, 'deposit'),
        eq(paymentOrders.status, 'approved'),
      ),
    )
    .groupBy(paymentOrders.customerId)
    .as('firsts');
  const [first] = await db
    .select({ count: count() })
    .from(firsts)
    .where(within(firsts.first, range));
  return {
    newMembers: fresh?.count ?? 0,
    activeMembers: active?.count ?? 0,
    firstDeposits: first?.count ?? 0,
    balanceCents: centsOfSum(balance?.total),
  };
}

/** An account's rebate rate (0 without a team row). */
export async function rebateRateOf(db: Database | Tx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ rate: teamAccounts.rebateRate })
    .from(teamAccounts)
    .where(eq(teamAccounts.customerId, customerId));
  return row ? row.rate : 0;
}

/** How the status filter reads `customers.status` (2 and 6 are both "locked"). */
function statusCondition(status: DownlineStatusName): SQL | undefined {
  if (status === 'locked') return inArray(customers.status, [2, 6]);
  return eq(customers.status, DOWNLINE_STATUSES[status]);
}

export interface DownlineSearch {
  username?: string | undefined;
  level?: 'direct' | 'all' | undefined;
  status?: DownlineStatusName | undefined;
}

/** An account's direct upline, joined to name a deeper account's downline agent. */
const uplines = alias(customers, 'upline');

/** One page of the tree (levels from `tree`), nearest level first, then by id. */
export async function downlinePage(
  db: Database,
  tree: { id: number; level: number }[],
  search: DownlineSearch,
  paging: { pageSize: number; offset: number },
): Promise<{ list: DownlineMember[]; totalCount: number }> {
  const levels = new Map(tree.map((m) => [m.id, m.level]));
  const ids = tree.filter((m) => search.level !== 'direct' || m.level === 1).map((m) => m.id);
  if (ids.length === 0) return { list: [], totalCount: 0 };
  const conditions: (SQL | undefined)[] = [inArray(customers.id, ids)];
  const typed = search.username?.trim();
  if (typed)
    conditions.push(ilike(customers.username, `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (search.status) conditions.push(statusCondition(search.status));
  const where = and(...conditions);
  const [total] = await db.select({ count: count() }).from(customers).where(where);
  const level = sql<number>`case ${sql.join(
    tree.map((m) => sql`when ${customers.id} = ${m.id} then ${m.level}`),
    sql` `,
  )} else 99 end`;
  const rows = await db
    .select({ customer: customers, team: teamAccounts, upline: uplines.username })
    .from(customers)
    .leftJoin(teamAccounts, eq(teamAccounts.customerId, customers.id))
    .leftJoin(uplines, eq(uplines.id, customers.parentId))
    .where(where)
    .orderBy(asc(level), asc(customers.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return {
    list: rows.map(({ customer, team, upline }) =>
      downlineMemberOf(customer, team, levels.get(customer.id) ?? 1, upline),
    ),
    totalCount: total?.count ?? 0,
  };
}

/**
 * One account as the downline list shows it; `upline` is its direct upline's username, named only
 * below level 1 (a direct downline's upline is the agent itself).
 */
export function downlineMemberOf(
  customer: typeof customers.$inferSelect,
  team: typeof teamAccounts.$inferSelect | null,
  level: number,
  upline: string | null,
): DownlineMember {
  return {
    id: customer.id,
    username: customer.username,
    nickname: customer.nickname,
    type: isAgentType(customer.isAgent) ? 'agent' : 'member',
    level,
    uplineUsername: level > 1 ? upline : null,
    balance: amountOfCents(centsOfStored(customer.balance)),
    rebateRate: team ? team.rebateRate : 0,
    registeredAt: customer.createdAt.toISOString(),
    lastLoginAt: customer.lastLoginAt?.toISOString() ?? null,
    status: downlineStatusOf(customer.status),
    remark: team?.remark ?? '',
  };
}

/** One account of the tree, as listed. */
export async function downlineMemberById(
  db: Database | Tx,
  customerId: number,
  level: number,
): Promise<DownlineMember> {
  const [row] = await db
    .select({ customer: customers, team: teamAccounts, upline: uplines.username })
    .from(customers)
    .leftJoin(teamAccounts, eq(teamAccounts.customerId, customers.id))
    .leftJoin(uplines, eq(uplines.id, customers.parentId))
    .where(eq(customers.id, customerId));
  if (!row) throw new Error(`no customer ${String(customerId)}`);
  return downlineMemberOf(row.customer, row.team, level, row.upline);
}

/** The agent's links, newest first, with registrations and first deposits of the accounts they brought. */
export async function linksOf(db: Database, agentId: number) {
  const rows = await db
    .select({
      link: affiliateLinks,
      registrations: sql<number>`(select count(*)::int from ${teamAccounts} ta where ta.link_id = ${affiliateLinks.id})`,
      firstDeposits: sql<number>`(select count(*)::int from ${teamAccounts} ta where ta.link_id = ${affiliateLinks.id} and exists (select 1 from ${paymentOrders} po where po.customer_id = ta.customer_id and po.kind = 'deposit' and po.status = 'approved'))`,
    })
    .from(affiliateLinks)
    .where(eq(affiliateLinks.agentId, agentId))
    .orderBy(sql`${affiliateLinks.createdAt} desc`, sql`${affiliateLinks.id} desc`);
  return rows.map(({ link, registrations, firstDeposits }) => ({
    id: link.id,
    code: link.code,
    type: link.type,
    visits: link.visits,
    registrations: registrations,
    firstDeposits: firstDeposits,
    createdAt: link.createdAt.toISOString(),
  }));
}

/** The link of an invitation code (any case) in a merchant, or null. */
export async function linkOfCode(db: Database, merchantCode: string, code: string) {
  const [link] = await db
    .select()
    .from(affiliateLinks)
    .where(
      and(
        eq(affiliateLinks.merchantCode, merchantCode),
        eq(affiliateLinks.code, code.trim().toUpperCase()),
      ),
    );
  return link ?? null;
}
