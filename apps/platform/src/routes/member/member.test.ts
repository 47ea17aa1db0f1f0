import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@gaming/api/wire';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

describe.each(testDatabaseKinds())('change password on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false });
    client = new TestClient(platform.app);
  });
  afterAll(() => platform.close());

  async function tokenOf(username: string, password: string): Promise<string> {
    const login = await client.login(username, password);
    const token = login.body.value?.token;
    if (!token) throw new Error(`login of ${username} failed: ${JSON.stringify(login.body)}`);
    return token;
  }

  const change = (token: string, body: Record<string, string>) =>
    client.sealed('/wps/member/password', body, { authorization: token }, 'PUT');

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const token = await tokenOf('player05', 'Member1234');
    const reply = await change(token, {
      oldPassword: 'Member1234',
      newPassword: 'Lucky2026',
      confirmNewPassword: 'Lucky2026',
    });
    expect(reply.status).toBe(200);
    expect((await client.login('player05', 'Lucky2026')).status).toBe(200);
    const old = await client.login('player05', 'Member1234');
    expect(old.body.success).toBe(false);
  });

  it('refuses a wrong old password, differing new ones and a new one that breaks the rule', async () => {
    const token = await tokenOf('player06', 'Member1234');
    const wrongOld = await change(token, {
      oldPassword: 'Nope1234',
      newPassword: 'Lucky2026',
      confirmNewPassword: 'Lucky2026',
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.errorCode).toBe(ErrorCode.oldPasswordInvalid);
    for (const [newPassword, confirmNewPassword] of [
      ['Lucky2026', 'Lucky2027'],
      ['onlyletters', 'onlyletters'],
      ['a1', 'a1'],
    ] as const) {
      const reply = await change(token, {
        oldPassword: 'Member1234',
        newPassword,
        confirmNewPassword,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.errorCode).toBe(ErrorCode.requestInvalid);
    }
    // Nothing changed.
    expect((await client.login('player06', 'Member1234')).status).toBe(200);
  });

  it('takes a sealed body only, from a member only', async () => {
    const token = await tokenOf('player07', 'Member1234');
    const plain = await client.call('PUT', '/wps/member/password', {
      token,
      body: {
        oldPassword: 'Member1234',
        newPassword: 'Lucky2026',
        confirmNewPassword: 'Lucky2026',
      },
    });
    expect(plain.status).toBe(400);
    const visitor = await client.sealed(
      '/wps/member/password',
      { oldPassword: 'Member1234', newPassword: 'Lucky2026', confirmNewPassword: 'Lucky2026' },
      {},
      'PUT',
    );
    expect(visitor.status).toBe(401);
  });
});
