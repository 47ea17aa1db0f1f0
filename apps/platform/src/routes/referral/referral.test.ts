import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  AffiliateValue,
  DepositOrder,
  MemberInfo,
  ReferralFriendsPage,
  ReferralOverview,
} from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { walletTransactions } from '../../db/schema';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

describe.each(testDatabaseKinds())('referral on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  let demo: string;
  const now = new Date('2026-11-24T12:00:00Z');

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false, now: () => now });
    client = new TestClient(platform.app);
    const reply = await client.login('demo', 'Demo1234');
    demo = reply.body.value?.token ?? '';
    if (!demo) throw new Error(JSON.stringify(reply.body));
  });
  afterAll(() => platform.close());

  const overview = async (token = demo) =>
    client.call<ReferralOverview>('GET', '/wps/member/referral', { token });
  const friends = async (query = '', token = demo) =>
    client.call<ReferralFriendsPage>('GET', `/wps/member/referral/friends${query}`, { token });
  const register = async (username: string, body: Record<string, unknown>, from?: string) =>
    new TestClient(platform.app, 'PHDEMO', from ? { 'x-forwarded-for': from } : {}).sealed<{
      token: string;
    }>(
      '/wps/member/register',
      {
        challenge: await client.challenge(),
        login: true,
        username,
        password: 'Friend2026',
        confirmPassword: 'Friend2026',
        ...body,
      },
      {},
      'PUT',
    );

  it('gives the member a code, an invitation link, income, rewards and rules', async () => {
    const reply = await overview();
    expect(reply.status).toBe(200);
    const value = reply.body.value;
    expect(value?.code).toMatch(/^RF[0-9A-Z]{4,}$/);
    expect(value?.invitePath).toBe(`/register?referralCode=${value?.code ?? ''}`);
    expect(value?.income).toEqual({
      memberCount: 6,
      depositCount: 3,
      totalAmount: 750,
      invitationAmount: 100,
    });
    expect(value?.statusCounts).toEqual({ A: 2, F: 1, M: 1, E: 1, P: 1 });
    expect(value?.rewards).toEqual([
      { inviteeName: 'fr***2', amount: 50, time: '2026-11-12T04:00:00.000Z' },
      { inviteeName: 'fr***1', amount: 50, time: '2026-11-04T04:00:00.000Z' },
    ]);
    expect(value?.rules).toEqual({
      rewardPerFriend: 50,
      minFirstDeposit: 100,
      depositWithinDays: 7,
    });
  });

  it('lists the friends newest first with masked names and every status', async () => {
    const reply = await friends();
    expect(reply.body.value?.list.map((f) => [f.inviteeName, f.status])).toEqual([
      ['fr***6', 'P'],
      ['fr***2', 'A'],
      ['fr***5', 'F'],
      ['fr***4', 'M'],
      ['fr***3', 'E'],
      ['fr***1', 'A'],
    ]);
    expect(reply.body.value?.list[1]?.firstDepositTime).toBe('2026-11-12T04:00:00.000Z');
    // The seed friends are ordinary members who log in from this machine.
    const friend = await client.login('friend01', 'Friend1234');
    expect(friend.body.value?.token).toBeTruthy();
    const paged = await friends('?pageNo=2&pageSize=4');
    expect(paged.body.value).toMatchObject({ totalCount: 6, totalPages: 2, pageNo: 2 });
    expect(paged.body.value?.list).toHaveLength(2);
  });

  it('counts a friend who registers through the link, and a second from the same address as a duplicate', async () => {
    const code = (await overview()).body.value?.code ?? '';
    // The registration form checks the code first (§4): the member's own code is known.
    const check = await client.call<AffiliateValue>('GET', `/wps/agent/affiliate?code=${code}`);
    expect(check.status).toBe(200);
    expect(check.body.value?.agentNickname).toBe('Demo Player');

    const first = await register('linkfriend1', { affiliateCode: code }, '198.51.100.7');
    expect(first.status).toBe(200);
    const info = await client.call<MemberInfo>('GET', '/wps/member/info', {
      token: first.body.value?.token ?? '',
    });
    expect(info.body.value?.isAgent).toBe(0);
    // The link's own field name works as well.
    const second = await register(
      'linkfriend2',
      { referralCode: code.toLowerCase() },
      '198.51.100.7',
    );
    expect(second.status).toBe(200);

    const list = (await friends()).body.value?.list ?? [];
    expect(list.slice(0, 2).map((f) => [f.inviteeName, f.status, f.registerTime])).toEqual([
      ['li***2', 'M', now.toISOString()],
      ['li***1', 'P', now.toISOString()],
    ]);
    expect((await overview()).body.value?.income.memberCount).toBe(8);
  });

  it("pays the reward into the referrer's wallet once, when the friend's first deposit is approved", async () => {
    const code = (await overview()).body.value?.code ?? '';
    const friend = await register('depofriend', { affiliateCode: code }, '198.51.100.31');
    const friendToken = friend.body.value?.token ?? '';
    const depositOf = async (amount: number) => {
      const order = await client.call<DepositOrder>('POST', '/wps/member/deposit', {
        token: friendToken,
        body: { channelId: 1, amount },
      });
      const orderNo = order.body.value?.orderNo ?? '';
      // Two operator clicks at once: one approval.
      await Promise.all(
        ['approve', 'approve'].map((decision) =>
          client.call('POST', '/__dev/payments/decide', { body: { orderNo, decision } }),
        ),
      );
    };
    const rewardRows = async () => {
      const { db } = platform.database;
      return db.select().from(walletTransactions).where(eq(walletTransactions.txType, 'REFERRAL'));
    };
    const incomeBefore = (await overview()).body.value?.income.invitationAmount ?? 0;
    await depositOf(300);
    await depositOf(500);
    const rows = await rewardRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amount).toBe(50);
    const row = (await friends()).body.value?.list.find((f) => f.inviteeName === 'de***d');
    expect(row?.status).toBe('A');
    expect((await overview()).body.value?.income.invitationAmount).toBe(incomeBefore + 50);
  });

  it('refuses an unknown or a trial account’s code like any unknown invitation code', async () => {
    const unknown = await register('nofriend1', { affiliateCode: 'RFZZZZZZ' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorCode).toBe(ErrorCode.invitationCodeError);
    const check = await client.call('GET', '/wps/agent/affiliate?code=RF0');
    expect(check.body.errorCode).toBe(ErrorCode.invitationCodeError);
  });

  it('answers only while referral is on, and only real accounts', async () => {
    expect((await client.call('GET', '/wps/member/referral')).status).toBe(401);
    const trial = await client.sealed<{ token: string }>('/wps/session/login/freeplay', {
      os: 'linux',
      platform: 'W',
    });
    const refused = await overview(trial.body.value?.token);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(ErrorCode.needTrueAccount);

    await client.call('POST', '/__dev/settings', { body: { whitelabel: { REFERRAL: false } } });
    try {
      const off = await overview();
      expect(off.status).toBe(403);
      expect(off.body.errorCode).toBe(ErrorCode.operationNotEnabled);
      expect((await friends()).body.errorCode).toBe(ErrorCode.operationNotEnabled);
    } finally {
      await client.call('POST', '/__dev/settings', { body: { whitelabel: { REFERRAL: true } } });
    }
  });
});
