/**
 * Attacks on accounts and sessions, each as the behaviour that defeats it, on PGlite and
 * on PostgreSQL. Calls from other addresses go through `x-forwarded-for` (the platform trusts
 * loopback proxies), so the per-address ceilings apply to them as in production.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importEnvelopePublicKey, seal } from '@gaming/api/envelope';
import { ErrorCode } from '@gaming/api/wire';
import { captchas, customers, games, sessions } from './db/schema';
import { modeOf } from './env';
import { ADDRESS_CEILINGS, SMS_NUMBER_CEILING } from './services/ceilings';
import { createCaptcha } from './services/captcha';
import { SMS_CODE_MAX_FAILURES } from './services/sms-codes';
import { sweepExpired } from './services/sweeper';
import type { TestPlatform } from './testing';
import { startTestPlatform, testDatabaseKinds } from './testing';
import { TestClient } from './testing/client';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe.each(testDatabaseKinds())('security on %s', (kind) => {
  let platform: TestPlatform;
  let clock = new Date('2026-11-21T10:00:00Z');
  let addresses = 0;
  /** A client calling from an address of its own. */
  const from = () =>
    new TestClient(platform.app, 'PHDEMO', { 'x-forwarded-for': `203.0.113.${++addresses}` });
  const tick = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const outboxCode = async (mobile: string) =>
    platform.app
      .inject({ method: 'GET', url: `/__dev/sms?mobile=${mobile}` })
      .then((r) => r.json<{ value: { code: string } }>().value.code);
  const sendLoginCode = async (client: TestClient, mobileNum: string) =>
    client.call<{ retryAfter?: number }>('POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum, countryDialingCode: '63', challenge: await client.challenge() },
    });
  const smsLogin = async (client: TestClient, mobile: string, code: string) =>
    client.sealed<{ token: string }>('/wps/session/login', {
      username: mobile,
      password: code,
      type: 'sms',
      challenge: await client.challenge(),
    });

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, now: () => clock });
    await platform.app.inject({
      method: 'POST',
      url: '/__dev/settings',
      payload: { whitelabel: { VERIFCODELOGIN3: true } },
    });
  });
  afterAll(() => platform.close());

  describe('1. SMS-code login cannot be guessed', () => {
    it('voids a code after five wrong ones, and the real code no longer logs in', async () => {
      const client = from();
      expect((await sendLoginCode(client, '9171234567')).status).toBe(200);
      const code = await outboxCode('9171234567');
      const wrong = code === '000000' ? '000001' : '000000';
      const answers = [];
      for (let i = 0; i < SMS_CODE_MAX_FAILURES; i++)
        answers.push((await smsLogin(client, '9171234567', wrong)).body.errorCode);
      expect(answers.slice(0, -1)).toEqual(Array(4).fill(ErrorCode.verificationCodeInvalid));
      expect(answers.at(-1)).toBe(ErrorCode.verificationCodeExpired);
      const real = await smsLogin(client, '9171234567', code);
      expect(real.body.errorCode).toBe(ErrorCode.verificationCodeExpired);
    });

    it('needs the proof of work for an SMS login and for every SMS send', async () => {
      const client = from();
      const login = await client.sealed('/wps/session/login', {
        username: '9171234567',
        password: '123456',
        type: 'sms',
      });
      expect(login.body.errorCode).toBe(ErrorCode.challengeInvalid);
      for (const url of ['/wps/verification/sms/noLogin', '/wps/verification/sms/register']) {
        const send = await client.call('POST', url, { body: { mobileNum: '9175550000' } });
        expect(send.body.errorCode).toBe(ErrorCode.challengeInvalid);
      }
    });

    it('sends at most five codes an hour to one number, whatever the address, and says when to retry', async () => {
      tick(HOUR);
      const statuses = [];
      for (let i = 0; i <= SMS_NUMBER_CEILING.max; i++) {
        tick(61 * 1000); // past the one-minute resend gap
        statuses.push((await sendLoginCode(from(), '9170000001')).status);
      }
      expect(statuses.slice(0, SMS_NUMBER_CEILING.max)).toEqual(Array(5).fill(200));
      const refused = await sendLoginCode(from(), '9170000001');
      expect(refused.status).toBe(429);
      expect(refused.body.errorCode).toBe(ErrorCode.tooManyRequests);
      expect(refused.body.value?.retryAfter).toBeGreaterThan(0);
    });

    it('answers an address that sends too many codes 429 with the retry time', async () => {
      const client = from();
      let last = 0;
      for (let i = 0; i <= ADDRESS_CEILINGS.smsSend.max; i++) {
        last = (await sendLoginCode(client, `91755500${String(i).padStart(2, '0')}`)).status;
      }
      expect(last).toBe(429);
    });
  });

  describe('2. the captcha is not machine-readable, and failures lock the username', () => {
    it('draws the captcha as paths, with no text in the image', () => {
      const { answer, dataUrl } = createCaptcha();
      const svg = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64').toString('utf8');
      expect(svg).not.toMatch(/<text|<tspan|font-family/);
      for (const char of answer) expect(svg).not.toContain(`>${char}<`);
      expect(svg).toMatch(/<path /);
    });

    it('locks a username for a minute after five failures, then for two after ten', async () => {
      const client = from();
      const login = (password: string, extra: Record<string, string> = {}) =>
        client.login('player04', password, extra);
      const key = 'lock-test-key-0001';
      const withCaptcha = async (password: string) => {
        tick(1100);
        await client.call('GET', `/wps/captcha?key=${key}`);
        const [row] = await platform.database.db
          .select()
          .from(captchas)
          .where(eq(captchas.key, key));
        return login(password, { captcha: row?.answer ?? '', captchaKey: key });
      };
      for (let i = 0; i < 3; i++)
        expect((await login('Wrong1234')).body.errorCode).toBe(ErrorCode.loginFailed);
      expect((await withCaptcha('Wrong1234')).body.errorCode).toBe(ErrorCode.loginFailed);
      const fifth = await withCaptcha('Wrong1234');
      expect(fifth.status).toBe(429);
      expect(fifth.body).toMatchObject({
        errorCode: ErrorCode.loginLocked,
        value: { retryAfter: 60 },
      });
      // Locked: even the right password is not evaluated.
      const locked = await withCaptcha('Member1234');
      expect(locked.body.errorCode).toBe(ErrorCode.loginLocked);
      tick(MINUTE);
      for (let i = 0; i < 4; i++)
        expect((await withCaptcha('Wrong1234')).body.errorCode).toBe(ErrorCode.loginFailed);
      const tenth = await withCaptcha('Wrong1234');
      expect(tenth.body).toMatchObject({
        errorCode: ErrorCode.loginLocked,
        value: { retryAfter: 120 },
      });
      tick(2 * MINUTE);
      expect((await withCaptcha('Member1234')).status).toBe(200);
    });

    it('evaluates at most three of forty concurrent wrong logins; the rest need the captcha', async () => {
      const client = from();
      const challenges = await Promise.all(Array.from({ length: 40 }, () => client.challenge()));
      const replies = await Promise.all(
        challenges.map((challenge) =>
          client.sealed('/wps/session/login', {
            username: 'player05',
            password: 'Wrong1234',
            type: 'username',
            challenge,
          }),
        ),
      );
      const evaluated = replies.filter((r) => r.body.errorCode === ErrorCode.loginFailed);
      expect(evaluated.length).toBeLessThanOrEqual(3);
      expect(replies.every((r) => r.status !== 200)).toBe(true);
    });

    it('answers an address that tries too many logins 429, across usernames', async () => {
      const client = from();
      let last = 0;
      for (let i = 0; i <= ADDRESS_CEILINGS.login.max; i++) {
        last = (await client.login(`nobody${i}`, 'Wrong1234')).status;
      }
      expect(last).toBe(429);
    });
  });

  describe('3. development routes only in development mode', () => {
    it('takes the mode exactly: development or production, anything else stops the platform', () => {
      expect(modeOf('development')).toBe('development');
      expect(modeOf('production')).toBe('production');
      expect(modeOf(undefined)).toBe('production');
      for (const wrong of ['prod', 'Production', 'staging', 'dev'])
        expect(() => modeOf(wrong)).toThrow(/PLATFORM_MODE/);
    });

    it('has no development routes in production', async () => {
      const production = await startTestPlatform({ kind, listen: false, mode: 'production' });
      try {
        for (const [method, url] of [
          ['GET', '/__dev/sms?mobile=9171234567'],
          ['POST', '/__dev/settings'],
          ['POST', '/__dev/reset'],
          ['GET', '/__dev/openapi.json'],
        ] as const) {
          const reply = await production.app.inject({
            method,
            url,
            headers: { merchant: 'PHDEMO' },
          });
          expect(reply.statusCode, url).toBe(404);
        }
      } finally {
        await production.close();
      }
    });
  });

  describe('4. and 5. disabled accounts and changed passwords end sessions', () => {
    it('refuses an SMS login to a disabled account, and ends its open sessions', async () => {
      const client = from();
      const token = (await client.login('player06', 'Member1234')).body.value?.token ?? '';
      expect((await client.call('GET', '/wps/member/info', { token })).status).toBe(200);
      await platform.database.db
        .update(customers)
        .set({ status: 0, mobileNum: '9176660006' })
        .where(eq(customers.username, 'player06'));
      const info = await client.call('GET', '/wps/member/info', { token });
      expect(info.status).toBe(401);
      expect(info.body.errorCode).toBe(ErrorCode.tokenInvalid);
      const left = await platform.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.token, token));
      expect(left).toEqual([]);
      tick(2 * MINUTE);
      expect((await sendLoginCode(client, '9176660006')).status).toBe(200);
      const sms = await smsLogin(client, '9176660006', await outboxCode('9176660006'));
      expect(sms.body.errorCode).toBe(ErrorCode.accountDisabled);
    });

    it('ends every other session of the member when the password changes', async () => {
      const client = from();
      const first = (await client.login('player07', 'Member1234')).body.value?.token ?? '';
      const second = (await client.login('player07', 'Member1234')).body.value?.token ?? '';
      const changed = await client.sealed(
        '/wps/member/password',
        { oldPassword: 'Member1234', newPassword: 'Member5678', confirmNewPassword: 'Member5678' },
        { authorization: second },
        'PUT',
      );
      expect(changed.status).toBe(200);
      expect((await client.call('GET', '/wps/member/info', { token: first })).status).toBe(401);
      expect((await client.call('GET', '/wps/member/info', { token: second })).status).toBe(200);
    });
  });

  describe('6. headers', () => {
    it('sends nosniff on JSON and on images', async () => {
      const json = await platform.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { merchant: 'PHDEMO' },
      });
      expect(json.headers['x-content-type-options']).toBe('nosniff');
      const svg = await platform.app.inject({
        method: 'GET',
        url: '/wps/assets/games/NOVA_REELS_1.svg',
      });
      expect(svg.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('7. unknown merchants are not kept', () => {
    it('keeps only known merchants in memory', async () => {
      for (let i = 0; i < 500; i++) {
        const reply = await platform.app.inject({
          method: 'GET',
          url: '/wps/system/status',
          headers: { merchant: `UNKNOWN${i}` },
        });
        expect(reply.statusCode).toBe(400);
      }
      expect(platform.site.cachedCount).toBeLessThanOrEqual(1);
    });
  });

  describe('8. control characters', () => {
    it('answers a NUL byte in a game search or a sealed username 400 request.invalid', async () => {
      const client = from();
      const search = await client.call('GET', '/wps/relay/GCSGAME_gameList?gameName=a%00b');
      expect(search.status).toBe(400);
      expect(search.body.errorCode).toBe(ErrorCode.requestInvalid);
      const login = await client.sealed('/wps/session/login', {
        username: 'de\u0000mo',
        password: 'Demo1234',
        type: 'username',
        challenge: await client.challenge(),
      });
      expect(login.status).toBe(400);
      expect(login.body.errorCode).toBe(ErrorCode.requestInvalid);
    });
  });

  describe('10. free play', () => {
    it('makes at most ten trial accounts an hour per address, and sweeps them once their session ended', async () => {
      const client = from();
      const statuses = [];
      for (let i = 0; i <= ADDRESS_CEILINGS.freePlay.max; i++) {
        statuses.push(
          (await client.sealed('/wps/session/login/freeplay', { os: 'web', platform: 'W' })).status,
        );
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses.at(-1)).toBe(429);
      const trials = () =>
        platform.database.db.select().from(customers).where(eq(customers.isAgent, 4));
      expect((await trials()).length).toBeGreaterThanOrEqual(10);
      tick(25 * HOUR);
      await sweepExpired(platform.database.db, clock);
      expect(await trials()).toEqual([]);
    });
  });

  describe('10. sealed requests are fresh and one-time', () => {
    const sealedLogin = async (sealedAt: number) => {
      const client = from();
      const key = await client.call<{ keyId: string; publicKey: string }>(
        'GET',
        '/wps/session/key/rsa',
      );
      const publicKey = await importEnvelopePublicKey(
        key.body.value?.keyId ?? '',
        key.body.value?.publicKey ?? '',
      );
      const sealed = await seal(
        {
          username: 'player09',
          password: 'Member1234',
          type: 'username',
          challenge: await client.challenge(),
        },
        publicKey,
        sealedAt,
      );
      const send = () =>
        client.call('POST', '/wps/session/login', {
          body: sealed.body,
          headers: { encryption: sealed.encryption },
        });
      return { send };
    };

    it('refuses a sealed request sent a second time', async () => {
      const { send } = await sealedLogin(clock.getTime());
      expect((await send()).status).toBe(200);
      const replay = await send();
      expect(replay.status).toBe(400);
      expect(replay.body.errorCode).toBe(ErrorCode.encryptionReplayed);
    });

    it('refuses a sealed request made more than five minutes ago', async () => {
      const { send } = await sealedLogin(clock.getTime() - 6 * MINUTE);
      const stale = await send();
      expect(stale.status).toBe(400);
      expect(stale.body.errorCode).toBe(ErrorCode.encryptionStale);
    });
  });

  describe('11. sessions end a day after login however active', () => {
    it('refuses a session used every two hours once it is 24 hours old', async () => {
      const client = from();
      const token = (await client.login('player08', 'Member1234')).body.value?.token ?? '';
      // Used every hour and a half (never two idle hours) up to 22.5 hours: still valid.
      for (let i = 0; i < 15; i++) {
        tick(1.5 * HOUR);
        expect((await client.call('GET', '/wps/member/info', { token })).status).toBe(200);
      }
      // At 24 hours, an hour and a half after the last use, it has ended.
      tick(1.5 * HOUR);
      expect((await client.call('GET', '/wps/member/info', { token })).status).toBe(401);
    });
  });

  describe('12. the demo game exit link', () => {
    it('leads only to a site path or a merchant domain', async () => {
      const client = from();
      const [free] = await platform.database.db
        .select()
        .from(games)
        .where(eq(games.supportPlay, 0))
        .limit(1);
      const nodeId = free?.nodeId ?? 0;
      const launchFree = (backUrl: string) =>
        client.call('POST', '/wps/game/launchGame', { body: { accountType: 0, nodeId, backUrl } });
      expect((await launchFree('/rng')).status).toBe(200);
      expect((await launchFree('http://localhost:4173/rng')).status).toBe(200);
      expect((await launchFree('https://evil.example/phish')).body.errorCode).toBe(
        ErrorCode.requestInvalid,
      );
    });
  });

  describe('14. a weak password must be changed before anything else', () => {
    it('lets the session call member info, the change and logout only, until the change', async () => {
      const client = from();
      const token = (await client.login('newbie', '123456')).body.value?.token ?? '';
      expect((await client.call('GET', '/wps/member/info', { token })).status).toBe(200);
      const balance = await client.call('GET', '/wps/v2/wallets/balance', { token });
      expect(balance.status).toBe(403);
      expect(balance.body.errorCode).toBe(ErrorCode.passwordChangeRequired);
      const changed = await client.sealed(
        '/wps/member/password',
        { oldPassword: '123456', newPassword: 'Newbie1234', confirmNewPassword: 'Newbie1234' },
        { authorization: token },
        'PUT',
      );
      expect(changed.status).toBe(200);
      expect((await client.call('GET', '/wps/v2/wallets/balance', { token })).status).toBe(200);
    });
  });
});
