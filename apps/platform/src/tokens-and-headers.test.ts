/**
 * Sessions and the platform's own headers: a login always issues a new token, logout and
 * a password change revoke, no token reaches the log, and every answer carries the security headers
 * (a JSON answer its strict CSP and no-store; the pages keep their own framing rules).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@gaming/api/wire';
import type { TestPlatform } from './testing';
import { startTestPlatform, testDatabaseKinds } from './testing';
import { TestClient } from './testing/client';

describe.each(testDatabaseKinds())('tokens and headers on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  /** Everything the platform's logger wrote. */
  let logged = '';
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false, logger: { stream: logStream } });
    client = new TestClient(platform.app);
  });
  afterAll(() => platform.close());

  const tokenOf = async (username: string, password: string) => {
    const reply = await client.login(username, password);
    expect(reply.status).toBe(200);
    return reply.body.value?.token ?? '';
  };
  const memberInfo = (token: string) => client.call('GET', '/wps/member/info', { token });

  describe('tokens', () => {
    it('issues a new token at every login, never a live one again', async () => {
      const first = await tokenOf('player03', 'Member1234');
      const second = await tokenOf('player03', 'Member1234');
      expect(first).toMatch(/^[\w-]{43}$/);
      expect(second).not.toBe(first);
      // Both sessions are live: a second device does not sign the first out.
      expect((await memberInfo(first)).status).toBe(200);
      expect((await memberInfo(second)).status).toBe(200);
    });

    it('revokes the token at logout', async () => {
      const token = await tokenOf('player03', 'Member1234');
      expect((await client.call('DELETE', '/wps/session/logout', { token })).status).toBe(200);
      const after = await memberInfo(token);
      expect(after.status).toBe(401);
      expect(after.body.errorCode).toBe(ErrorCode.tokenInvalid);
    });

    it("revokes every other session at a password change; the changer's own stays valid", async () => {
      const other = await tokenOf('player04', 'Member1234');
      const mine = await tokenOf('player04', 'Member1234');
      const changed = await client.sealed(
        '/wps/member/password',
        { oldPassword: 'Member1234', newPassword: 'Member5678', confirmNewPassword: 'Member5678' },
        { authorization: mine },
        'PUT',
      );
      expect(changed.status).toBe(200);
      expect((await memberInfo(other)).status).toBe(401);
      expect((await memberInfo(mine)).status).toBe(200);
    });

    it('writes no token to the log, from the Authorization header or the address', async () => {
      const token = await tokenOf('player05', 'Member1234');
      const ticket = 'TICKET-SECRET-0123456789';
      logged = '';
      await platform.app.inject({
        method: 'GET',
        url: `/wps/member/info?token=${token}&lang=en`,
        headers: { merchant: 'PHDEMO', authorization: token },
      });
      await platform.app.inject({ method: 'GET', url: `/lgw/demo/slot?ticket=${ticket}` });
      // The log was written (the request lines are there) and carries neither secret.
      expect(logged).toContain('/wps/member/info?token=[redacted]&lang=en');
      expect(logged).toContain('/lgw/demo/slot?ticket=[redacted]');
      expect(logged).not.toContain(token);
      expect(logged).not.toContain(ticket);
    });

    it("writes no chat room's key to the log: not from the chat page's path, its messages or a query", async () => {
      const token = await tokenOf('player05', 'Member1234');
      const launched = await client.call<{ chatUrl: string }>('GET', '/wps/relay/CBS_launchChat', {
        token,
      });
      const chatUrl = launched.body.value?.chatUrl ?? '';
      const key = /^\/wps\/chat\/([\w-]{20,})$/.exec(chatUrl)?.[1] ?? '';
      expect(key, chatUrl).not.toBe('');
      logged = '';
      const page = await platform.app.inject({ method: 'GET', url: `${chatUrl}?lang=en` });
      expect(page.statusCode).toBe(200);
      const sent = await platform.app.inject({
        method: 'POST',
        url: `${chatUrl}/messages`,
        headers: { 'content-type': 'application/json' },
        payload: { text: 'Hello' },
      });
      expect(sent.statusCode).toBe(200);
      // The key as a query parameter too (a link or a client that passes it that way).
      await platform.app.inject({ method: 'GET', url: `/wps/chat?key=${key}&chatKey=${key}` });
      // The requests were logged, each with the key replaced.
      expect(logged).toContain('/wps/chat/[redacted]?lang=en');
      expect(logged).toContain('/wps/chat/[redacted]/messages');
      expect(logged).toContain('/wps/chat?key=[redacted]&chatKey=[redacted]');
      expect(logged).not.toContain(key);
    });
  });

  describe('headers', () => {
    const common = {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    };

    it('sends the JSON set on every JSON answer, refusals included', async () => {
      const token = await tokenOf('player06', 'Member1234');
      const answers = [
        await platform.app.inject({
          method: 'GET',
          url: '/wps/system/status',
          headers: { merchant: 'PHDEMO' },
        }),
        await platform.app.inject({
          method: 'GET',
          url: '/wps/member/info',
          headers: { merchant: 'PHDEMO', authorization: token },
        }),
        await platform.app.inject({
          method: 'GET',
          url: '/wps/member/info',
          headers: { merchant: 'PHDEMO' },
        }),
        await platform.app.inject({
          method: 'GET',
          url: '/wps/nowhere',
          headers: { merchant: 'PHDEMO' },
        }),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 404]);
      for (const answer of answers) {
        expect(answer.headers).toMatchObject({
          ...common,
          'cache-control': 'no-store',
          'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        });
        expect(String(answer.headers['content-type'])).toMatch(/^application\/json/);
      }
    });

    it('lets the pages keep their own CSP and framing rules', async () => {
      const slot = await platform.app.inject({ method: 'GET', url: '/lgw/demo/slot?ticket=none' });
      // The pages send no referrer at all (their addresses carry tickets): stricter than the default.
      expect(slot.headers).toMatchObject({ ...common, 'referrer-policy': 'no-referrer' });
      // The demo slot may be framed by the apps (loopback origins here).
      expect(String(slot.headers['content-security-policy'])).toContain(
        "frame-ancestors 'self' http://127.0.0.1:* http://localhost:*",
      );
      const pay = await platform.app.inject({
        method: 'GET',
        url: '/wps/pay/demo?order=D1&ticket=none',
      });
      expect(pay.headers).toMatchObject({ ...common, 'referrer-policy': 'no-referrer' });
      expect(String(pay.headers['content-security-policy'])).toMatch(
        /script-src 'nonce-.*frame-ancestors 'none'/,
      );
      const image = await platform.app.inject({
        method: 'GET',
        url: '/wps/captcha?key=abc',
        headers: { merchant: 'PHDEMO' },
      });
      expect(image.headers).toMatchObject(common);
    });
  });
});
