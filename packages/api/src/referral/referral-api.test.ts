import { describe, expect, inject, it } from 'vitest';
import { tokenChanged } from '../base-api/api-context';
import { sessionApi } from '../session/session-api';
import { makeTestStore } from '../testing/make-test-store';
import { ErrorCode } from '../wire/envelope';
import { referralApi } from './referral-api';

const url = inject('platformUrl');

describe('referral against the platform', () => {
  it('reads the seed member’s code, income and friends', async () => {
    const store = makeTestStore(url);
    const login = await store.dispatch(
      sessionApi.endpoints.login.initiate({
        username: 'demo',
        password: 'Demo1234',
        type: 'username',
      }),
    );
    store.dispatch(tokenChanged(login.data?.token ?? null));
    const overview = await store.dispatch(referralApi.endpoints.referralOverview.initiate());
    expect(overview.data?.invitePath).toBe(`/register?referralCode=${overview.data?.code ?? ''}`);
    expect(overview.data?.rules.rewardPerFriend).toBe(50);
    expect(overview.data?.income.memberCount).toBeGreaterThanOrEqual(6);
    const friends = await store.dispatch(
      referralApi.endpoints.referralFriends.initiate({ pageSize: 3 }),
    );
    expect(friends.data?.list).toHaveLength(3);
    expect(friends.data?.list[0]?.inviteeName).toMatch(/\*\*\*/);
  });

  it('needs a session', async () => {
    const store = makeTestStore(url);
    const reply = await store.dispatch(referralApi.endpoints.referralOverview.initiate());
    expect(reply.error).toMatchObject({ status: 401, errorCode: ErrorCode.notLoggedIn });
  });
});
