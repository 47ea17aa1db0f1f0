import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ErrorCode } from '@gaming/api/wire';
import { captchas, customers } from './db/schema';
import type { TestPlatform } from './testing';
import { startTestPlatform, testDatabaseKinds } from './testing';
import { TestClient } from './testing/client';

describe.each(testDatabaseKinds())('platform on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  let clock = new Date('2026-11-21T10:00:00Z');

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, now: () => clock });
    client = new TestClient(platform.app);
  });
  afterAll(() => platform.close());

  describe('system', () => {
    it('answers the permission call with the site configuration', async () => {
      const reply = await client.call<{
        status: number;
        info: { whitelabel: Record<string, boolean> };
      }>('GET', '/wps/system/permission');
      expect(reply.status).toBe(200);
      expect(reply.body.success).toBe(true);
      expect(reply.body.value?.status).toBe(0);
      expect(reply.body.value?.info.whitelabel.FREEPLAY3).toBe(true);
    });

    it('switches status through /__dev/settings: maintenance gates login but not system calls', async () => {
      await client.call('POST', '/__dev/settings', { body: { status: 1 } });
      onTestFinished(async () => {
        await client.call('POST', '/__dev/settings', { body: { status: 0 } });
      });
      const status = await client.call<{ status: number }>('GET', '/wps/system/status');
      expect(status.body.value?.status).toBe(1);
      const permission = await client.call<{ maintenance: { enabled: boolean } }>(
        'GET',
        '/wps/system/permission',
      );
      expect(permission.body.value?.maintenance.enabled).toBe(true);
      const login = await client.sealed('/wps/session/login', {
        username: 'demo',
        password: 'Demo1234',
        type: 'username',
      });
      expect(login.status).toBe(503);
      expect(login.body.errorCode).toBe(ErrorCode.systemMaintenance);
      await client.call('POST', '/__dev/settings', { body: { status: 2 } });
      const blocked = await client.call<{ regionRestriction: { restricted: boolean; ip: string } }>(
        'GET',
        '/wps/system/permission',
      );
      expect(blocked.body.value?.regionRestriction).toMatchObject({
        restricted: true,
        ip: '127.0.0.1',
      });
      const info = await client.call('GET', '/wps/member/info', { token: 'any' });
      expect(info.status).toBe(403);
      expect(info.body.errorCode).toBe(ErrorCode.accessRestricted);
    });
  });

  describe('bad input gets a 4xx envelope, never a 500', () => {
    it('refuses a missing Merchant header', async () => {
      const response = await platform.app.inject({ method: 'GET', url: '/wps/system/status' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errorCode: ErrorCode.merchantMissing,
      });
    });

    it('refuses a doubled Merchant header', async () => {
      if (!platform.url) await platform.app.listen({ host: '127.0.0.1', port: 0 });
      const address = platform.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const { status, body } = await new Promise<{ status: number; body: string }>(
        (resolve, reject) => {
          const req = httpRequest(
            {
              host: '127.0.0.1',
              port,
              path: '/wps/system/status',
              headers: ['Host', `127.0.0.1:${port}`, 'Merchant', 'PHDEMO', 'Merchant', 'PHDEMO'],
            },
            (res) => {
              let text = '';
              res.on('data', (chunk: Buffer) => (text += chunk.toString()));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
            },
          );
          req.on('error', reject);
          req.end();
        },
      );
      expect(status).toBe(400);
      expect(JSON.parse(body)).toMatchObject({
        success: false,
        errorCode: ErrorCode.merchantDuplicate,
      });
    });

    it('refuses an unsealed body for a sealed call', async () => {
      const reply = await client.call('POST', '/wps/session/login', {
        body: { username: 'demo', password: 'Demo1234', type: 'username' },
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, errorCode: ErrorCode.encryptionRequired });
    });

    it('refuses malformed JSON', async () => {
      const reply = await client.call('POST', '/wps/session/login', {
        raw: '{"value": "abc',
        headers: { encryption: 'x.y.z' },
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, errorCode: ErrorCode.requestInvalid });
    });

    it('refuses an oversize body', async () => {
      const reply = await client.call('POST', '/wps/verification/sms/register', {
        body: { mobileNum: '9'.repeat(100_000) },
      });
      expect(reply.status).toBe(413);
      expect(reply.body).toMatchObject({ success: false, errorCode: ErrorCode.requestTooLarge });
    });

    it('refuses an unknown token, and a missing one', async () => {
      const unknown = await client.call('GET', '/wps/member/info', { token: 'made-up-token' });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toMatchObject({ success: false, errorCode: ErrorCode.tokenInvalid });
      const missing = await client.call('GET', '/wps/member/info');
      expect(missing.status).toBe(401);
      expect(missing.body.errorCode).toBe(ErrorCode.notLoggedIn);
    });

    it('refuses a sealed body under an unknown key with encryption.key.unknown', async () => {
      const reply = await client.call('POST', '/wps/session/login', {
        body: { value: 'AAAA' },
        headers: { encryption: `deadbeef0000.${'A'.repeat(32)}.${'B'.repeat(16)}` },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.errorCode).toBe(ErrorCode.encryptionKeyUnknown);
    });

    it('refuses a garbled envelope header with encryption.invalid', async () => {
      const reply = await client.call('POST', '/wps/session/login', {
        body: { value: 'AAAA' },
        headers: { encryption: 'RSA' },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.errorCode).toBe(ErrorCode.encryptionInvalid);
    });

    it('refuses a sealed payload of the wrong shape with request.invalid', async () => {
      const reply = await client.sealed('/wps/session/login', ['demo', 'Demo1234']);
      expect(reply.status).toBe(400);
      expect(reply.body.errorCode).toBe(ErrorCode.requestInvalid);
    });

    it('answers an unknown path with not.found', async () => {
      const reply = await client.call('GET', '/wps/nothing/here');
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ success: false, errorCode: ErrorCode.notFound });
    });
  });

  describe('login', () => {
    it('logs the seed member in with a sealed body and a solved challenge', async () => {
      const reply = await client.login('demo', 'Demo1234');
      expect(reply.status).toBe(200);
      expect(reply.body.value).toMatchObject({
        firstTimeLogin: false,
        passwordExpired: false,
        isAgent: 0,
      });
      const info = await client.call<{ account: string }>('GET', '/wps/member/info', {
        token: reply.body.value?.token,
      });
      expect(info.body.value?.account).toBe('demo');
    });

    it('accepts a username regardless of case', async () => {
      const reply = await client.login('DEMO', 'Demo1234');
      expect(reply.status).toBe(200);
    });

    it('reports the first login of an account that never logged in', async () => {
      const reply = await client.login('newbie', '123456');
      expect(reply.body.value?.firstTimeLogin).toBe(true);
    });

    it('refuses a login without a solved challenge', async () => {
      const reply = await client.sealed('/wps/session/login', {
        username: 'demo',
        password: 'Demo1234',
        type: 'username',
      });
      expect(reply.body.errorCode).toBe(ErrorCode.challengeInvalid);
    });

    it('refuses a replayed challenge solution', async () => {
      const challenge = await client.challenge();
      const payload = { username: 'demo', password: 'Demo1234', type: 'username', challenge };
      expect((await client.sealed('/wps/session/login', payload)).status).toBe(200);
      expect((await client.sealed('/wps/session/login', payload)).body.errorCode).toBe(
        ErrorCode.challengeInvalid,
      );
    });

    it('asks for the captcha after three wrong passwords and accepts the right answer', async () => {
      const wrong = () => client.login('player02', 'Wrong1234');
      expect((await wrong()).body).toMatchObject({
        errorCode: ErrorCode.loginFailed,
        value: { captcha: false },
      });
      expect((await wrong()).body.value).toEqual({ captcha: false });
      expect((await wrong()).body.value).toEqual({ captcha: true });

      const noCaptcha = await client.login('player02', 'Member1234');
      expect(noCaptcha.body).toMatchObject({
        errorCode: ErrorCode.captchaRequired,
        value: { captcha: true },
      });

      const key = 'test-captcha-key-1';
      const image = await client.call<string>('GET', `/wps/captcha?key=${key}`);
      expect(image.body.value).toMatch(/^data:image\/svg\+xml;base64,/);
      const tooSoon = await client.call('GET', `/wps/captcha?key=${key}`);
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body.errorCode).toBe(ErrorCode.tooManyRequests);

      const [row] = await platform.database.db.select().from(captchas).where(eq(captchas.key, key));
      const badCaptcha = await client.login('player02', 'Member1234', {
        captcha: 'ZZZZ',
        captchaKey: key,
      });
      expect(badCaptcha.body.errorCode).toBe(ErrorCode.captchaInvalid);

      clock = new Date(clock.getTime() + 2000);
      await client.call('GET', `/wps/captcha?key=${key}`);
      const [fresh] = await platform.database.db
        .select()
        .from(captchas)
        .where(eq(captchas.key, key));
      expect(fresh?.answer).toBeDefined();
      expect(row).toBeDefined();
      const ok = await client.login('player02', 'Member1234', {
        captcha: fresh?.answer.toLowerCase() ?? '',
        captchaKey: key,
      });
      expect(ok.status).toBe(200);
      // A successful login clears the count: the next one needs no captcha.
      expect((await client.login('player02', 'Member1234')).status).toBe(200);
    });

    it('refuses an unknown username the same way as a wrong password', async () => {
      const reply = await client.login('nobody-here', 'Whatever1');
      expect(reply.body.errorCode).toBe(ErrorCode.loginFailed);
    });

    it('refuses a blocked account', async () => {
      await platform.database.db
        .update(customers)
        .set({ status: 0 })
        .where(eq(customers.username, 'player03'));
      const reply = await client.login('player03', 'Member1234');
      expect(reply.body.errorCode).toBe(ErrorCode.accountDisabled);
    });
  });

  describe('sessions', () => {
    it('stores passwords hashed with scrypt', async () => {
      const [row] = await platform.database.db
        .select()
        .from(customers)
        .where(eq(customers.username, 'demo'));
      expect(row?.passwordHash).toMatch(/^scrypt\$/);
      expect(row?.passwordHash).not.toContain('Demo1234');
    });

    it('expires a token after two idle hours', async () => {
      const login = await client.login('agent1', 'Agent1234');
      const token = login.body.value?.token ?? '';
      expect((await client.call('GET', '/wps/member/info', { token })).status).toBe(200);
      clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000 + 1000);
      const expired = await client.call('GET', '/wps/member/info', { token });
      expect(expired.status).toBe(401);
      expect(expired.body.errorCode).toBe(ErrorCode.tokenInvalid);
    });

    it('ends the session on logout', async () => {
      const login = await client.login('demo', 'Demo1234');
      const token = login.body.value?.token ?? '';
      expect((await client.call('DELETE', '/wps/session/logout', { token })).status).toBe(200);
      expect((await client.call('GET', '/wps/member/info', { token })).body.errorCode).toBe(
        ErrorCode.tokenInvalid,
      );
    });

    it('starts a trial account through free play, which cannot log in with a password', async () => {
      const trial = await client.sealed<{ token: string; username: string; isAgent: number }>(
        '/wps/session/login/freeplay',
        {
          os: 'linux',
          platform: 'W',
        },
      );
      expect(trial.body.value?.isAgent).toBe(4);
      const info = await client.call<{ isAgent: number }>('GET', '/wps/member/info', {
        token: trial.body.value?.token,
      });
      expect(info.body.value?.isAgent).toBe(4);
    });

    it('answers the consolidated contract state and the balance', async () => {
      const login = await client.login('demo', 'Demo1234');
      const token = login.body.value?.token ?? '';
      const funds = await client.call<Record<string, unknown>>(
        'GET',
        '/wps/member/info/funds/consolidated',
        { token },
      );
      expect(Object.keys(funds.body.value ?? {})).toEqual(
        expect.arrayContaining([
          'dailysalreqtype',
          'divtypereq',
          'contracthoursalreq',
          'realtimesalreqtype',
        ]),
      );
      const balance = await client.call<{ balance: number; currency: string }>(
        'GET',
        '/wps/v2/wallets/balance',
        { token },
      );
      expect(balance.body.value).toMatchObject({ balance: 12580.5, currency: 'TLB' });
    });
  });

  describe('SMS codes', () => {
    it('sends a login code to a registered number, shows it in the dev outbox, and logs in with it', async () => {
      const sent = await client.call<{ expiredMinutes: number }>(
        'POST',
        '/wps/verification/sms/noLogin',
        {
          body: {
            mobileNum: '9171234567',
            countryDialingCode: '63',
            challenge: await client.challenge(),
          },
        },
      );
      expect(sent.body.value?.expiredMinutes).toBe(5);
      const again = await client.call('POST', '/wps/verification/sms/noLogin', {
        body: {
          mobileNum: '9171234567',
          countryDialingCode: '63',
          challenge: await client.challenge(),
        },
      });
      expect(again.status).toBe(429);
      const outbox = await platform.app.inject({
        method: 'GET',
        url: '/__dev/sms?mobile=9171234567',
      });
      const code = outbox.json<{ value: { code: string } }>().value.code;
      expect(code).toMatch(/^\d{6}$/);
      const login = await client.sealed<{ token: string }>('/wps/session/login', {
        username: '9171234567',
        password: code,
        type: 'sms',
        challenge: await client.challenge(),
      });
      expect(login.status).toBe(200);
      // A used code is gone: the next login with it is told to send a new one.
      const reused = await client.sealed('/wps/session/login', {
        username: '9171234567',
        password: code,
        type: 'sms',
        challenge: await client.challenge(),
      });
      expect(reused.body.errorCode).toBe(ErrorCode.verificationCodeExpired);
    });

    it('refuses a registration code for a number already registered, and a malformed number', async () => {
      const taken = await client.call('POST', '/wps/verification/sms/register', {
        body: {
          mobileNum: '9171234567',
          countryDialingCode: '63',
          challenge: await client.challenge(),
        },
      });
      expect(taken.body.errorCode).toBe(ErrorCode.mobileAlreadyRegistered);
      const bad = await client.call('POST', '/wps/verification/sms/register', {
        body: { mobileNum: '12ab', countryDialingCode: '63' },
      });
      expect(bad.body.errorCode).toBe(ErrorCode.invalidPhoneFormat);
      const none = await client.call('POST', '/wps/verification/sms/register', {
        body: { countryDialingCode: '63' },
      });
      expect(none.body.errorCode).toBe(ErrorCode.missingPhoneNumber);
      const fresh = await client.call('POST', '/wps/verification/sms/register', {
        body: {
          mobileNum: '9998887777',
          countryDialingCode: '63',
          challenge: await client.challenge(),
        },
      });
      expect(fresh.status).toBe(200);
    });
  });

  describe('development routes', () => {
    it('resets the database to its seed', async () => {
      await platform.database.db
        .update(customers)
        .set({ balance: 1 })
        .where(eq(customers.username, 'demo'));
      await platform.app.inject({ method: 'POST', url: '/__dev/reset' });
      const [row] = await platform.database.db
        .select()
        .from(customers)
        .where(eq(customers.username, 'demo'));
      expect(row?.balance).toBe(12580.5);
    });
  });
});

describe('production mode', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ mode: 'production', listen: false });
  });
  afterAll(() => platform.close());

  it('has no /__dev routes', async () => {
    const response = await platform.app.inject({ method: 'POST', url: '/__dev/reset' });
    expect(response.statusCode).toBe(404);
    const sms = await platform.app.inject({ method: 'GET', url: '/__dev/sms?mobile=9171234567' });
    expect(sms.statusCode).toBe(404);
  });
});

describe('CORS for apps served from another host', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({
      listen: false,
      corsOrigins: ['https://play.example.test'],
    });
  });
  afterAll(() => platform.close());

  it('allows a listed origin to send the API headers, and no other origin', async () => {
    const preflight = (origin: string) =>
      platform.app.inject({
        method: 'OPTIONS',
        url: '/wps/session/login',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'merchant,encryption',
        },
      });
    const allowed = await preflight('https://play.example.test');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://play.example.test');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('Encryption');
    const other = await preflight('https://evil.example.test');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
