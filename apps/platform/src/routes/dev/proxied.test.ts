/**
 * The development routes answer only a request made straight to the platform: one that came
 * through a proxy (X-Forwarded-For or Forwarded) is answered 404 as if they did not exist, even
 * when a proxy resolved a `..` into their path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@gaming/api/wire';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';

const MOBILE = '9170000001';

describe.each(testDatabaseKinds())('development routes behind a proxy on %s', (kind) => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false });
  });
  afterAll(() => platform.close());

  const outbox = (headers: Record<string, string>) =>
    platform.app.inject({ method: 'GET', url: `/__dev/sms?mobile=${MOBILE}`, headers });

  it('refuses the outboxes, the settings and the reset to a proxied request, and keeps them direct', async () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9;proto=http' },
      { 'x-forwarded-for': '127.0.0.1' },
    ]) {
      for (const call of [
        { method: 'GET' as const, url: `/__dev/sms?mobile=${MOBILE}` },
        { method: 'GET' as const, url: '/__dev/mail?to=demo%40example.com' },
        { method: 'POST' as const, url: '/__dev/settings', payload: {} },
        { method: 'POST' as const, url: '/__dev/reset', payload: {} },
      ]) {
        const reply = await platform.app.inject({ ...call, headers });
        expect(reply.statusCode, `${call.url} ${JSON.stringify(headers)}`).toBe(404);
        expect(reply.json()).toMatchObject({
          success: false,
          errorCode: ErrorCode.notFound,
          message: 'Not found.',
        });
      }
    }
    // Straight to the platform: answered (no code was sent to the number: its own 404 message).
    const direct = await outbox({});
    expect(direct.json()).toMatchObject({ message: 'No code was sent to this number.' });
    const mail = await platform.app.inject({
      method: 'GET',
      url: '/__dev/mail?to=x%40example.com',
    });
    expect(mail.statusCode).toBe(200);
  });
});
