/**
 * The agent's team: overview and trend, registration centre and links, downline management (remark,
 * lock, transfer), red envelopes. Authorisation everywhere: an agent reaches only its own tree, a
 * member's token is refused.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AffiliateLink,
  AffiliateLinks,
  DownlineMember,
  DownlinePage,
  DownlineRegisterSettings,
  SendRedEnvelopesValue,
  TeamOverview,
  TeamTrend,
  TransferValue,
  UserPnlPage,
} from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { centsOfStored } from '@gaming/domain/money';
import { customers, redEnvelopes, teamAccounts, walletTransactions } from '../../db/schema';
import { SEED_AGENT_PAYMENT_PASSWORD } from '../../seed/agent-team';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

describe.each(testDatabaseKinds())('agent team on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  let agent: string;
  let sub: string;
  let member: string;
  let id: Record<string, number>;
  const now = new Date('2026-11-25T04:00:00Z');

  async function tokenOf(username: string, password: string) {
    const reply = await client.login(username, password);
    const token = reply.body.value?.token;
    if (!token) throw new Error(JSON.stringify(reply.body));
    return token;
  }

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false, now: () => now });
    client = new TestClient(platform.app);
    agent = await tokenOf('agent1', 'Agent1234');
    sub = await tokenOf('agent1sub', 'Member1234');
    member = await tokenOf('demo', 'Demo1234');
    const rows = await platform.database.db
      .select({ id: customers.id, username: customers.username })
      .from(customers);
    id = Object.fromEntries(rows.map((r) => [r.username, r.id]));
  });
  afterAll(() => platform.close());

  const get = <T>(token: string, url: string) => client.call<T>('GET', url, { token });
  const send = <T>(
    token: string,
    method: 'POST' | 'PUT',
    url: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) => client.call<T>(method, url, { token, body, headers });
  const balanceOf = async (username: string) => {
    const [row] = await platform.database.db
      .select({ balance: customers.balance })
      .from(customers)
      .where(eq(customers.username, username));
    return centsOfStored(row?.balance ?? 0);
  };

  it('refuses a member token on every call, and a visitor', async () => {
    for (const url of [
      '/wps/agent/team/overview?period=today',
      '/wps/agent/team/trend',
      '/wps/agent/team/downline',
      '/wps/agent/team/links',
      '/wps/agent/team/register-settings',
    ]) {
      const reply = await get(member, url);
      expect(reply.status).toBe(403);
      expect(reply.body.errorCode).toBe(ErrorCode.nonMember);
    }
    const transfer = await send(member, 'POST', '/wps/agent/team/transfer', {
      customerId: id.player01,
      amount: 1,
      paymentPassword: '123456',
    });
    expect(transfer.status).toBe(403);
    expect((await client.call('GET', '/wps/agent/team/trend')).status).toBe(401);
  });

  it('sums the whole tree for a period: members, activity, deposits, bets and P&L', async () => {
    const month = await get<TeamOverview>(agent, '/wps/agent/team/overview?period=month');
    const value = month.body.value;
    expect(value).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-25' });
    // demo, newbie, agent1sub, player01…06, teamplay01…02; agent1sub's player07…10, teamplay03.
    expect(value?.members).toBe(16);
    expect(value?.newMembers).toBe(2);
    // The reports read the same tree another way (per member): the totals must agree.
    const pnl = (from: string, to: string, as = agent) =>
      get<UserPnlPage>(as, `/wps/agent/reports/user-pnl?from=${from}&to=${to}&pageSize=100`);
    const november = (await pnl('2026-11-01', '2026-11-25')).body.value?.totals;
    expect(value?.deposits).toBe(november?.deposit);
    expect(value?.withdrawals).toBe(november?.withdraw);
    expect(value?.bets).toBe(november?.betAmount);
    expect(value?.wins).toBe(november?.winAmount);
    expect(value?.profitAndLoss).toBeCloseTo((value?.wins ?? 0) - (value?.bets ?? 0), 2);
    expect(value?.activeMembers).toBeGreaterThanOrEqual(4);
    expect(value?.activeMembers).toBeLessThanOrEqual(16);
    expect(value?.firstDeposits).toBeGreaterThanOrEqual(2);

    const custom = await get<TeamOverview>(
      agent,
      '/wps/agent/team/overview?period=custom&startDate=2026-10-30&endDate=2026-10-30',
    );
    const day = (await pnl('2026-10-30', '2026-10-30')).body.value?.totals;
    // teamplay01's 3,000 deposit and 400 bet that day, with whatever else the tree did.
    expect(custom.body.value?.deposits).toBe(day?.deposit);
    expect(custom.body.value?.deposits).toBeGreaterThanOrEqual(3_000);
    expect(custom.body.value?.bets).toBe(day?.betAmount);
    expect(custom.body.value?.wins).toBe(day?.winAmount);
    const inverted = await get(
      agent,
      '/wps/agent/team/overview?period=custom&startDate=2026-11-10&endDate=2026-11-01',
    );
    expect(inverted.body.errorCode).toBe(ErrorCode.requestInvalid);

    // The sub-agent sums only its own tree: player07…10 and teamplay03.
    const own = await get<TeamOverview>(sub, '/wps/agent/team/overview?period=month');
    expect(own.body.value?.members).toBe(5);
    const subNovember = (await pnl('2026-11-01', '2026-11-25', sub)).body.value?.totals;
    expect(own.body.value?.deposits).toBe(subNovember?.deposit);
    expect(own.body.value?.deposits).toBeGreaterThanOrEqual(7_000);
  });

  it('lists 30 days of figures, oldest first, every day present', async () => {
    const reply = await get<TeamTrend>(agent, '/wps/agent/team/trend');
    const days = reply.body.value?.days ?? [];
    expect(days).toHaveLength(30);
    expect(days[0]?.date).toBe('2026-10-27');
    expect(days.at(-1)?.date).toBe('2026-11-25');
    // teamplay03's 5,000 that day, with the rest of the tree's play.
    const day = days.find((d) => d.date === '2026-11-21');
    const pnl = await get<UserPnlPage>(
      agent,
      '/wps/agent/reports/user-pnl?from=2026-11-21&to=2026-11-21&pageSize=100',
    );
    expect(day?.deposits).toBe(pnl.body.value?.totals.deposit);
    expect(day?.deposits).toBeGreaterThanOrEqual(5_000);
    expect(day?.activeMembers).toBeGreaterThanOrEqual(2);
  });

  it('lists the downline by level and status, searched by username', async () => {
    const all = await get<DownlinePage>(agent, '/wps/agent/team/downline?pageSize=50');
    const names = all.body.value?.list.map((m) => m.username) ?? [];
    expect(names).toContain('player07');
    expect(all.body.value?.list.find((m) => m.username === 'player07')?.level).toBe(2);
    // A deeper account names the downline agent it belongs to; a direct one names none.
    expect(all.body.value?.list.find((m) => m.username === 'player07')?.uplineUsername).toBe(
      'agent1sub',
    );
    expect(all.body.value?.list.find((m) => m.username === 'player01')?.uplineUsername).toBeNull();
    const direct = await get<DownlinePage>(
      agent,
      '/wps/agent/team/downline?level=direct&pageSize=50',
    );
    expect(direct.body.value?.list.map((m) => m.username)).not.toContain('player07');
    const search = await get<DownlinePage>(agent, '/wps/agent/team/downline?username=YER0');
    expect(search.body.value?.totalCount).toBe(9);
    const paged = await get<DownlinePage>(agent, '/wps/agent/team/downline?pageSize=5&pageNo=2');
    expect(paged.body.value).toMatchObject({
      pageNo: 2,
      pageSize: 5,
      totalCount: 16,
      totalPages: 4,
    });
    expect(paged.body.value?.list).toHaveLength(5);
    const subs = await get<DownlinePage>(sub, '/wps/agent/team/downline?pageSize=50');
    // To agent1sub its own members are direct.
    expect(subs.body.value?.list.find((m) => m.username === 'player07')?.uplineUsername).toBeNull();
    expect(subs.body.value?.list.map((m) => m.username).sort()).toEqual([
      'player07',
      'player08',
      'player09',
      'player10',
      'teamplay03',
    ]);
  });

  it('keeps a remark; another agent cannot touch the account', async () => {
    const reply = await send<DownlineMember>(agent, 'PUT', '/wps/agent/team/downline/remark', {
      customerId: id.player02,
      remark: ' VIP prospect ',
    });
    expect(reply.body.value?.remark).toBe('VIP prospect');
    const refused = await send(sub, 'PUT', '/wps/agent/team/downline/remark', {
      customerId: id.player01,
      remark: 'mine',
    });
    expect(refused.status).toBe(404);
    expect(refused.body.errorCode).toBe(ErrorCode.downlineNotFound);
  });

  it('locks a downline (it cannot log in, its sessions end) and unlocks it', async () => {
    const before = await tokenOf('player10', 'Member1234');
    const refused = await send(sub, 'PUT', '/wps/agent/team/downline/status', {
      customerId: id.player01,
      locked: true,
    });
    expect(refused.body.errorCode).toBe(ErrorCode.downlineNotFound);

    const locked = await send<DownlineMember>(agent, 'PUT', '/wps/agent/team/downline/status', {
      customerId: id.player10,
      locked: true,
    });
    expect(locked.body.value?.status).toBe('locked');
    expect(locked.body.value?.uplineUsername).toBe('agent1sub');
    const login = await client.login('player10', 'Member1234');
    expect(login.status).toBe(403);
    expect(login.body.errorCode).toBe(ErrorCode.accountDisabled);
    expect((await get(before, '/wps/member/info')).status).toBe(401);
    const filtered = await get<DownlinePage>(agent, '/wps/agent/team/downline?status=locked');
    expect(filtered.body.value?.list.map((m) => m.username)).toEqual(['player10']);

    const unlocked = await send<DownlineMember>(agent, 'PUT', '/wps/agent/team/downline/status', {
      customerId: id.player10,
      locked: false,
    });
    expect(unlocked.body.value?.status).toBe('normal');
    expect((await client.login('player10', 'Member1234')).status).toBe(200);
  });

  it('registers a downline within the rebate ceiling, by the field rules', async () => {
    const settings = await get<DownlineRegisterSettings>(
      agent,
      '/wps/agent/team/register-settings',
    );
    expect(settings.body.value).toMatchObject({ rebateRate: 2, defaultPassword: '123456' });
    const register = (body: Record<string, unknown>, token = agent) =>
      send<DownlineMember>(token, 'POST', '/wps/agent/team/downline', {
        type: 'member',
        username: 'teamnew01',
        password: 'Team12345',
        confirmPassword: 'Team12345',
        rebateRate: 1.2,
        ...body,
      });
    const above = await register({ rebateRate: 2.5 });
    expect(above.body).toMatchObject({
      errorCode: ErrorCode.fieldInvalid,
      value: { field: 'rebateRate' },
    });
    const badName = await register({ username: '9x' });
    expect(badName.body.value).toEqual({ field: 'username' });
    const mismatch = await register({ confirmPassword: 'Other1234' });
    expect(mismatch.body.value).toEqual({ field: 'confirmPassword' });

    const created = await register({});
    expect(created.body.value).toMatchObject({
      username: 'teamnew01',
      type: 'member',
      level: 1,
      rebateRate: 1.2,
      status: 'normal',
    });
    expect((await register({})).body.errorCode).toBe(ErrorCode.usernameTaken);
    const list = await get<DownlinePage>(agent, '/wps/agent/team/downline?username=teamnew01');
    expect(list.body.value?.list.map((m) => m.username)).toEqual(['teamnew01']);
    expect((await client.login('teamnew01', 'Team12345')).status).toBe(200);

    // An agent with the default password: its first login must change it; its upline is agent1.
    const agentAccount = await register({
      type: 'agent',
      username: 'teamagent01',
      password: '',
      confirmPassword: '',
      rebateRate: 1,
    });
    expect(agentAccount.body.value?.type).toBe('agent');
    const [row] = await platform.database.db
      .select()
      .from(customers)
      .where(eq(customers.username, 'teamagent01'));
    expect(row).toMatchObject({ parentId: id.agent1, isAgent: 2, mustChangePassword: true });
    // The sub-agent's ceiling is its own 1.5 %.
    const subAbove = await register({ username: 'subnew01', rebateRate: 1.6 }, sub);
    expect(subAbove.body.value).toEqual({ field: 'rebateRate' });
  });

  it('lists and creates links; a visit and a registration by a link count against it', async () => {
    const listed = await get<AffiliateLinks>(agent, '/wps/agent/team/links');
    const ag1001 = listed.body.value?.list.find((l) => l.code === 'AG1001');
    expect(ag1001).toMatchObject({ type: 'member', visits: 48, registrations: 6 });
    expect(listed.body.value?.list.map((l) => l.code)).not.toContain('AS2001');

    const created = await send<AffiliateLink>(agent, 'POST', '/wps/agent/team/links', {
      type: 'agent',
    });
    const code = created.body.value?.code ?? '';
    expect(code).toMatch(/^AG[0-9A-F]{8}$/);
    const visit = await client.call('POST', '/wps/agent/affiliate/visit', {
      body: { code: code.toLowerCase() },
    });
    expect(visit.status).toBe(200);
    expect(
      (await client.call('POST', '/wps/agent/affiliate/visit', { body: { code: 'NOPE1234' } }))
        .status,
    ).toBe(200);

    const registered = await client.sealed<{ token: string }>(
      '/wps/member/register',
      {
        username: 'linked01',
        password: 'Linked1234',
        confirmPassword: 'Linked1234',
        affiliateCode: code,
        challenge: await client.challenge(),
      },
      {},
      'PUT',
    );
    expect(registered.status).toBe(200);
    const [row] = await platform.database.db
      .select()
      .from(customers)
      .where(eq(customers.username, 'linked01'));
    expect(row).toMatchObject({ parentId: id.agent1, isAgent: 2 });
    const after = await get<AffiliateLinks>(agent, '/wps/agent/team/links');
    expect(after.body.value?.list.find((l) => l.code === code)).toMatchObject({
      visits: 1,
      registrations: 1,
      firstDeposits: 0,
    });
    const [team] = await platform.database.db
      .select()
      .from(teamAccounts)
      .where(eq(teamAccounts.customerId, row?.id ?? 0));
    expect(team?.linkId).toBe(created.body.value?.id);
  });

  it('transfers to a downline with the payment password, once under 10 identical requests', async () => {
    const transfer = (body: Record<string, unknown>, token = agent, key?: string) =>
      send<TransferValue>(
        token,
        'POST',
        '/wps/agent/team/transfer',
        {
          customerId: id.player04,
          amount: 125.5,
          paymentPassword: SEED_AGENT_PAYMENT_PASSWORD,
          ...body,
        },
        key === undefined ? {} : { 'idempotency-key': key },
      );
    const wrong = await transfer({ paymentPassword: '000000' });
    expect(wrong.body.errorCode).toBe(ErrorCode.paymentPasswordInvalid);
    const outside = await transfer({ customerId: id.player01 }, sub);
    expect(outside.status).toBe(404);
    expect(outside.body.errorCode).toBe(ErrorCode.downlineNotFound);

    const agentBefore = await balanceOf('agent1');
    const memberBefore = await balanceOf('player04');
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => transfer({}, agent, 'agent-transfer-0001')),
    );
    for (const reply of replies) expect(reply.body.value?.amount).toBe(125.5);
    expect(await balanceOf('agent1')).toBe(agentBefore - 12_550);
    expect(await balanceOf('player04')).toBe(memberBefore + 12_550);
    const rows = await platform.database.db
      .select()
      .from(walletTransactions)
      .where(
        and(
          inArray(walletTransactions.txType, ['TRANSFER_TO_DOWNLINE', 'TRANSFER_DOWNLINE']),
          inArray(walletTransactions.customerId, [id.agent1 ?? 0, id.player04 ?? 0]),
        ),
      );
    expect(
      rows.filter((r) => r.customerId === id.player04 && r.txType === 'TRANSFER_DOWNLINE'),
    ).toHaveLength(1);
    expect(rows.filter((r) => r.txType === 'TRANSFER_TO_DOWNLINE')).toHaveLength(1);

    const tooMuch = await transfer({ amount: 10_000_000 });
    expect(tooMuch.body.errorCode).toBe(ErrorCode.balanceInsufficient);
  });

  it('sends red envelopes split equally: the agent pays once, each member claims its own', async () => {
    const body = {
      customerIds: [id.player05, id.player06, id.player07],
      totalAmount: 100,
      message: 'Salamat!',
      paymentPassword: SEED_AGENT_PAYMENT_PASSWORD,
    };
    const outside = await send(sub, 'POST', '/wps/agent/team/red-envelopes', {
      ...body,
      customerIds: [id.player01],
    });
    expect(outside.body.errorCode).toBe(ErrorCode.downlineNotFound);
    const wrong = await send(agent, 'POST', '/wps/agent/team/red-envelopes', {
      ...body,
      paymentPassword: '111111',
    });
    expect(wrong.body.errorCode).toBe(ErrorCode.paymentPasswordInvalid);

    const before = await balanceOf('agent1');
    const replies = await Promise.all(
      Array.from({ length: 3 }, () =>
        send<SendRedEnvelopesValue>(agent, 'POST', '/wps/agent/team/red-envelopes', body, {
          'idempotency-key': 'agent-envelopes-0001',
        }),
      ),
    );
    for (const reply of replies)
      expect(reply.body.value?.shares.map((s) => s.amount)).toEqual([33.34, 33.33, 33.33]);
    expect(await balanceOf('agent1')).toBe(before - 10_000);
    const envelopes = await platform.database.db
      .select()
      .from(redEnvelopes)
      .where(and(eq(redEnvelopes.senderId, id.agent1 ?? 0), eq(redEnvelopes.createdAt, now)));
    expect(envelopes).toHaveLength(3);

    const player = await tokenOf('player07', 'Member1234');
    const mine = envelopes.find((e) => e.customerId === id.player07);
    const claim = await client.call<{ amount: number }>('POST', '/wps/member/red-envelopes/claim', {
      token: player,
      body: { id: mine?.id },
    });
    expect(claim.body.value?.amount).toBe(33.33);
  });
});
