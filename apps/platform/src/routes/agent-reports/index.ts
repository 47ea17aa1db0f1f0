/**
 * The agent centre's reports (original personalHistoryCopy, palStatementsAgentCopy,
 * agentRevenueReport, agentDownlineTransactionDetailsCopy). Agents only (the contracts are
 * `agentOnly`); every report covers the signed-in agent's own downline tree and nothing else.
 *
 * Period grouping: without a period, team betting lists the bets one by one and user P&L gives one
 * row per member for the whole range; with a period, both give one row per period and member
 * (periods clipped to the range). Income is always per period (daily when none is chosen), one row
 * per period and source (the contract kind that paid it). Downline transactions are ledger rows and
 * are never grouped.
 */
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type { ContractKind } from '@gaming/domain/contracts';
import { amountOfCents } from '@gaming/domain/money';
import { REPORT_PAGE_SIZE } from '@gaming/domain/reports';
import { route } from '../../http/route';
import { pagingOf, totalPagesOf } from '../../services/paging';
import { amountsOf, centsOfSum } from '../../services/records';
import type { INCOME_TYPES } from '../../services/agent-report-rows';
import {
  downlineTransactionPageOf,
  incomeDaysOf,
  pnlDaysOf,
  teamBetDaysOf,
  teamBetPageOf,
} from '../../services/agent-report-rows';
import {
  foldIntoPeriods,
  reportMembersOf,
  reportRangeOf,
  sumCents,
} from '../../services/agent-reports';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.agentReports;

const BET_KEYS = ['betCount', 'betAmount', 'validBetAmount', 'winAmount'] as const;
const PNL_KEYS = ['deposit', 'withdraw', 'betAmount', 'winAmount', 'rebate', 'promotion'] as const;

/**
 * Where an agent's income comes from, in the order a period's rows are listed: each contract kind's
 * payouts, then salary or dividend rows that no contract paid (none are written today; shown apart
 * rather than dropped, should an operator ever credit one).
 */
const INCOME_SOURCES: readonly {
  txType: (typeof INCOME_TYPES)[number];
  kind: ContractKind | null;
}[] = [
  { txType: 'DIVIDEND', kind: 'dividend' },
  { txType: 'SALARY', kind: 'daily' },
  { txType: 'SALARY', kind: 'hourly' },
  { txType: 'SALARY', kind: 'realtime' },
  { txType: 'DIVIDEND', kind: null },
  { txType: 'SALARY', kind: null },
];
const OTHER_SALARY = { txType: 'SALARY', kind: null } as const;

/** One page of an array. */
function pageOf<T>(rows: readonly T[], paging: { offset: number; pageSize: number }): T[] {
  return rows.slice(paging.offset, paging.offset + paging.pageSize);
}

export function registerAgentReportsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(app, calls.teamBetting, async (request) => {
    const { from, to, period, username } = request.query;
    const range = reportRangeOf(from, to, deps.now());
    const paging = pagingOf(request.query.pageNo, request.query.pageSize, REPORT_PAGE_SIZE);
    const members = await reportMembersOf(db, request.session.customerId, username);
    const nameOf = new Map(members.map((m) => [m.id, m.username]));
    const usernameOf = (id: number) => nameOf.get(id) ?? '';
    const memberIds = members.map((m) => m.id);
    const centsOfRow = (row: {
      betCount: number;
      betAmount: string;
      validBetAmount: string;
      winAmount: string;
    }) => ({
      betCount: row.betCount,
      betAmount: centsOfSum(row.betAmount),
      validBetAmount: centsOfSum(row.validBetAmount),
      winAmount: centsOfSum(row.winAmount),
    });
    const figures = (cents: Record<(typeof BET_KEYS)[number], number>) => ({
      betCount: cents.betCount,
      ...amountsOf({
        betAmount: cents.betAmount,
        validBetAmount: cents.validBetAmount,
        winAmount: cents.winAmount,
        profitAndLoss: cents.winAmount - cents.betAmount,
      }),
    });

    if (period === undefined) {
      const { totals, rows } = await teamBetPageOf(db, memberIds, range, paging);
      const total = centsOfRow(
        totals ?? { betCount: 0, betAmount: '0', validBetAmount: '0', winAmount: '0' },
      );
      return {
        list: rows.map((row) => {
          const bet = centsOfSum(row.betAmount);
          return {
            key: `B${String(row.id)}`,
            username: usernameOf(row.customerId),
            periodFrom: null,
            periodTo: null,
            gameName: row.gameName,
            betTime: row.createdAt.toISOString(),
            ...figures({
              betCount: 1,
              betAmount: bet,
              validBetAmount: row.validBetAmount === null ? bet : centsOfSum(row.validBetAmount),
              winAmount: centsOfSum(row.winAmount),
            }),
          };
        }),
        pageNo: paging.pageNo,
        pageSize: paging.pageSize,
        totalCount: total.betCount,
        totalPages: totalPagesOf(total.betCount, paging.pageSize),
        totals: figures(total),
      };
    }

    const days = await teamBetDaysOf(db, memberIds, range);
    const grouped = foldIntoPeriods(
      days.map((row) => ({ day: row.day, customerId: row.customerId, cents: centsOfRow(row) })),
      period,
      range.days,
      BET_KEYS,
      usernameOf,
    );
    return {
      list: pageOf(grouped, paging).map((row) => ({
        key: `${row.periodFrom}-${String(row.customerId)}`,
        username: usernameOf(row.customerId),
        periodFrom: row.periodFrom,
        periodTo: row.periodTo,
        gameName: null,
        betTime: null,
        ...figures(row.cents),
      })),
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
      totalCount: grouped.length,
      totalPages: totalPagesOf(grouped.length, paging.pageSize),
      totals: figures(sumCents(grouped, BET_KEYS)),
    };
  });

  route(app, calls.userPnl, async (request) => {
    const { from, to, period, username } = request.query;
    const range = reportRangeOf(from, to, deps.now());
    const paging = pagingOf(request.query.pageNo, request.query.pageSize, REPORT_PAGE_SIZE);
    const members = await reportMembersOf(db, request.session.customerId, username);
    const byId = new Map(members.map((m) => [m.id, m]));
    const usernameOf = (id: number) => byId.get(id)?.username ?? '';
    const days = await pnlDaysOf(
      db,
      members.map((m) => m.id),
      range,
    );
    const grouped = foldIntoPeriods(
      days.map((row) => ({
        day: row.day,
        customerId: row.customerId,
        cents: {
          deposit: centsOfSum(row.deposit),
          // Money out is a debit on the ledger: shown as a positive amount.
          withdraw: -centsOfSum(row.withdraw),
          betAmount: -centsOfSum(row.bet),
          winAmount: centsOfSum(row.win),
          rebate: centsOfSum(row.rebate),
          promotion: centsOfSum(row.promotion),
        },
      })),
      period ?? null,
      range.days,
      PNL_KEYS,
      usernameOf,
    );
    const figures = (cents: Record<(typeof PNL_KEYS)[number], number>) =>
      amountsOf({
        ...cents,
        profitAndLoss: cents.winAmount - cents.betAmount + cents.rebate + cents.promotion,
      });
    return {
      list: pageOf(grouped, paging).map((row) => ({
        key: `${row.periodFrom}-${String(row.customerId)}`,
        username: usernameOf(row.customerId),
        level: byId.get(row.customerId)?.level ?? 0,
        periodFrom: period === undefined ? null : row.periodFrom,
        periodTo: period === undefined ? null : row.periodTo,
        ...figures(row.cents),
      })),
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
      totalCount: grouped.length,
      totalPages: totalPagesOf(grouped.length, paging.pageSize),
      totals: figures(sumCents(grouped, PNL_KEYS)),
    };
  });

  route(app, calls.income, async (request) => {
    const { from, to } = request.query;
    const period = request.query.period ?? 'daily';
    const range = reportRangeOf(from, to, deps.now());
    const paging = pagingOf(request.query.pageNo, request.query.pageSize, REPORT_PAGE_SIZE);
    const agentId = request.session.customerId;
    const days = await incomeDaysOf(db, agentId, range);
    // The income source stands where a member stands in the other reports: its index in SOURCES.
    const sourceIndex = (txType: string, kind: string | null) =>
      INCOME_SOURCES.findIndex((source) => source.txType === txType && source.kind === kind);
    const grouped = foldIntoPeriods(
      days.map((row) => ({
        day: row.day,
        customerId: sourceIndex(row.txType, row.kind),
        cents: { count: row.count, amount: centsOfSum(row.amount) },
      })),
      period,
      range.days,
      ['count', 'amount'] as const,
      (index) => String(index).padStart(2, '0'),
    );
    const trend = new Map<string, number>();
    for (const row of grouped)
      trend.set(row.periodFrom, (trend.get(row.periodFrom) ?? 0) + row.cents.amount);
    const total = sumCents(grouped, ['count', 'amount'] as const);
    return {
      list: pageOf(grouped, paging).map((row) => {
        const source = INCOME_SOURCES[row.customerId] ?? OTHER_SALARY;
        return {
          key: `${row.periodFrom}-${source.kind ?? source.txType}`,
          periodFrom: row.periodFrom,
          periodTo: row.periodTo,
          txType: source.txType,
          kind: source.kind,
          count: row.cents.count,
          amount: amountOfCents(row.cents.amount),
        };
      }),
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
      totalCount: grouped.length,
      totalPages: totalPagesOf(grouped.length, paging.pageSize),
      totals: { count: total.count, amount: amountOfCents(total.amount) },
      trend: [...trend]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([periodFrom, amount]) => ({ periodFrom, amount: amountOfCents(amount) })),
    };
  });

  route(app, calls.downlineTransactions, async (request) => {
    const { from, to, txType, username } = request.query;
    const range = reportRangeOf(from, to, deps.now());
    const paging = pagingOf(request.query.pageNo, request.query.pageSize, REPORT_PAGE_SIZE);
    const members = await reportMembersOf(db, request.session.customerId, username);
    const memberIds = members.map((m) => m.id);
    const { totals, rows } = await downlineTransactionPageOf(db, memberIds, range, txType, paging);
    const totalCount = totals?.count ?? 0;
    return {
      list: rows.map((row) => ({
        id: row.id,
        username: row.username,
        time: row.time.toISOString(),
        txType: row.txType,
        amount: amountOfCents(centsOfSum(row.amount)),
        balanceAfter: amountOfCents(centsOfSum(row.balanceAfter)),
        remark: row.remark,
      })),
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
      totalCount,
      totalPages: totalPagesOf(totalCount, paging.pageSize),
      totals: { count: totalCount, amount: amountOfCents(centsOfSum(totals?.amount)) },
    };
  });
}
