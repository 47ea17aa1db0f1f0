import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@gaming/api/wire';
import { customers } from '../../db/schema';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

describe.each(testDatabaseKinds())('registration and password recovery on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false });
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

  it('mails a temporary password that must be changed at the next login; an unknown pair is refused', async () => {
    const unknown = await client.call('POST', '/wps/member/password/email', {
      body: { username: 'demo', email: 'someone@else.invalid' },
    });
    expect(unknown.body.errorCode).toBe(ErrorCode.usernameOrEmailNotExist);
    const before = (await client.login('agent1', 'Agent1234')).body.value?.token ?? '';
    expect((await client.call('GET', '/wps/member/info', { token: before })).status).toBe(200);
    const sent = await client.call('POST', '/wps/member/password/email', {
      body: { username: 'agent1', email: 'AGENT1@phdemo.invalid' },
    });
    expect(sent.status).toBe(200);
    // A session opened with the old password ends with the reset.
    expect((await client.call('GET', '/wps/member/info', { token: before })).body.errorCode).toBe(
      ErrorCode.tokenInvalid,
    );
    const mails = await client.call<{ body: string }[]>(
      'GET',
      '/__dev/mail?to=agent1@phdemo.invalid',
    );
    const password = /temporary password: (\S+)/.exec(mails.body.value?.[0]?.body ?? '')?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{10}$/);
    expect((await client.login('agent1', 'Agent1234')).body.success).toBe(false);
    const login = await client.login('agent1', password);
    expect(login.body.value?.passwordExpired).toBe(true);
    const token = login.body.value?.token ?? '';
    const blocked = await client.call('GET', '/wps/v2/wallets/balance', { token });
    expect(blocked.body.errorCode).toBe(ErrorCode.passwordChangeRequired);
    const changed = await client.sealed(
      '/wps/member/password',
      { oldPassword: password, newPassword: 'Agent2026', confirmNewPassword: 'Agent2026' },
      { authorization: token },
      'PUT',
    );
    expect(changed.status).toBe(200);
    expect((await client.login('agent1', 'Agent2026')).body.value?.passwordExpired).toBe(false);
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
});
