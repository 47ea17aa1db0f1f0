import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@gaming/api/wire';
import type { LoginVerifyRequiredValue } from '@gaming/api/wire';
import { customers, loginEvents } from '../../db/schema';
import { totpCode, totpStepAt } from '../../services/totp';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

describe.each(testDatabaseKinds())('login safety on %s', (kind) => {
  let platform: TestPlatform;
  let now = new Date('2026-11-24T12:00:00Z');

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false, now: () => now });
  });
  afterAll(() => platform.close());

  /** The development outboxes answer only a call made straight to the platform (no proxy header). */
  const outbox = () => new TestClient(platform.app);
  const from = (ip: string) =>
    new TestClient(platform.app, 'PHDEMO', {
      'x-forwarded-for': ip,
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0',
    });

  it('asks a login from a new address for a check, then trusts the address', async () => {
    const client = from('203.0.113.7');
    const first = await client.login('demo', 'Demo1234');
    expect(first.status).toBe(403);
    expect(first.body.errorCode).toBe(ErrorCode.loginVerifyRequired);
    const pending = first.body.value as unknown as LoginVerifyRequiredValue;
    expect(pending.methods).toEqual(['sms', 'email']);
    expect(pending.mobileHint).toBe('917****567');

    const sent = await client.call('POST', '/wps/session/login/verify/code', {
      body: { ticket: pending.ticket, method: 'sms' },
    });
    expect(sent.status).toBe(200);
    const sms = await outbox().call<{ code: string; purpose: string }>(
      'GET',
      '/__dev/sms?mobile=9171234567',
    );
    expect(sms.body.value?.purpose).toBe('verify');
    const wrong = await client.sealed('/wps/session/login/verify', {
      ticket: pending.ticket,
      method: 'sms',
      answer: sms.body.value?.code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.errorCode).toBe(ErrorCode.loginVerifyInvalid);
    const right = await client.sealed<{ token: string }>('/wps/session/login/verify', {
      ticket: pending.ticket,
      method: 'sms',
      answer: sms.body.value?.code,
    });
    expect(right.status).toBe(200);
    expect(right.body.value?.token).toBeTruthy();

    // The address is trusted now; another one still is not.
    expect((await client.login('demo', 'Demo1234')).status).toBe(200);
    expect((await from('198.51.100.9').login('demo', 'Demo1234')).body.errorCode).toBe(
      ErrorCode.loginVerifyRequired,
    );
    // The ticket is bound to the address that got it.
    const stolen = await from('198.51.100.10').sealed('/wps/session/login/verify', {
      ticket: pending.ticket,
      method: 'sms',
      answer: '123456',
    });
    expect(stolen.body.errorCode).toBe(ErrorCode.loginVerifyInvalid);
  });

  it('takes an email code or an authenticator code, and voids a ticket after five wrong answers', async () => {
    const client = from('203.0.113.20');
    const ask = async () =>
      (await client.login('agent1', 'Agent1234')).body.value as unknown as LoginVerifyRequiredValue;
    const pending = await ask();
    await client.call('POST', '/wps/session/login/verify/code', {
      body: { ticket: pending.ticket, method: 'email' },
    });
    const mails = await outbox().call<{ body: string }[]>(
      'GET',
      '/__dev/mail?to=agent1@phdemo.invalid',
    );
    const code = /code is (\d{6})/.exec(mails.body.value?.[0]?.body ?? '')?.[1] ?? '';
    const ok = await client.sealed('/wps/session/login/verify', {
      ticket: pending.ticket,
      method: 'email',
      answer: code,
    });
    expect(ok.status).toBe(200);

    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await platform.database.db.execute(
      `update customers set totp_secret = '${secret}' where username = 'player01'`,
    );
    const other = from('203.0.113.21');
    const asked = (await other.login('player01', 'Member1234')).body
      .value as unknown as LoginVerifyRequiredValue;
    expect(asked.methods).toEqual(['totp']);
    for (let i = 0; i < 5; i++) {
      const reply = await other.sealed('/wps/session/login/verify', {
        ticket: asked.ticket,
        method: 'totp',
        answer: '000000',
      });
      expect(reply.body.errorCode).toBe(ErrorCode.loginVerifyInvalid);
    }
    const late = await other.sealed('/wps/session/login/verify', {
      ticket: asked.ticket,
      method: 'totp',
      answer: totpCode(secret, totpStepAt(now)),
    });
    expect(late.body.errorCode).toBe(ErrorCode.loginVerifyInvalid);
    const again = (await other.login('player01', 'Member1234')).body
      .value as unknown as LoginVerifyRequiredValue;
    const good = await other.sealed('/wps/session/login/verify', {
      ticket: again.ticket,
      method: 'totp',
      answer: totpCode(secret, totpStepAt(now)),
    });
    expect(good.status).toBe(200);
  });

  it('refuses the sixth SMS code in ten minutes, to a number or from an address, for five minutes', async () => {
    const client = from('203.0.113.50');
    const send = async (mobileNum: string, via = client) =>
      via.call('POST', '/wps/verification/sms/register', {
        body: { mobileNum, challenge: await via.challenge() },
      });
    for (let i = 0; i < 5; i++) {
      now = new Date(now.getTime() + 2000);
      expect((await send('9176660001')).status).toBe(200);
    }
    now = new Date(now.getTime() + 2000);
    const sixth = await send('9176660001', from('203.0.113.51'));
    expect(sixth.status).toBe(429);
    expect(sixth.body.errorCode).toBe(ErrorCode.tooManyRequests);
    expect(sixth.body.value).toEqual({ retryAfter: 300 });
    // The address is over its ceiling too, whatever the number.
    now = new Date(now.getTime() + 2000);
    expect((await send('9176660002')).status).toBe(429);
    now = new Date(now.getTime() + 4 * 60 * 1000);
    expect((await send('9176660001', from('203.0.113.52'))).status).toBe(429);
    now = new Date(now.getTime() + 60 * 1000);
    expect((await send('9176660001', from('203.0.113.53'))).status).toBe(200);
  });

  it('records each login in the history with its address and browser', async () => {
    const db = platform.database.db;
    const [demo] = await db.select().from(customers).where(eq(customers.username, 'demo'));
    const rows = await db
      .select()
      .from(loginEvents)
      .where(eq(loginEvents.customerId, demo?.id ?? 0));
    expect(rows.some((row) => row.ip === '203.0.113.7' && row.success)).toBe(true);
    expect(rows.every((row) => row.userAgent.includes('Android'))).toBe(true);
  });

  it('refuses a trial account the calls of real accounts', async () => {
    const client = from('203.0.113.60');
    const trial = await client.sealed<{ token: string }>('/wps/session/login/freeplay', {
      platform: 'W',
    });
    const token = trial.body.value?.token ?? '';
    for (const path of [
      '/wps/relay/MCSFE_getFavoriteGames',
      '/wps/member/info/funds/consolidated',
      '/wps/relay/CSP_unreadCount',
    ]) {
      const reply = await client.call('GET', path, { token });
      expect(reply.status).toBe(403);
      expect(reply.body.errorCode).toBe(ErrorCode.needTrueAccount);
    }
  });
});
