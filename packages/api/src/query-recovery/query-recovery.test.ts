import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiContextSlice, configured, sessionExpired, tokenChanged } from '../base-api/api-context';
import { baseApi } from '../base-api/base-api';
import { memberApi } from '../member/member-api';
import { systemApi } from '../system/system-api';
import { ErrorCode } from '../wire/envelope';
import type { RecoveryOptions } from './query-recovery';
import { startQueryRecovery } from './query-recovery';

// A gateway in front of a platform that goes down and comes back; the balance call wants "fresh".
let up = false;
let calls = 0;
const gateway = createServer((request, response) => {
  calls += 1;
  if (!up) {
    response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    return;
  }
  const json = (body: unknown) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (
    request.url?.startsWith('/wps/v2/wallets/balance') &&
    request.headers.authorization !== 'fresh'
  )
    json({ success: false, errorCode: ErrorCode.tokenInvalid });
  else json({ success: true, value: { status: 1, balance: 5 } });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));
beforeEach(() => {
  up = false;
  calls = 0;
});

function storeWithRecovery(options: RecoveryOptions) {
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: combineReducers({
      apiContext: apiContextSlice.reducer,
      [baseApi.reducerPath]: baseApi.reducer,
    }),
    middleware: (getDefault) =>
      getDefault().prepend(listeners.middleware).concat(baseApi.middleware),
  });
  store.dispatch(configured({ apiBase: base, merchantCode: 'PHDEMO' }));
  startQueryRecovery(store.dispatch, options);
  return store;
}

const until = async (check: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('failed queries recover without a reload', () => {
  it('asks a query that failed with network link abnormal again on the poll', async () => {
    const store = storeWithRecovery({ pollMs: 100, target: new EventTarget() });
    const watched = store.dispatch(systemApi.endpoints.systemStatus.initiate());
    const first = await watched;
    expect(first.error).toMatchObject({ errorCode: ErrorCode.networkLinkAbnormal });
    // Still down at the first poll: asked again, and again later.
    await until(() => calls >= 2);
    up = true;
    await until(() => systemApi.endpoints.systemStatus.select()(store.getState()).isSuccess);
    watched.unsubscribe();
  });

  it('asks at once when the browser is back online, and not a query nobody watches', async () => {
    const target = new EventTarget();
    const store = storeWithRecovery({ pollMs: 60_000, target, isHidden: () => false });
    const watched = store.dispatch(systemApi.endpoints.systemStatus.initiate());
    await watched;
    // A failed read nobody watches any more is left alone.
    const gone = store.dispatch(systemApi.endpoints.registerSettings.initiate());
    await gone;
    gone.unsubscribe();
    up = true;
    calls = 0;
    target.dispatchEvent(new Event('online'));
    await until(() => systemApi.endpoints.systemStatus.select()(store.getState()).isSuccess);
    expect(calls).toBe(1);
    watched.unsubscribe();
  });

  it('asks the calls refused for the ended session again after a new sign-in', async () => {
    up = true;
    const store = storeWithRecovery({ pollMs: 60_000, target: new EventTarget() });
    store.dispatch(tokenChanged('old'));
    const watched = store.dispatch(memberApi.endpoints.balance.initiate());
    await watched;
    expect(store.getState().apiContext).toMatchObject({ token: null, expired: true });
    store.dispatch(tokenChanged('fresh'));
    await until(() => memberApi.endpoints.balance.select()(store.getState()).isSuccess);
    expect(store.getState().apiContext.expired).toBe(false);
    watched.unsubscribe();
  });
});

describe('an ended session', () => {
  it('ends only the session in use', () => {
    const store = storeWithRecovery({ target: undefined });
    store.dispatch(tokenChanged('current'));
    // A late answer to a call made with an older session leaves the current one alone.
    store.dispatch(sessionExpired({ errorCode: ErrorCode.tokenInvalid, token: 'older' }));
    expect(store.getState().apiContext).toMatchObject({ token: 'current', expired: false });
    store.dispatch(tokenChanged('current'));
    store.dispatch(sessionExpired({ errorCode: ErrorCode.tokenInvalid, token: 'current' }));
    expect(store.getState().apiContext).toMatchObject({ token: null, expired: true });
  });
});
