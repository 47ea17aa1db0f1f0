import { describe, expect, inject, it } from 'vitest';
import { tokenChanged } from '../base-api/api-context';
import { missionsApi } from '../missions/missions-api';
import { sessionApi } from '../session/session-api';
import { makeTestStore } from '../testing/make-test-store';
import { ErrorCode } from '../wire/envelope';
import { pointsApi } from './points-api';

const url = inject('platformUrl');

async function memberStore() {
  const store = makeTestStore(url);
  const login = await store.dispatch(
    sessionApi.endpoints.login.initiate({
      username: 'player10',
      password: 'Member1234',
      type: 'username',
    }),
  );
  store.dispatch(tokenChanged(login.data?.token ?? null));
  return store;
}

describe('points mall and missions against the platform', () => {
  it('reads points, rules and rewards, and seals the redemption', async () => {
    const store = await memberStore();
    const balance = await store.dispatch(pointsApi.endpoints.pointBalance.initiate());
    expect(typeof balance.data?.points).toBe('number');
    const config = await store.dispatch(pointsApi.endpoints.pointConfig.initiate());
    expect(config.data).toMatchObject({ neverExpire: true, exchangeRate: 10 });
    const rewards = await store.dispatch(pointsApi.endpoints.pointRewards.initiate({ type: 3 }));
    const first = rewards.data?.list[0];
    expect(first?.type).toBe(3);
    // The sealed body was opened and checked: this member has no payment password yet.
    const redeem = await store.dispatch(
      pointsApi.endpoints.redeemPoints.initiate({
        rewardId: first?.id ?? 1,
        quantity: 1,
        redeemType: 'P',
        name: 'Juan Dela Cruz',
        address: 'Makati',
        mobile: '9171234567',
        paymentPassword: '123456',
        idempotencyKey: crypto.randomUUID(),
      }),
    );
    expect(redeem.error).toMatchObject({ errorCode: ErrorCode.paymentPasswordNotSet });
    const history = await store.dispatch(
      pointsApi.endpoints.redemptions.initiate({ startDate: '2026-11-01', endDate: '2026-11-24' }),
    );
    expect(history.data).toMatchObject({ list: [], pageSize: 13 });
  });

  it('lists missions, the badge, and refuses a claim with nothing reached', async () => {
    const store = await memberStore();
    const missions = await store.dispatch(
      missionsApi.endpoints.missions.initiate({ language: 'EN' }),
    );
    expect(Array.isArray(missions.data?.list)).toBe(true);
    const badge = await store.dispatch(missionsApi.endpoints.missionBadge.initiate());
    expect(typeof badge.data?.count).toBe('number');
    const mission = missions.data?.list[0];
    if (!mission) return;
    const board = await store.dispatch(
      missionsApi.endpoints.missionLeaderboard.initiate(mission.id),
    );
    expect(board.data?.missionId).toBe(mission.id);
    if (mission.milestones.some((milestone) => milestone.rewardStatus === 'I')) return;
    const claim = await store.dispatch(
      missionsApi.endpoints.claimMission.initiate({
        missionId: mission.id,
        idempotencyKey: crypto.randomUUID(),
      }),
    );
    expect(claim.error).toMatchObject({ errorCode: ErrorCode.missionNothingToClaim });
  });
});
