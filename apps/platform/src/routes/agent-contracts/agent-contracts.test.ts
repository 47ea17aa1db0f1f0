import { and, eq, gte, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnswerValue,
  ConsolidatedFunds,
  ContractView,
  DownlineContracts,
  MyContract,
  PayoutsPage,
} from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import {
  agentContracts,
  bets,
  contractPayouts,
  customers,
  games,
  walletTransactions,
} from '../../db/schema';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

const tier = (betAmount: number, rate: number, activeMembers = 0, netLoss = 0) => ({
  betAmount,
  activeMembers,
  netLoss,
  rate,
});

describe.each(testDatabaseKinds())('agent contracts on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  let clock = new Date('2026-11-24T04:00:00Z');
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const login = async (username: string, password: string) => {
    const reply = await client.login(username, password);
    const token = reply.body.value?.token;
    if (!token) throw new Error(JSON.stringify(reply.body));
    tokens[username] = token;
  };
  const as = (who: string) => ({
    get: <T>(url: string) => client.call<T>('GET', url, { token: tokens[who] ?? '' }),
    post: <T>(url: string, body: unknown) =>
      client.call<T>('POST', url, { token: tokens[who] ?? '', body }),
  });
  const offer = (who: string, body: Record<string, unknown>) =>
    as(who).post<ContractView>('/wps/agent/contracts/offer', body);
  const pending = async (who: string) =>
    (await as(who).get<ConsolidatedFunds>('/wps/member/info/funds/consolidated')).body.value;

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false, now: () => clock });
    client = new TestClient(platform.app);
    const { db } = platform.database;
    for (const row of await db.select().from(customers)) ids[row.username] = row.id;
    // A downline agent of agent1sub, for the higher-rate rule.
    const [sub] = await db.select().from(customers).where(eq(customers.username, 'agent1sub'));
    if (!sub) throw new Error('no agent1sub');
    const { id: _id, affiliateCode: _code, ...copy } = sub;
    const [subsub] = await db
      .insert(customers)
      .values({ ...copy, username: 'agent1subsub', parentId: sub.id })
      .returning();
    ids.agent1subsub = subsub?.id ?? 0;
    await login('agent1', 'Agent1234');
    await login('agent1sub', 'Member1234');
    await login('agent1subsub', 'Member1234');
    await login('demo', 'Demo1234');
  });
  afterAll(() => platform.close());

  it('refuses a member’s token on every contract call', async () => {
    for (const url of [
      '/wps/agent/contracts/mine?kind=daily',
      '/wps/agent/contracts/payouts?kind=daily',
      '/wps/agent/contracts/downlines?kind=daily',
    ]) {
      const reply = await as('demo').get(url);
      expect(reply.status).toBe(403);
      expect(reply.body.errorCode).toBe(ErrorCode.nonMember);
    }
    const posted = await as('demo').post('/wps/relay/MCS2_processDailySalContract', {
      id: 1,
      status: 'A',
    });
    expect(posted.status).toBe(403);
    const offered = await offer('demo', {
      customerId: ids.agent1sub,
      kind: 'daily',
      tiers: [tier(0, 0.1)],
    });
    expect(offered.status).toBe(403);
  });

  it('shows the seeded contracts: agent1’s from the house, agent1sub’s dividend with its payouts', async () => {
    const own = await as('agent1').get<MyContract>('/wps/agent/contracts/mine?kind=daily');
    expect(own.body.value).toMatchObject({
      ownRate: 1,
      contract: { status: 'A', upline: null, downline: 'agent1', offer: null },
    });
    const dividend = await as('agent1sub').get<MyContract>(
      '/wps/agent/contracts/mine?kind=dividend',
    );
    expect(dividend.body.value?.contract).toMatchObject({
      status: 'A',
      upline: 'agent1',
      period: 'weekly',
    });
    expect(dividend.body.value?.records.map((r) => r.action)).toEqual(['accept', 'offer']);
    // The seed pays what the contract earned on the team's seeded bets, at each week's end.
    const all = (
      await as('agent1sub').get<PayoutsPage>(
        '/wps/agent/contracts/payouts?kind=dividend&pageSize=50',
      )
    ).body.value;
    if (!all) throw new Error('no payouts');
    expect(all.totalCount).toBeGreaterThan(1);
    expect(all.list).toHaveLength(all.totalCount);
    expect(Math.round(all.totalAmount * 100)).toBe(
      all.list.reduce((sum, row) => sum + Math.round(row.amount * 100), 0),
    );
    for (const row of all.list) {
      expect(row).toMatchObject({ status: 'paid', paidAt: row.windowEnd });
      expect([5, 8]).toContain(row.rate);
      // The tier's rate of the net loss, rounded down to the cent.
      expect(Math.round(row.amount * 100)).toBe(
        Math.floor((Math.round(row.teamNetLoss * 100) * row.rate) / 100),
      );
    }
    const paged = await as('agent1sub').get<PayoutsPage>(
      '/wps/agent/contracts/payouts?kind=dividend&pageSize=2',
    );
    expect(paged.body.value).toMatchObject({
      totalCount: all.totalCount,
      totalPages: Math.ceil(all.totalCount / 2),
      totalAmount: all.totalAmount,
    });
    expect(paged.body.value?.list).toEqual(all.list.slice(0, 2));
    // A range picks the payouts paid on its site days (Manila): the newest one's day.
    const newest = all.list[0];
    if (!newest) throw new Error('no payout');
    const paidDay = new Date(Date.parse(newest.paidAt) + 8 * 3_600_000).toISOString().slice(0, 10);
    const ranged = await as('agent1sub').get<PayoutsPage>(
      `/wps/agent/contracts/payouts?kind=dividend&from=${paidDay}&to=${paidDay}`,
    );
    expect(ranged.body.value?.list).toEqual([newest]);
    expect(ranged.body.value?.totalAmount).toBe(newest.amount);
    const before = await as('agent1sub').get<PayoutsPage>(
      `/wps/agent/contracts/payouts?kind=dividend&from=2026-10-01&to=${paidDay}`,
    );
    expect(before.body.value?.totalCount).toBe(all.totalCount);
    const half = await as('agent1sub').get(
      '/wps/agent/contracts/payouts?kind=dividend&from=2026-11-09',
    );
    expect(half.body.errorCode).toBe(ErrorCode.reportRangeInvalid);
    const future = await as('agent1sub').get(
      '/wps/agent/contracts/payouts?kind=dividend&from=2026-11-09&to=2026-12-30',
    );
    expect(future.body.errorCode).toBe(ErrorCode.reportRangeInvalid);
    const none = await as('agent1sub').get<MyContract>('/wps/agent/contracts/mine?kind=daily');
    expect(none.body.value).toEqual({ contract: null, ownRate: null, records: [] });
  });

  it('lists only direct downline agents with their contract of the kind', async () => {
    const reply = await as('agent1').get<DownlineContracts>(
      '/wps/agent/contracts/downlines?kind=dividend',
    );
    expect(reply.body.value?.ownRate).toBe(20);
    expect(reply.body.value?.list.map((d) => d.username)).toEqual(['agent1sub']);
    expect(reply.body.value?.list[0]?.contract?.status).toBe('A');
  });

  it('offers only to a direct downline agent, within the upline’s own rate', async () => {
    const outside = await offer('agent1sub', {
      customerId: ids.player01,
      kind: 'daily',
      tiers: [tier(0, 0.1)],
    });
    expect(outside.status).toBe(404);
    expect(outside.body.errorCode).toBe(ErrorCode.downlineNotFound);
    const member = await offer('agent1sub', {
      customerId: ids.player07,
      kind: 'daily',
      tiers: [tier(0, 0.1)],
    });
    expect(member.body.errorCode).toBe(ErrorCode.contractTargetInvalid);
    const deep = await offer('agent1', {
      customerId: ids.agent1subsub,
      kind: 'daily',
      tiers: [tier(0, 0.1)],
    });
    expect(deep.body.errorCode).toBe(ErrorCode.contractTargetInvalid);
    const upward = await offer('agent1sub', {
      customerId: ids.agent1,
      kind: 'daily',
      tiers: [tier(0, 0.1)],
    });
    expect(upward.status).toBe(404);
    const above = await offer('agent1', {
      customerId: ids.agent1sub,
      kind: 'daily',
      tiers: [tier(0, 0.5), tier(5000, 1.5)],
    });
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({
      errorCode: ErrorCode.contractRateAboveOwn,
      value: { rate: 1, tier: 2 },
    });
    // agent1sub has no daily contract itself: it can offer none.
    const noOwn = await offer('agent1sub', {
      customerId: ids.agent1subsub,
      kind: 'daily',
      tiers: [tier(0, 0.1)],
    });
    expect(noOwn.body.errorCode).toBe(ErrorCode.contractRateAboveOwn);
    const noPeriod = await offer('agent1', {
      customerId: ids.agent1sub,
      kind: 'dividend',
      tiers: [tier(0, 1)],
    });
    expect(noPeriod.body.errorCode).toBe(ErrorCode.contractTermsInvalid);
  });

  it('keeps a new offer pending until the downline answers; only that downline can answer', async () => {
    const offered = await offer('agent1', {
      customerId: ids.agent1sub,
      kind: 'daily',
      tiers: [tier(100, 0.8, 1)],
    });
    expect(offered.body.value).toMatchObject({
      status: 'P',
      tiers: [],
      offer: { tiers: [tier(100, 0.8, 1)] },
    });
    const id = offered.body.value?.id ?? 0;
    expect((await pending('agent1sub'))?.dailysalreqtype).toMatchObject({
      id,
      kind: 'daily',
      status: 'P',
      rate: 0.8,
      upline: 'agent1',
      downlineHigherRate: 'N',
    });
    expect((await pending('agent1'))?.dailysalreqtype).toBeNull();

    const byUpline = await as('agent1').post('/wps/relay/MCS2_processDailySalContract', {
      id,
      status: 'A',
    });
    expect(byUpline.status).toBe(404);
    expect(byUpline.body.errorCode).toBe(ErrorCode.contractNotFound);

    const accepted = await as('agent1sub').post<AnswerValue>(
      '/wps/relay/MCS2_processDailySalContract',
      {
        id,
        status: 'A',
      },
    );
    expect(accepted.body.value?.contract).toMatchObject({
      status: 'A',
      tiers: [tier(100, 0.8, 1)],
      offer: null,
    });
    expect((await pending('agent1sub'))?.dailysalreqtype).toBeNull();
    const again = await as('agent1sub').post('/wps/relay/MCS2_processDailySalContract', {
      id,
      status: 'A',
    });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe(ErrorCode.contractNothingToAnswer);
  });

  it('keeps the terms in force when a change is rejected, and answers termination requests', async () => {
    const changed = await offer('agent1', {
      customerId: ids.agent1sub,
      kind: 'daily',
      tiers: [tier(0, 0.6)],
    });
    expect(changed.body.value).toMatchObject({ status: 'E', tiers: [tier(100, 0.8, 1)] });
    const id = changed.body.value?.id ?? 0;
    const rejected = await as('agent1sub').post<AnswerValue>(
      '/wps/relay/MCS2_processDailySalContract',
      {
        id,
        status: 'R',
      },
    );
    expect(rejected.body.value?.contract).toMatchObject({
      status: 'A',
      tiers: [tier(100, 0.8, 1)],
    });

    const end = () =>
      as('agent1').post<ContractView>('/wps/agent/contracts/termination', {
        customerId: ids.agent1sub,
        kind: 'daily',
      });
    expect((await end()).body.value?.status).toBe('V');
    expect((await pending('agent1sub'))?.dailysalreqtype).toMatchObject({ status: 'V' });
    // A termination request is not accepted: it is ended (C) or refused (A).
    const wrong = await as('agent1sub').post('/wps/relay/MCS2_processDailySalContract', {
      id,
      status: 'R',
    });
    expect(wrong.body.errorCode).toBe(ErrorCode.requestInvalid);
    const kept = await as('agent1sub').post<AnswerValue>(
      '/wps/relay/MCS2_processDailySalContract',
      { id, status: 'A' },
    );
    expect(kept.body.value?.contract.status).toBe('A');
    await end();
    const ended = await as('agent1sub').post<AnswerValue>(
      '/wps/relay/MCS2_processDailySalContract',
      { id, status: 'C' },
    );
    expect(ended.body.value?.contract.status).toBe('C');
    const mine = await as('agent1sub').get<MyContract>('/wps/agent/contracts/mine?kind=daily');
    expect(mine.body.value?.records.map((r) => r.action)).toEqual([
      'terminate',
      'terminate_request',
      'reject',
      'terminate_request',
      'reject',
      'change',
      'accept',
      'offer',
    ]);
    const noneInForce = await end();
    expect(noneInForce.body.errorCode).toBe(ErrorCode.contractNotFound);
  });

  it('answers the hourly termination request its own way: A ends it, R keeps it', async () => {
    const offered = await offer('agent1', {
      customerId: ids.agent1sub,
      kind: 'hourly',
      tiers: [tier(0, 0.3)],
      interval: 'BH',
    });
    const contractId = offered.body.value?.id ?? 0;
    const answer = (status: string) =>
      as('agent1sub').post<AnswerValue>('/wps/relay/MCS2_processContractHourSalary', {
        contractId,
        status,
        productType: 'ALL',
      });
    expect((await answer('A')).body.value?.contract).toMatchObject({ status: 'A', interval: 'BH' });
    await as('agent1').post('/wps/agent/contracts/termination', {
      customerId: ids.agent1sub,
      kind: 'hourly',
    });
    expect((await answer('R')).body.value?.contract.status).toBe('A');
    await as('agent1').post('/wps/agent/contracts/termination', {
      customerId: ids.agent1sub,
      kind: 'hourly',
    });
    expect((await answer('A')).body.value?.contract.status).toBe('C');
  });

  it('answers the dividend by its computation period', async () => {
    await offer('agent1', {
      customerId: ids.agent1sub,
      kind: 'dividend',
      tiers: [tier(0, 6, 1, 100)],
      period: 'monthly',
    });
    const wrong = await as('agent1sub').post('/wps/relay/MCS2_processDividendReq', {
      productType: 'ALL',
      computationPeriod: 'weekly',
      status: 'A',
    });
    expect(wrong.body.errorCode).toBe(ErrorCode.requestInvalid);
    const ok = await as('agent1sub').post<AnswerValue>('/wps/relay/MCS2_processDividendReq', {
      productType: 'ALL',
      computationPeriod: 'monthly',
      status: 'A',
    });
    expect(ok.body.value?.contract).toMatchObject({
      status: 'A',
      period: 'monthly',
      tiers: [tier(0, 6, 1, 100)],
    });
  });

  it('warns when accepting ends downline contracts of a higher rate, and ends them', async () => {
    const first = await offer('agent1', {
      customerId: ids.agent1sub,
      kind: 'realtime',
      tiers: [tier(0, 0.4)],
    });
    await as('agent1sub').post('/wps/relay/MCSFE_processRealTimeSalaryContract', {
      contractId: first.body.value?.id,
      status: 'A',
    });
    const toSubsub = await offer('agent1sub', {
      customerId: ids.agent1subsub,
      kind: 'realtime',
      tiers: [tier(0, 0.35)],
    });
    expect(toSubsub.body.value?.status).toBe('P');
    await as('agent1subsub').post('/wps/relay/MCSFE_processRealTimeSalaryContract', {
      contractId: toSubsub.body.value?.id,
      status: 'A',
    });
    await offer('agent1', { customerId: ids.agent1sub, kind: 'realtime', tiers: [tier(0, 0.2)] });
    expect((await pending('agent1sub'))?.realtimesalreqtype).toMatchObject({
      status: 'E',
      rate: 0.2,
      downlineHigherRate: 'Y',
    });
    const accepted = await as('agent1sub').post<AnswerValue>(
      '/wps/relay/MCSFE_processRealTimeSalaryContract',
      {
        contractId: first.body.value?.id,
        status: 'A',
      },
    );
    expect(accepted.body.value?.terminatedDownlines).toEqual(['agent1subsub']);
    const theirs = await as('agent1subsub').get<MyContract>(
      '/wps/agent/contracts/mine?kind=realtime',
    );
    expect(theirs.body.value?.contract?.status).toBe('C');
    expect(theirs.body.value?.records[0]?.action).toBe('ended_by_upline_rate');
  });

  it('pays a window once into the main wallet, even when settlement runs twice at once', async () => {
    const { db } = platform.database;
    const offered = await offer('agent1', {
      customerId: ids.agent1sub,
      kind: 'daily',
      tiers: [tier(0, 0.5)],
    });
    const id = offered.body.value?.id ?? 0;
    await as('agent1sub').post('/wps/relay/MCS2_processDailySalContract', { id, status: 'A' });
    const [game] = await db.select().from(games).limit(1);
    if (!game) throw new Error('no game');
    // 13:00 in Manila on the 24th; the day ends at 16:00 UTC.
    await db.insert(bets).values({
      customerId: ids.player07 ?? 0,
      nodeId: game.nodeId,
      gameCode: game.gameCode,
      gameName: game.gameName,
      vassalage: game.vassalage,
      gameType: game.gameType,
      betAmount: 2000,
      validBetAmount: 1500,
      winAmount: 0,
      seed: 'contract-test',
      createdAt: new Date('2026-11-24T05:00:00Z'),
    });
    const paidRows = () =>
      db.select().from(contractPayouts).where(eq(contractPayouts.contractId, id));
    expect(await platform.settlement.runDue()).toBeGreaterThanOrEqual(0);
    expect(await paidRows()).toHaveLength(0); // the day is not over

    clock = new Date('2026-11-24T17:00:00Z');
    await Promise.all([platform.settlement.runDue(), platform.settlement.runDue()]);
    await platform.settlement.runDue();
    const rows = await paidRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ teamValidBet: 1500, rate: 0.5, amount: 7.5, activeMembers: 1 });
    const ledger = await db
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.customerId, ids.agent1sub ?? 0),
          eq(walletTransactions.txType, 'SALARY'),
        ),
      );
    // The same bet also earned a window of agent1sub's real-time contract: each salary payout is
    // one ledger row, though the settlement ran twice at once.
    const payouts = await db
      .select({ ledgerId: contractPayouts.ledgerId })
      .from(contractPayouts)
      .innerJoin(agentContracts, eq(agentContracts.id, contractPayouts.contractId))
      .where(
        and(eq(agentContracts.downlineId, ids.agent1sub ?? 0), ne(agentContracts.kind, 'dividend')),
      );
    expect(ledger.map((row) => row.id).sort()).toEqual(payouts.map((row) => row.ledgerId).sort());
    expect(ledger.find((row) => row.id === rows[0]?.ledgerId)?.amount).toBe(7.5);

    await login('agent1sub', 'Member1234'); // the clock moved past the session's life
    const page = await as('agent1sub').get<PayoutsPage>('/wps/agent/contracts/payouts?kind=daily');
    expect(page.body.value?.list).toHaveLength(1);
    expect(page.body.value?.list[0]).toMatchObject({
      windowStart: '2026-11-23T16:00:00.000Z',
      windowEnd: '2026-11-24T16:00:00.000Z',
      amount: 7.5,
    });
    const [contract] = await db.select().from(agentContracts).where(eq(agentContracts.id, id));
    expect(contract?.status).toBe('A');
  });

  it('pays every window it missed after not running for hours, oldest first', async () => {
    const { db } = platform.database;
    // agent1sub's real-time contract (5-minute windows) has been in force since 04:00.
    const [contract] = await db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.downlineId, ids.agent1sub ?? 0),
          eq(agentContracts.kind, 'realtime'),
          eq(agentContracts.status, 'A'),
        ),
      );
    if (!contract) throw new Error('no real-time contract in force');
    const [game] = await db.select().from(games).limit(1);
    if (!game) throw new Error('no game');
    // A bet in each of 15 windows from 17:00 UTC, while the settlement did not run.
    const missed = 15;
    const first = Date.parse('2026-11-24T17:00:00Z');
    for (let at = 0; at < missed; at += 1) {
      await db.insert(bets).values({
        customerId: ids.player07 ?? 0,
        nodeId: game.nodeId,
        gameCode: game.gameCode,
        gameName: game.gameName,
        vassalage: game.vassalage,
        gameType: game.gameType,
        betAmount: 1000,
        validBetAmount: 1000,
        winAmount: 0,
        seed: `missed-${String(at)}`,
        createdAt: new Date(first + at * 5 * 60_000 + 60_000),
      });
    }
    clock = new Date('2026-11-24T20:00:00Z');
    await platform.settlement.runDue();
    const paid = await db
      .select()
      .from(contractPayouts)
      .where(
        and(
          eq(contractPayouts.contractId, contract.id),
          gte(contractPayouts.windowStart, new Date(first)),
        ),
      )
      .orderBy(contractPayouts.windowStart);
    expect(paid.map((row) => row.windowStart.getTime())).toEqual(
      Array.from({ length: missed }, (_, at) => first + at * 5 * 60_000),
    );
    expect(paid.every((row) => row.teamValidBet === 1000)).toBe(true);
  });
});
