import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@gaming/api/wire';
import type { LoginVerifyRequiredValue } from '@gaming/api/wire';
import { customers } from '../../db/schema';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

describe.each(testDatabaseKinds())('registration and password recovery on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  // The platform's clock: the temporary password's expiry and the reset ceilings' windows move with it.
  let now = new Date('2026-11-24T12:00:00Z');
  const MINUTE = 60 * 1000;
  const HOUR = 60 * MINUTE;

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false, now: () => now });
    client = new TestClient(platform.app);
  });
  afterAll(() => platform.close());

  const register = async (body: Record<string, unknown>, mobile = false) =>
    client.sealed<{ token: string; firstTimeLogin: boolean; isAgent: number }>(
      mobile ? '/wps/member/register/mobile' : '/wps/member/register',
      { challenge: await client.challenge(), login: true, ...body },
      {},
      'PUT',
    );

  const smsCode = async (mobile: string, purpose?: string) => {
    const path =
      purpose === 'password' ? '/wps/verification/sms/noLogin' : '/wps/verification/sms/register';
    const sent = await client.call('POST', path, {
      body: {
        mobileNum: mobile,
        challenge: await client.challenge(),
        ...(purpose ? { purpose } : {}),
      },
    });
    expect(sent.status).toBe(200);
    const outbox = await client.call<{ code: string }>('GET', `/__dev/sms?mobile=${mobile}`);
    return outbox.body.value?.code ?? '';
  };

  it('registers by username, signs in, and the new member logs in with the password', async () => {
    const reply = await register({
      username: 'Lucky7player',
      password: 'Lucky2026',
      confirmPassword: 'Lucky2026',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.value?.token).toBeTruthy();
    const info = await client.call<{ username: string; isAgent: number }>(
      'GET',
      '/wps/member/info',
      {
        token: reply.body.value?.token ?? '',
      },
    );
    expect(info.body.value).toMatchObject({ username: 'lucky7player', isAgent: 0 });
    expect((await client.login('lucky7player', 'Lucky2026')).status).toBe(200);
  });

  it('refuses a taken username, a short one and differing passwords, naming the field', async () => {
    const taken = await register({
      username: 'demo12',
      password: 'Lucky2026',
      confirmPassword: 'Lucky2026',
    });
    expect(taken.status).toBe(200);
    const again = await register({
      username: 'DEMO12',
      password: 'Lucky2026',
      confirmPassword: 'Lucky2026',
    });
    expect(again.body.errorCode).toBe(ErrorCode.usernameTaken);
    const short = await register({
      username: 'abc',
      password: 'Lucky2026',
      confirmPassword: 'Lucky2026',
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      errorCode: ErrorCode.fieldInvalid,
      value: { field: 'username' },
    });
    const mismatch = await register({
      username: 'another1',
      password: 'Lucky2026',
      confirmPassword: 'Lucky2027',
    });
    expect(mismatch.body).toMatchObject({
      errorCode: ErrorCode.fieldInvalid,
      value: { field: 'confirmPassword' },
    });
  });

  it('links a member registered with an invitation code under that agent, and refuses an unknown code', async () => {
    const check = await client.call<{ agentNickname: string }>(
      'GET',
      '/wps/agent/affiliate?code=ag1001',
    );
    expect(check.body.value?.agentNickname).toBe('Agent One');
    const unknown = await client.call('GET', '/wps/agent/affiliate?code=NOPE99');
    expect(unknown.body.errorCode).toBe(ErrorCode.invitationCodeError);
    const wrong = await register({
      username: 'invited2',
      password: 'Lucky2026',
      confirmPassword: 'Lucky2026',
      affiliateCode: 'NOPE99',
    });
    expect(wrong.body.errorCode).toBe(ErrorCode.invitationCodeError);
    const invited = await register({
      username: 'invited1',
      password: 'Lucky2026',
      confirmPassword: 'Lucky2026',
      affiliateCode: 'AG1001',
    });
    expect(invited.status).toBe(200);
    const db = platform.database.db;
    const [member] = await db.select().from(customers).where(eq(customers.username, 'invited1'));
    const [agent] = await db.select().from(customers).where(eq(customers.username, 'agent1'));
    expect(member?.parentId).toBe(agent?.id);
  });

  it('registers by mobile with the SMS code, the number being the username', async () => {
    const mobile = '9175550001';
    const noCode = await register(
      {
        mobileNum: mobile,
        password: 'Lucky2026',
        confirmPassword: 'Lucky2026',
        registerMethod: 'WEB',
      },
      true,
    );
    expect(noCode.body).toMatchObject({ value: { field: 'verificationCode' } });
    const code = await smsCode(mobile);
    const wrong = await register(
      {
        mobileNum: mobile,
        verificationCode: code === '000000' ? '111111' : '000000',
        password: 'Lucky2026',
        confirmPassword: 'Lucky2026',
      },
      true,
    );
    expect(wrong.body.errorCode).toBe(ErrorCode.verificationCodeInvalid);
    const reply = await register(
      {
        mobileNum: mobile,
        verificationCode: code,
        password: 'Lucky2026',
        confirmPassword: 'Lucky2026',
        registerMethod: 'WEB',
      },
      true,
    );
    expect(reply.status).toBe(200);
    expect((await client.login(mobile, 'Lucky2026')).status).toBe(200);
    const taken = await client.call('POST', '/wps/verification/sms/register', {
      body: { mobileNum: mobile, challenge: await client.challenge() },
    });
    expect(taken.body.errorCode).toBe(ErrorCode.mobileAlreadyRegistered);
  });

  const forgot = (username: string, email: string, from = client) =>
    from.call<null>('POST', '/wps/member/password/email', { body: { username, email } });
  /** The temporary password of the newest mail to `email` (the development outbox). */
  const mailedPassword = async (email: string) => {
    const mails = await client.call<{ body: string }[]>(
      'GET',
      `/__dev/mail?to=${encodeURIComponent(email)}`,
    );
    return /temporary password: (\S+)/.exec(mails.body.value?.[0]?.body ?? '')?.[1] ?? '';
  };
  const mailCount = async (email: string) =>
    (await client.call<unknown[]>('GET', `/__dev/mail?to=${encodeURIComponent(email)}`)).body.value
      ?.length ?? 0;
  const giveEmail = async (username: string, email: string) => {
    await platform.database.db
      .update(customers)
      .set({ email })
      .where(eq(customers.username, username));
  };

  it('keeps the old password until the mailed temporary one is used; then that one must be changed and the old one ends', async () => {
    const unknown = await forgot('demo', 'someone@else.invalid');
    expect(unknown.body.errorCode).toBe(ErrorCode.usernameOrEmailNotExist);
    const before = (await client.login('agent1', 'Agent1234')).body.value?.token ?? '';
    expect((await client.call('GET', '/wps/member/info', { token: before })).status).toBe(200);
    const sent = await forgot('agent1', 'AGENT1@phdemo.invalid');
    expect(sent.status).toBe(200);
    const password = await mailedPassword('agent1@phdemo.invalid');
    expect(password).toMatch(/^[A-Za-z0-9]{10}$/);

    // Asking changes nothing yet: the session and the old password live on.
    expect((await client.call('GET', '/wps/member/info', { token: before })).status).toBe(200);
    const old = await client.login('agent1', 'Agent1234');
    expect(old.status).toBe(200);
    expect(old.body.value?.passwordExpired).toBe(false);

    const login = await client.login('agent1', password);
    expect(login.body.value?.passwordExpired).toBe(true);
    const token = login.body.value?.token ?? '';
    const blocked = await client.call('GET', '/wps/v2/wallets/balance', { token });
    expect(blocked.body.errorCode).toBe(ErrorCode.passwordChangeRequired);
    // Using the temporary password ended the old one and the sessions opened with it.
    expect((await client.call('GET', '/wps/member/info', { token: before })).body.errorCode).toBe(
      ErrorCode.tokenInvalid,
    );
    expect((await client.login('agent1', 'Agent1234')).body.errorCode).toBe(ErrorCode.loginFailed);

    const changed = await client.sealed(
      '/wps/member/password',
      { oldPassword: password, newPassword: 'Agent2026', confirmNewPassword: 'Agent2026' },
      { authorization: token },
      'PUT',
    );
    expect(changed.status).toBe(200);
    expect((await client.login('agent1', 'Agent2026')).body.value?.passwordExpired).toBe(false);
    // The temporary password was used up: it does not sign in a second time.
    expect((await client.login('agent1', password)).body.errorCode).toBe(ErrorCode.loginFailed);
  });

  it('replaces an earlier temporary password with a later one, and ends it after 30 minutes', async () => {
    await giveEmail('player05', 'player05@phdemo.invalid');
    expect((await forgot('player05', 'player05@phdemo.invalid')).status).toBe(200);
    const first = await mailedPassword('player05@phdemo.invalid');
    expect((await forgot('player05', 'player05@phdemo.invalid')).status).toBe(200);
    const second = await mailedPassword('player05@phdemo.invalid');
    expect(second).not.toBe(first);
    expect((await client.login('player05', first)).body.errorCode).toBe(ErrorCode.loginFailed);

    now = new Date(now.getTime() + 31 * MINUTE);
    expect((await client.login('player05', second)).body.errorCode).toBe(ErrorCode.loginFailed);
    expect((await client.login('player05', 'Member1234')).status).toBe(200);

    // A login with the old password leaves a fresh temporary password to its 30 minutes.
    now = new Date(now.getTime() + HOUR);
    expect((await forgot('player05', 'player05@phdemo.invalid')).status).toBe(200);
    const third = await mailedPassword('player05@phdemo.invalid');
    expect((await client.login('player05', 'Member1234')).status).toBe(200);
    now = new Date(now.getTime() + 29 * MINUTE);
    expect((await client.login('player05', third)).body.value?.passwordExpired).toBe(true);
    expect((await client.login('player05', 'Member1234')).body.errorCode).toBe(
      ErrorCode.loginFailed,
    );
  });

  it('asks a login with the temporary password from a new address for its check, then for the change', async () => {
    await giveEmail('player07', 'player07@phdemo.invalid');
    // 127.0.0.1 becomes the member's known address; another one is then checked (§4).
    expect((await client.login('player07', 'Member1234')).status).toBe(200);
    expect((await forgot('player07', 'player07@phdemo.invalid')).status).toBe(200);
    const password = await mailedPassword('player07@phdemo.invalid');
    const away = new TestClient(platform.app, 'PHDEMO', { 'x-forwarded-for': '203.0.113.61' });
    const first = await away.login('player07', password);
    expect(first.body.errorCode).toBe(ErrorCode.loginVerifyRequired);
    const ticket = (first.body.value as unknown as LoginVerifyRequiredValue).ticket;
    const sent = await away.call('POST', '/wps/session/login/verify/code', {
      body: { ticket, method: 'email' },
    });
    expect(sent.status).toBe(200);
    const mails = await client.call<{ body: string }[]>(
      'GET',
      '/__dev/mail?to=player07%40phdemo.invalid',
    );
    const code = /code is (\d{6})/.exec(mails.body.value?.[0]?.body ?? '')?.[1] ?? '';
    const verified = await away.sealed<{ token: string; passwordExpired: boolean }>(
      '/wps/session/login/verify',
      { ticket, method: 'email', answer: code },
    );
    expect(verified.body.value?.passwordExpired).toBe(true);
    const token = verified.body.value?.token ?? '';
    expect((await away.call('GET', '/wps/v2/wallets/balance', { token })).body.errorCode).toBe(
      ErrorCode.passwordChangeRequired,
    );
    expect((await client.login('player07', 'Member1234')).body.errorCode).toBe(
      ErrorCode.loginFailed,
    );
  });

  it('sets a new password by phone with the SMS code and answers the username to sign in with', async () => {
    const before = (await client.login('demo', 'Demo1234')).body.value?.token ?? '';
    const code = await smsCode('9171234567', 'password');
    const weak = await client.sealed('/wps/member/password/verification', {
      mobileNum: '9171234567',
      verificationCode: code,
      newPassword: 'short',
    });
    expect(weak.body).toMatchObject({
      errorCode: ErrorCode.fieldInvalid,
      value: { field: 'newPassword' },
    });
    const reply = await client.sealed<{ username: string }>('/wps/member/password/verification', {
      mobileNum: '9171234567',
      verificationCode: code,
      newPassword: 'Phone2026',
    });
    expect(reply.body.value?.username).toBe('demo');
    // A session opened with the old password ends with the reset.
    expect((await client.call('GET', '/wps/member/info', { token: before })).body.errorCode).toBe(
      ErrorCode.tokenInvalid,
    );
    expect((await client.login('demo', 'Phone2026')).status).toBe(200);
    const reused = await client.sealed('/wps/member/password/verification', {
      mobileNum: '9171234567',
      verificationCode: code,
      newPassword: 'Phone2027',
    });
    expect(reused.body.errorCode).toBe(ErrorCode.verificationCodeExpired);
  });

  it('refuses bad input with a 400, never a 500', async () => {
    for (const body of [{}, { username: 1 }, { password: 'x'.repeat(500), confirmPassword: 'x' }]) {
      const reply = await client.sealed('/wps/member/register', body, {}, 'PUT');
      expect(reply.status).toBe(400);
    }
    const forgot = await client.call('POST', '/wps/member/password/email', {
      body: { username: '' },
    });
    expect(forgot.status).toBe(400);
  });
  it('limits requests to 3 an hour and 5 a day per account, answering alike whether the pair matches', async () => {
    now = new Date(now.getTime() + 2 * 24 * HOUR);
    await giveEmail('player06', 'player06@phdemo.invalid');
    let address = 0;
    // Each call from an address of its own (as production counts them): only the account is limited.
    const fromAfar = () =>
      new TestClient(platform.app, 'PHDEMO', { 'x-forwarded-for': `198.51.100.${++address}` });
    const ask = (username: string, email: string) => forgot(username, email, fromAfar());

    for (let i = 0; i < 3; i++) {
      expect((await ask('player06', 'player06@phdemo.invalid')).status).toBe(200);
      expect((await ask('nosuchname', 'player06@phdemo.invalid')).body.errorCode).toBe(
        ErrorCode.usernameOrEmailNotExist,
      );
    }
    // The fourth in the hour is refused, for the right pair, a wrong email and an unknown name alike.
    for (const [username, email] of [
      ['player06', 'player06@phdemo.invalid'],
      ['player06', 'wrong@phdemo.invalid'],
      ['nosuchname', 'player06@phdemo.invalid'],
    ] as const) {
      const refused = await ask(username, email);
      expect(refused.status).toBe(429);
      expect(refused.body.errorCode).toBe(ErrorCode.tooManyRequests);
      const retryAfter = (refused.body.value as { retryAfter: number } | null)?.retryAfter ?? 0;
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    expect(await mailCount('player06@phdemo.invalid')).toBe(3);
    // The old password was never touched by the requests.
    expect((await client.login('player06', 'Member1234')).status).toBe(200);

    // An hour on: two more, then the day's ceiling of five.
    now = new Date(now.getTime() + HOUR);
    expect((await ask('player06', 'player06@phdemo.invalid')).status).toBe(200);
    expect((await ask('player06', 'player06@phdemo.invalid')).status).toBe(200);
    const daily = await ask('player06', 'player06@phdemo.invalid');
    expect(daily.status).toBe(429);
    expect((daily.body.value as { retryAfter: number } | null)?.retryAfter).toBeGreaterThan(3600);
    expect(await mailCount('player06@phdemo.invalid')).toBe(5);

    now = new Date(now.getTime() + 24 * HOUR);
    expect((await ask('player06', 'player06@phdemo.invalid')).status).toBe(200);
  });
});
