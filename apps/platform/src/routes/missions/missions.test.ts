import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClaimMissionValue,
  LaunchGameValue,
  MissionBadge,
  MissionLeaderboard,
  MissionsValue,
} from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { customers, games, pointMovements, walletTransactions } from '../../db/schema';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

describe.each(testDatabaseKinds())('missions on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  let token: string;
  const now = new Date('2026-11-24T12:00:00Z');

  beforeAll(async () => {
    platform = await startTestPlatform({
      kind,
      listen: false,
      now: () => now,
      spinSeed: () => createHash('sha256').update(String(Math.random())).digest(),
    });
    client = new TestClient(platform.app);
    const reply = await client.login('demo', 'Demo1234');
    token = reply.body.value?.token ?? '';
    if (!token) throw new Error(JSON.stringify(reply.body));
  });
  afterAll(() => platform.close());

  const get = <T>(url: string) => client.call<T>('GET', url, { token });
  const missions = async () =>
    (await get<MissionsValue>('/wps/member/missions')).body.value?.list ?? [];
  const slotMission = async () => {
    const mission = (await missions()).find((entry) => entry.title === 'Year-end slot marathon');
    if (!mission) throw new Error('no slot mission');
    return mission;
  };

  async function spin(bet: number): Promise<void> {
    const [slot] = await platform.database.db
      .select()
      .from(games)
      .where(eq(games.vassalage, 'NOVA_REELS'))
      .limit(1);
    if (!slot) throw new Error('no slot');
    const launch = await client.call<LaunchGameValue>('POST', '/wps/game/launchGame', {
      token,
      body: { accountType: 1, nodeId: slot.nodeId, language: 'EN', launchMode: 'GAME' },
    });
    const ticket = new URL(
      launch.body.value?.content.game_url ?? '',
      'http://platform',
    ).searchParams.get('ticket');
    if (!ticket) throw new Error(JSON.stringify(launch.body));
    const reply = await client.call('POST', '/lgw/demo/spin', { body: { ticket, bet } });
    expect(reply.status).toBe(200);
  }

  it('lists ongoing missions with milestones and the member’s progress', async () => {
    const list = await missions();
    expect(list.map((mission) => mission.title)).toEqual([
      'Year-end slot marathon',
      'Deposit and play challenge',
    ]);
    const mission = list[0];
    expect(mission?.totalMilestones).toBe(4);
    expect(mission?.milestones.map((milestone) => milestone.condition)).toEqual([
      'BET_COUNT',
      'VALID_BET',
      'VALID_BET',
      'PROFIT_MULTIPLIER',
    ]);
  });

  it('moves a mission’s progress after a real-money spin on the demo slot', async () => {
    const before = await slotMission();
    await spin(25);
    const after = await slotMission();
    const count = (m: typeof before) =>
      m.milestones.find((x) => x.condition === 'BET_COUNT')?.actual ?? NaN;
    const valid = (m: typeof before) =>
      m.milestones.find((x) => x.condition === 'VALID_BET')?.actual ?? NaN;
    expect(count(after)).toBe(count(before) + 1);
    expect(valid(after)).toBeCloseTo(valid(before) + 25, 2);
  });

  it('ranks members on the leaderboard with masked usernames', async () => {
    const mission = await slotMission();
    const reply = await get<MissionLeaderboard>(
      `/wps/member/missions/${String(mission.id)}/leaderboard`,
    );
    const board = reply.body.value;
    expect(board?.rankBy).toBe('VALID_BET');
    expect(board?.mine?.username).toBe('demo');
    expect(board?.list.every((entry) => entry.isMe || entry.username.includes('*'))).toBe(true);
    expect(board?.mine?.rank).toBe(mission.ranked);
  });

  it('claims reached milestones exactly once under 10 concurrent clicks (with and without a key)', async () => {
    // Reach the bet-count milestone (10 bets in the period).
    let mission = await slotMission();
    const betCount = mission.milestones.find((x) => x.condition === 'BET_COUNT');
    if (!betCount) throw new Error('no bet count milestone');
    for (let n = betCount.actual; n < betCount.target; n++) await spin(1);
    mission = await slotMission();
    expect(mission.milestones[0]?.rewardStatus).toBe('I');
    const badge = await get<MissionBadge>('/wps/member/missions/badge');
    expect(badge.body.value?.count).toBeGreaterThanOrEqual(1);

    const claim = (key?: string) =>
      client.call<ClaimMissionValue>('POST', `/wps/member/missions/${String(mission.id)}/claim`, {
        token,
        ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
      });
    const replies = await Promise.all([
      ...Array.from({ length: 5 }, () => claim('mission-claim-01')),
      ...Array.from({ length: 5 }, () => claim()),
    ]);
    const ok = replies.filter((reply) => reply.status === 200);
    const claimIds = new Set(ok.map((reply) => JSON.stringify(reply.body.value?.claimed)));
    expect(claimIds.size).toBe(1);
    expect(
      replies
        .filter((reply) => reply.status !== 200)
        .every((reply) => reply.body.errorCode === ErrorCode.missionNothingToClaim),
    ).toBe(true);
    const [demo] = await platform.database.db
      .select()
      .from(customers)
      .where(eq(customers.username, 'demo'));
    if (!demo) throw new Error('no demo');
    const bonuses = await platform.database.db
      .select()
      .from(walletTransactions)
      .where(
        and(eq(walletTransactions.customerId, demo.id), eq(walletTransactions.txType, 'PROMOTION')),
      );
    const claimed = ok[0]?.body.value?.claimed ?? [];
    expect(claimed.length).toBeGreaterThanOrEqual(1);
    // One movement per claimed milestone, however many clicks.
    expect(bonuses.filter((row) => row.remark === 'Year-end slot marathon')).toHaveLength(
      claimed.filter((entry) => entry.bonusAmount > 0).length,
    );
    const points = await platform.database.db
      .select()
      .from(pointMovements)
      .where(and(eq(pointMovements.customerId, demo.id), eq(pointMovements.kind, 'MISSION')));
    // The seed's earlier mission reward is not one of these claims.
    expect(points.filter((row) => row.reference.startsWith('MS'))).toHaveLength(
      claimed.filter((entry) => entry.pointAmount > 0).length,
    );
    mission = await slotMission();
    expect(mission.milestones[0]?.rewardStatus).toBe('A');
  });

  it('refuses a claim with nothing reached', async () => {
    const deposit = (await missions()).find((entry) => entry.rankBy === 'DEPOSIT_AMOUNT');
    if (!deposit) throw new Error('no deposit mission');
    const reached = deposit.milestones.filter((milestone) => milestone.rewardStatus === 'I');
    const reply = await client.call(`POST`, `/wps/member/missions/${String(deposit.id)}/claim`, {
      token,
    });
    if (reached.length === 0) expect(reply.body.errorCode).toBe(ErrorCode.missionNothingToClaim);
    else expect(reply.status).toBe(200);
  });
});
