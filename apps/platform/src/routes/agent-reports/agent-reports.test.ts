import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DownlineTransactionsPage,
  IncomePage,
  TeamBettingPage,
  UserPnlPage,
} from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { centsOf, centsOfStored } from '@gaming/domain/money';
import { customers, walletTransactions } from '../../db/schema';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

const BASE = '/wps/agent/reports';
const RANGE = 'from=2026-09-26&to=2026-11-24';
/** agent1sub's members with seeded play (player08 has not played yet; teamplay03 joined by link). */
const SUB_TREE = ['player07', 'player09', 'player10', 'teamplay03'];

/** Sum of amounts in cents (exact, as the platform sums them). */
const sum = (values: number[]) =>
  values.reduce((total, value) => total + (centsOf(value) ?? Number.NaN), 0);
const cents = (value: number) => centsOf(value) ?? Number.NaN;

describe.each(testDatabaseKinds())('agent reports on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  const tokens: Record<string, string> = {};
  const now = new Date('2026-11-25T04:00:00Z');

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false, now: () => now });
    client = new TestClient(platform.app);
    for (const [name, password] of [
      ['agent1', 'Agent1234'],
      ['agent1sub', 'Member1234'],
      ['demo', 'Demo1234'],
    ] as const) {
      const reply = await client.login(name, password);
      const token = reply.body.value?.token;
      if (!token) throw new Error(JSON.stringify(reply.body));
      tokens[name] = token;
    }
  });
  afterAll(() => platform.close());

  const get = <T>(path: string, as = 'agent1') =>
    client.call<T>('GET', `${BASE}${path}`, { token: tokens[as] });

  /** Every page of a report, 100 rows at a time. */
  async function allRows<T extends { list: unknown[]; totalPages: number }>(
    path: string,
    as = 'agent1',
  ): Promise<{ first: T; rows: T['list'] }> {
    const first = (await get<T>(`${path}&pageSize=100`, as)).body.value;
    if (!first) throw new Error(`no value for ${path}`);
    const rows = [...first.list];
    for (let page = 2; page <= first.totalPages; page++) {
      const next = (await get<T>(`${path}&pageSize=100&pageNo=${String(page)}`, as)).body.value;
      rows.push(...(next?.list ?? []));
    }
    return { first, rows };
  }

  it('seeds the downline a ledger whose balances chain from 0 to the account balance', async () => {
    const { db } = platform.database;
    for (const name of ['player01', 'player09', 'agent1']) {
      const [member] = await db.select().from(customers).where(eq(customers.username, name));
      if (!member) throw new Error(name);
      const rows = await db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.customerId, member.id))
        .orderBy(asc(walletTransactions.id));
      expect(rows.length).toBeGreaterThan(10);
      let balance = 0;
      for (const row of rows) {
        balance += centsOfStored(row.amount);
        expect(centsOfStored(row.balanceAfter)).toBe(balance);
      }
      expect(balance).toBe(centsOfStored(member.balance));
    }
  });

  it('refuses a member token and a call without one', async () => {
    for (const path of ['/team-betting', '/user-pnl', '/income', '/downline-transactions']) {
      const member = await get(`${path}?${RANGE}`, 'demo');
      expect(member.status, path).toBe(403);
      expect(member.body.errorCode).toBe(ErrorCode.nonMember);
      const visitor = await client.call('GET', `${BASE}${path}?${RANGE}`);
      expect(visitor.status, path).toBe(401);
    }
  });

  it('lists the team’s bets page by page, with totals equal to the sum of every row', async () => {
    const page1 = (await get<TeamBettingPage>(`/team-betting?${RANGE}`)).body.value;
    const page2 = (await get<TeamBettingPage>(`/team-betting?${RANGE}&pageNo=2`)).body.value;
    if (!page1 || !page2) throw new Error('no pages');
    expect(page1.pageSize).toBe(20);
    expect(page1.list).toHaveLength(20);
    expect(page1.totalCount).toBeGreaterThan(100);
    expect(page1.totalPages).toBe(Math.ceil(page1.totalCount / 20));
    expect(page2.list[0]?.key).not.toBe(page1.list[0]?.key);
    // Newest first.
    const times = page1.list.map((row) => row.betTime ?? '');
    expect([...times].sort().reverse()).toEqual(times);

    const { first, rows } = await allRows<TeamBettingPage>(`/team-betting?${RANGE}`);
    expect(rows).toHaveLength(first.totalCount);
    expect(sum(rows.map((r) => r.betAmount))).toBe(cents(first.totals.betAmount));
    expect(sum(rows.map((r) => r.winAmount))).toBe(cents(first.totals.winAmount));
    expect(sum(rows.map((r) => r.profitAndLoss))).toBe(cents(first.totals.profitAndLoss));
    expect(first.totals.betCount).toBe(rows.length);
    // The whole tree: direct members, the sub-agent's members (level 2) and demo.
    const names = new Set(rows.map((r) => r.username));
    expect(names).toContain('player01');
    expect(names).toContain('player07');
    expect(names).toContain('demo');
  });

  it('groups per period and member when a period is chosen, with the same totals', async () => {
    const plain = (await get<TeamBettingPage>(`/team-betting?${RANGE}`)).body.value;
    for (const period of ['daily', 'weekly', 'semimonthly', 'monthly']) {
      const { first, rows } = await allRows<TeamBettingPage>(
        `/team-betting?${RANGE}&period=${period}`,
      );
      expect(first.totals, period).toEqual(plain?.totals);
      expect(rows.reduce((n, r) => n + r.betCount, 0)).toBe(plain?.totals.betCount);
      expect(sum(rows.map((r) => r.betAmount))).toBe(cents(first.totals.betAmount));
      const keys = rows.map((r) => `${r.periodFrom ?? ''}|${r.username}`);
      expect(new Set(keys).size).toBe(keys.length);
      for (const row of rows) {
        expect(row.gameName).toBeNull();
        expect((row.periodFrom ?? '') <= (row.periodTo ?? '')).toBe(true);
        expect((row.periodFrom ?? '') >= '2026-09-26').toBe(true);
        expect((row.periodTo ?? '') <= '2026-11-24').toBe(true);
        if (period === 'weekly' && row.periodFrom !== '2026-09-26')
          expect(new Date(`${row.periodFrom ?? ''}T00:00:00Z`).getUTCDay()).toBe(1);
        if (period === 'monthly' && row.periodFrom !== '2026-09-26')
          expect(row.periodFrom?.endsWith('-01')).toBe(true);
      }
    }
    const monthly = (await get<TeamBettingPage>(`/team-betting?${RANGE}&period=monthly`)).body
      .value;
    expect(monthly?.list[0]?.periodFrom).toBe('2026-11-01');
    expect(monthly?.list[0]?.periodTo).toBe('2026-11-24');
  });

  it('shows the sub-agent only its own members, and filters one member', async () => {
    const { rows } = await allRows<TeamBettingPage>(`/team-betting?${RANGE}`, 'agent1sub');
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.username))).toEqual(new Set(SUB_TREE));
    const outside = await get(`/team-betting?${RANGE}&username=player01`, 'agent1sub');
    expect(outside.status).toBe(404);
    expect(outside.body.errorCode).toBe(ErrorCode.downlineNotFound);
    const upline = await get(`/user-pnl?${RANGE}&username=agent1`, 'agent1sub');
    expect(upline.body.errorCode).toBe(ErrorCode.downlineNotFound);
    const one = (await get<TeamBettingPage>(`/team-betting?${RANGE}&username=player07`)).body.value;
    expect(new Set(one?.list.map((r) => r.username))).toEqual(new Set(['player07']));
    const tx = await allRows<DownlineTransactionsPage>(
      `/downline-transactions?${RANGE}`,
      'agent1sub',
    );
    expect(new Set(tx.rows.map((r) => r.username))).toEqual(new Set(SUB_TREE));
  });

  it('refuses bad ranges with a catalogue error and bad paging with a 400, never a 500', async () => {
    const cases: [string, string][] = [
      ['from=2026-06-01&to=2026-11-24', ErrorCode.reportRangeTooLong],
      ['from=2026-04-01&to=2026-04-02', ErrorCode.reportRangeTooLong],
      ['from=2026-11-10&to=2026-11-01', ErrorCode.reportRangeInvalid],
      ['from=2026-02-30&to=2026-03-01', ErrorCode.reportRangeInvalid],
      ['from=2026-11-20&to=2026-11-30', ErrorCode.reportRangeInvalid],
      ['from=yesterday&to=2026-11-01', ErrorCode.requestInvalid],
      ['to=2026-11-01', ErrorCode.requestInvalid],
      [`${RANGE}&pageNo=0`, ErrorCode.requestInvalid],
      [`${RANGE}&pageNo=-3`, ErrorCode.requestInvalid],
      [`${RANGE}&pageNo=99999999999`, ErrorCode.requestInvalid],
      [`${RANGE}&pageSize=1000`, ErrorCode.requestInvalid],
      [`${RANGE}&period=yearly`, ErrorCode.requestInvalid],
      [`${RANGE}&username=${'x'.repeat(60)}`, ErrorCode.requestInvalid],
    ];
    for (const path of ['/team-betting', '/user-pnl', '/income', '/downline-transactions']) {
      for (const [query, code] of cases) {
        if (path === '/downline-transactions' && query.includes('period')) continue;
        if (path === '/income' && query.includes('username')) continue;
        const reply = await get(`${path}?${query}`);
        expect(reply.status, `${path}?${query}`).toBe(400);
        expect(reply.body.errorCode, `${path}?${query}`).toBe(code);
      }
    }
    const far = (await get<TeamBettingPage>(`/team-betting?${RANGE}&pageNo=5000`)).body.value;
    expect(far?.list).toEqual([]);
    expect(far?.totals.betCount).toBeGreaterThan(0);
  });

  it('gives each member’s P&L over the range, totals the sum of the rows', async () => {
    const { first, rows } = await allRows<UserPnlPage>(`/user-pnl?${RANGE}`);
    const names = rows.map((r) => r.username);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('player03');
    expect(rows.find((r) => r.username === 'player07')?.level).toBe(2);
    expect(rows.find((r) => r.username === 'player01')?.level).toBe(1);
    for (const key of [
      'deposit',
      'withdraw',
      'betAmount',
      'winAmount',
      'rebate',
      'profitAndLoss',
    ] as const)
      expect(sum(rows.map((r) => r[key])), key).toBe(cents(first.totals[key]));
    for (const row of rows)
      expect(cents(row.profitAndLoss)).toBe(
        cents(row.winAmount) - cents(row.betAmount) + cents(row.rebate) + cents(row.promotion),
      );
    // The ledger's bets are the bets table's.
    const bets = (await get<TeamBettingPage>(`/team-betting?${RANGE}`)).body.value;
    expect(first.totals.betAmount).toBe(bets?.totals.betAmount);
    const weekly = await allRows<UserPnlPage>(`/user-pnl?${RANGE}&period=weekly`);
    expect(weekly.first.totals).toEqual(first.totals);
    expect(weekly.rows.length).toBeGreaterThan(rows.length);
  });

  it('lists the agent’s own salary and dividend income per period, with its trend', async () => {
    const { first, rows } = await allRows<IncomePage>(`/income?${RANGE}`);
    expect(new Set(rows.map((r) => r.txType))).toEqual(new Set(['SALARY', 'DIVIDEND']));
    expect(sum(rows.map((r) => r.amount))).toBe(cents(first.totals.amount));
    expect(sum(first.trend.map((p) => p.amount))).toBe(cents(first.totals.amount));
    const trendDays = first.trend.map((p) => p.periodFrom);
    expect([...trendDays].sort()).toEqual(trendDays);
    const monthly = (await get<IncomePage>(`/income?${RANGE}&period=monthly`)).body.value;
    expect(monthly?.totals).toEqual(first.totals);
    expect(monthly?.trend.map((p) => p.periodFrom)).toEqual(['2026-10-01', '2026-11-01']);
    // agent1sub's income is its own: the dividends its contract with agent1 paid (seed), nothing of
    // agent1's salaries.
    const sub = (await get<IncomePage>(`/income?${RANGE}`, 'agent1sub')).body.value;
    expect(new Set(sub?.list.map((r) => r.txType))).toEqual(new Set(['DIVIDEND']));
    expect(sum(sub?.list.map((r) => r.amount) ?? [])).toBe(cents(sub?.totals.amount ?? 0));
    expect(cents(sub?.totals.amount ?? 0)).toBeLessThan(cents(first.totals.amount));
  });

  it('lists the downline’s ledger rows, filtered by type and member', async () => {
    const all = (await get<DownlineTransactionsPage>(`/downline-transactions?${RANGE}`)).body.value;
    expect(all?.totalCount).toBeGreaterThan(100);
    const deposits = await allRows<DownlineTransactionsPage>(
      `/downline-transactions?${RANGE}&txType=DEPOSIT&username=player02`,
    );
    expect(deposits.rows.length).toBeGreaterThan(0);
    for (const row of deposits.rows) {
      expect(row.txType).toBe('DEPOSIT');
      expect(row.username).toBe('player02');
      expect(row.amount).toBeGreaterThan(0);
    }
    expect(sum(deposits.rows.map((r) => r.amount))).toBe(cents(deposits.first.totals.amount));
    // The agent's own rows are not its downline's.
    const own = await get(`/downline-transactions?${RANGE}&txType=SALARY`);
    expect((own.body.value as DownlineTransactionsPage).totalCount).toBe(0);
    const badType = await get(`/downline-transactions?${RANGE}&txType=NOPE`);
    expect(badType.body.errorCode).toBe(ErrorCode.requestInvalid);
  });
});
