import { describe, expect, inject, it } from 'vitest';
import { tokenChanged } from '../base-api/api-context';
import { sessionApi } from '../session/session-api';
import { makeTestStore } from '../testing/make-test-store';
import { ErrorCode } from '../wire/envelope';
import { recordsApi } from './records-api';

const url = inject('platformUrl');

describe('records against the platform', () => {
  it('reads a tab of bets and sends the claim with its Idempotency-Key', async () => {
    const store = makeTestStore(url);
    const login = await store.dispatch(
      sessionApi.endpoints.login.initiate({
        username: 'player10',
        password: 'Member1234',
        type: 'username',
      }),
    );
    store.dispatch(tokenChanged(login.data?.token ?? null));
    const tabs = await store.dispatch(recordsApi.endpoints.gameMakers.initiate());
    expect(tabs.data?.[0]).toMatchObject({ gameType: 'RNG', layout: 'casino' });
    const page = await store.dispatch(
      recordsApi.endpoints.bets.initiate({
        // player10 plays slots in the agent reports' seed, never sports.
        gameType: 'SPORTS',
        startDate: '2026-11-01',
        endDate: '2026-11-24',
      }),
    );
    expect(page.data).toMatchObject({ list: [], totalCount: 0, pageSize: 13 });
    const badRange = await store.dispatch(
      recordsApi.endpoints.bets.initiate({
        gameType: 'RNG',
        startDate: '2026-11-24',
        endDate: '2026-11-01',
      }),
    );
    expect(badRange.error).toMatchObject({ status: 400, errorCode: ErrorCode.requestInvalid });
    // A malformed key is refused before anything else: proof the header travels.
    const badKey = await store.dispatch(
      recordsApi.endpoints.claimRebate.initiate({
        balanceDate: '2026-11-05',
        claims: [{ category: 'LIVE', amount: 4 }],
        idempotencyKey: 'x',
      }),
    );
    expect(badKey.error).toMatchObject({ status: 400, errorCode: ErrorCode.requestInvalid });
    const nothing = await store.dispatch(
      recordsApi.endpoints.claimRebate.initiate({
        balanceDate: '2026-11-05',
        claims: [{ category: 'LIVE', amount: 4 }],
        idempotencyKey: crypto.randomUUID(),
      }),
    );
    expect(nothing.error).toMatchObject({ errorCode: ErrorCode.rebateNothingToClaim });
  });
});
