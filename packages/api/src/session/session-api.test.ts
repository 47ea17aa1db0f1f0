import { beforeEach, describe, expect, inject, it } from 'vitest';
import { tokenChanged } from '../base-api/api-context';
import { memberApi } from '../member/member-api';
import { makeTestStore } from '../testing/make-test-store';
import { ErrorCode } from '../wire/envelope';
import { sessionApi } from './session-api';

const url = inject('platformUrl');

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Merchant: 'PHDEMO', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; errorCode?: string },
  };
}

describe('session calls against the platform', () => {
  let store: ReturnType<typeof makeTestStore>;
  // A fresh store per test: cached queries of one test must not answer for the next.
  beforeEach(() => {
    store = makeTestStore(url);
  });

  it('logs the seed member in with a sealed login and a solved challenge, then loads member info', async () => {
    const login = await store.dispatch(
      sessionApi.endpoints.login.initiate({
        username: 'demo',
        password: 'Demo1234',
        type: 'username',
      }),
    );
    expect(login.error).toBeUndefined();
    expect(login.data?.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(login.data?.isAgent).toBe(0);
    store.dispatch(tokenChanged(login.data?.token ?? null));
    const info = await store.dispatch(memberApi.endpoints.memberInfo.initiate());
    expect(info.data?.account).toBe('demo');
    expect(info.data?.currency).toBe('TLB');
    const balance = await store.dispatch(memberApi.endpoints.balance.initiate());
    expect(balance.data?.balance).toBe(info.data?.balance);
  });

  it('refuses the same login sent unsealed, with encryption.required', async () => {
    const reply = await post('/wps/session/login', {
      username: 'demo',
      password: 'Demo1234',
      type: 'username',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, errorCode: ErrorCode.encryptionRequired });
  });

  it('refuses a wrong password with login.failed and asks for the captcha on the third failure', async () => {
    const attempt = () =>
      store.dispatch(
        sessionApi.endpoints.login.initiate({
          username: 'player01',
          password: 'wrong-pass1',
          type: 'username',
        }),
      );
    const first = await attempt();
    expect(first.error).toMatchObject({
      errorCode: ErrorCode.loginFailed,
      value: { captcha: false },
    });
    await attempt();
    const third = await attempt();
    expect(third.error).toMatchObject({
      errorCode: ErrorCode.loginFailed,
      value: { captcha: true },
    });
    // From now on even the right password needs the captcha.
    const right = await store.dispatch(
      sessionApi.endpoints.login.initiate({
        username: 'player01',
        password: 'Member1234',
        type: 'username',
      }),
    );
    expect(right.error).toMatchObject({
      errorCode: ErrorCode.captchaRequired,
      value: { captcha: true },
    });
  });

  it('turns a session error into sessionExpired: the token is cleared', async () => {
    store.dispatch(tokenChanged('not-a-real-token'));
    const info = await store.dispatch(
      memberApi.endpoints.memberInfo.initiate(undefined, { forceRefetch: true }),
    );
    expect(info.error).toMatchObject({ status: 401, errorCode: ErrorCode.tokenInvalid });
    expect(store.getState().apiContext.token).toBeNull();
  });

  it('logs out: the token stops working', async () => {
    const login = await store.dispatch(
      sessionApi.endpoints.login.initiate({
        username: 'agent1',
        password: 'Agent1234',
        type: 'username',
      }),
    );
    expect(login.data?.isAgent).toBe(1);
    store.dispatch(tokenChanged(login.data?.token ?? null));
    const out = await store.dispatch(sessionApi.endpoints.logout.initiate());
    expect(out.error).toBeUndefined();
    const info = await store.dispatch(
      memberApi.endpoints.memberInfo.initiate(undefined, { forceRefetch: true }),
    );
    expect(info.error).toMatchObject({ errorCode: ErrorCode.tokenInvalid });
  });

  it('logs out a token the app never stored (a refused login)', async () => {
    const login = await store.dispatch(
      sessionApi.endpoints.login.initiate({
        username: 'demo',
        password: 'Demo1234',
        type: 'username',
      }),
    );
    const token = login.data?.token ?? '';
    expect(store.getState().apiContext.token).toBeNull();
    const out = await store.dispatch(sessionApi.endpoints.logout.initiate({ token }));
    expect(out.error).toBeUndefined();
    store.dispatch(tokenChanged(token));
    const info = await store.dispatch(
      memberApi.endpoints.memberInfo.initiate(undefined, { forceRefetch: true }),
    );
    expect(info.error).toMatchObject({ errorCode: ErrorCode.tokenInvalid });
  });

  it('starts a free-play trial account (isAgent 4) through the sealed free-play login', async () => {
    const trial = await store.dispatch(
      sessionApi.endpoints.freePlayLogin.initiate({ os: 'linux' }),
    );
    expect(trial.data).toMatchObject({ isAgent: 4 });
    store.dispatch(tokenChanged(trial.data?.token ?? null));
    const info = await store.dispatch(
      memberApi.endpoints.memberInfo.initiate(undefined, { forceRefetch: true }),
    );
    expect(info.data?.isAgent).toBe(4);
  });
});

describe('network failures', () => {
  it('maps an unreachable platform to network_link_abnormal', async () => {
    const offline = makeTestStore('http://127.0.0.1:9');
    const status = await offline.dispatch(
      (await import('../system/system-api')).systemApi.endpoints.systemStatus.initiate(),
    );
    expect(status.error).toMatchObject({
      status: 'FETCH_ERROR',
      errorCode: ErrorCode.networkLinkAbnormal,
    });
  });
});
