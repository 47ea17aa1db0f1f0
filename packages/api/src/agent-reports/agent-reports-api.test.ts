import { describe, expect, inject, it } from 'vitest';
import { tokenChanged } from '../base-api/api-context';
import { sessionApi } from '../session/session-api';
import { makeTestStore } from '../testing/make-test-store';
import { ErrorCode } from '../wire/envelope';
import { agentReportsApi } from './agent-reports-api';

const url = inject('platformUrl');

/** Site day `days` before today (Manila time), `YYYY-MM-DD`. */
const dayBefore = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);

describe('agent reports against the platform', () => {
  it('reads the agent’s reports and carries the platform’s refusals', async () => {
    const store = makeTestStore(url);
    const login = await store.dispatch(
      sessionApi.endpoints.login.initiate({
        username: 'agent1',
        password: 'Agent1234',
        type: 'username',
      }),
    );
    store.dispatch(tokenChanged(login.data?.token ?? null));
    const range = { from: dayBefore(30), to: dayBefore(0) };
    const betting = await store.dispatch(
      agentReportsApi.endpoints.teamBetting.initiate({ ...range, period: 'weekly' }),
    );
    expect(betting.data).toMatchObject({ pageNo: 1, pageSize: 20 });
    const income = await store.dispatch(agentReportsApi.endpoints.income.initiate(range));
    expect(income.data?.trend).toBeInstanceOf(Array);
    const pnl = await store.dispatch(
      agentReportsApi.endpoints.userPnl.initiate({ ...range, username: 'nobody_here' }),
    );
    expect(pnl.error).toMatchObject({ status: 404, errorCode: ErrorCode.downlineNotFound });
    const inverted = await store.dispatch(
      agentReportsApi.endpoints.downlineTransactions.initiate({ from: range.to, to: range.from }),
    );
    expect(inverted.error).toMatchObject({
      status: 400,
      errorCode: ErrorCode.reportRangeInvalid,
    });
  });
});
