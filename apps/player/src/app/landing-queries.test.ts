import { memberOf, ok, permissionOf, stubPlatform } from '@gaming/api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTestStore } from '../test/render';
import { signedInCallsOf } from './first-calls';
import { startMemberCentreQueries } from './landing-queries';

afterEach(() => vi.unstubAllGlobals());

/** A platform answering every call a member centre visit makes; the paths asked, in order. */
function platform(isAgent: number) {
  const fetchMock = stubPlatform({
    '/wps/system/permission': () => ok(permissionOf()),
    '/wps/member/info': () => ok(memberOf({ isAgent })),
    '/wps/v2/wallets/balance': () => ok({ balance: 10 }),
    '/wps/member/centre/summary': () => ok({}),
    '/wps/relay/GCS_merchantWallet': () => ok({ isSingle: 1, toUpline: 0 }),
    '/wps/member/records/rebate-rates': () => ok({ hasRebate: false }),
    '/wps/member/deposit/settings': () => ok({}),
    '/wps/member/deposit/orders': () => ok([]),
  });
  return () =>
    fetchMock.mock.calls.map(
      ([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname,
    );
}

describe("the member centre's data before the first render", () => {
  it("is the permission and exactly the calls the boot started, so the boot's answers are taken", async () => {
    const asked = platform(0);
    const store = makeTestStore({ token: 'session-token' });
    await startMemberCentreQueries(store.dispatch, '/member/withdraw');
    expect(new Set(asked())).toEqual(
      new Set(['/wps/system/permission', ...signedInCallsOf('/member/withdraw')]),
    );
    // The member is in the cache the frame reads on its first render.
    const member = store.getState().api.queries['memberInfo(undefined)'];
    expect(member?.data).toMatchObject({ username: 'demo' });
  });

  it('asks a trial account only for what its frame reads: the permission and the member', async () => {
    const asked = platform(4);
    await startMemberCentreQueries(makeTestStore({ token: 'trial-token' }).dispatch, '/member');
    expect(new Set(asked())).toEqual(new Set(['/wps/system/permission', '/wps/member/info']));
  });

  it('asks nothing on a page outside the member centre', async () => {
    const asked = platform(0);
    await startMemberCentreQueries(makeTestStore({ token: 'session-token' }).dispatch, '/rng');
    expect(asked()).toEqual([]);
  });
});
