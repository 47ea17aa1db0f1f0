import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemApi } from '../system/system-api';
import { makeTestStore } from '../testing/make-test-store';
import { ErrorCode } from '../wire/envelope';

// A stand-in for a reverse proxy whose platform is down: the one case the real platform cannot play.
const gateway = createServer((request, response) => {
  const status = request.url?.includes('too-many') ? 429 : 502;
  response.writeHead(status, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

describe('failures with no envelope', () => {
  it('reads a 502 page from a proxy as network link abnormal', async () => {
    const store = makeTestStore(base);
    const result = await store.dispatch(systemApi.endpoints.systemStatus.initiate());
    expect(result.error).toMatchObject({ status: 502, errorCode: ErrorCode.networkLinkAbnormal });
  });

  it('reads a bare 429 as TOO_MANY_REQUESTS', async () => {
    const store = makeTestStore(`${base}/too-many`);
    const result = await store.dispatch(systemApi.endpoints.systemStatus.initiate());
    expect(result.error).toMatchObject({ status: 429, errorCode: ErrorCode.tooManyRequests });
  });
});
