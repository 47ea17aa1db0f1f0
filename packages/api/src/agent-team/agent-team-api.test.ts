import { describe, expect, inject, it } from 'vitest';
import { tokenChanged } from '../base-api/api-context';
import { sessionApi } from '../session/session-api';
import { makeTestStore } from '../testing/make-test-store';
import { ErrorCode } from '../wire/envelope';
import { agentTeamApi } from './agent-team-api';

const url = inject('platformUrl');

describe('agent team against the platform', () => {
  it("reads the agent's tree and sends the transfer with its Idempotency-Key", async () => {
    const store = makeTestStore(url);
    const login = await store.dispatch(
      sessionApi.endpoints.login.initiate({
        username: 'agent1sub',
        password: 'Member1234',
        type: 'username',
      }),
    );
    store.dispatch(tokenChanged(login.data?.token ?? null));
    const page = await store.dispatch(
      agentTeamApi.endpoints.teamDownline.initiate({ username: 'player', pageSize: 50 }),
    );
    expect(page.data?.list.map((m) => m.username).sort()).toEqual([
      'player07',
      'player08',
      'player09',
      'player10',
    ]);
    const overview = await store.dispatch(
      agentTeamApi.endpoints.teamOverview.initiate({ period: 'month' }),
    );
    expect(overview.data?.members).toBe(5);
    // A malformed key is refused before anything else: proof the header travels.
    const badKey = await store.dispatch(
      agentTeamApi.endpoints.teamTransfer.initiate({
        customerId: page.data?.list[0]?.id ?? 1,
        amount: 1,
        paymentPassword: '123456',
        idempotencyKey: 'bad key!',
      }),
    );
    expect(badKey.error).toMatchObject({ status: 400, errorCode: ErrorCode.requestInvalid });
  });
});
