/**
 * Request ceilings (issue 14 "limits per address and per account"): every per-address ceiling of
 * `ADDRESS_CEILINGS` on its routes, and the per-account ones (login per username, every claim and
 * feedback per member), each answered 429 `TOO_MANY_REQUESTS` with `Retry-After` and
 * `value.retryAfter`. Calls carry `x-forwarded-for` (the platform trusts loopback proxies), so they
 * are limited as in production; each check uses an address of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientContracts } from '@gaming/api/contract';
import type { CallRoute } from '@gaming/api/contract';
import { ErrorCode } from '@gaming/api/wire';
import { ACCOUNT_CEILINGS, ADDRESS_CEILINGS, CALL_CEILINGS } from './services/ceilings';
import type { TestPlatform } from './testing';
import { startTestPlatform, testDatabaseKinds } from './testing';
import type { Reply } from './testing/client';
import { TestClient } from './testing/client';

const calls = clientContracts;

/** A body each claim call's schema accepts (the handler may still refuse it: nothing to claim). */
const VALID_BODIES = new Map<CallRoute, unknown>([
  [
    calls.records.claimRebate,
    { balanceDate: '2026-11-20', claims: [{ category: 'RNG', amount: 1 }] },
  ],
  [calls.wallet.claimRedEnvelope, { id: 999999 }],
  [calls.missions.claim, undefined],
  [calls.promotions.apply, { promotionId: 999999 }],
  [calls.promotions.claim, { promotionId: 999999 }],
  [calls.promotions.claimRaffle, { promotionId: 999999 }],
  [calls.promotions.claimSignIn, undefined],
  [calls.promotions.claimNewbie, { rewardId: 999999 }],
  [calls.promotions.claimRescue, undefined],
  [calls.promotions.openTicket, { ticketId: 999999 }],
  [calls.promotions.claimPromoCode, { promoCode: 'NOSUCHCODE' }],
  [
    calls.support.feedback,
    { type: 1, content: 'Hello', captcha: 'abcd', captchaKey: 'k', files: [] },
  ],
]);

/** The address of a call: path parameters filled with a number. */
const urlOf = (call: CallRoute) => call.url.replace(/:\w+/g, '999999');

function expectCeiling(reply: Reply, windowSeconds: number) {
  expect(reply.status).toBe(429);
  expect(reply.body.errorCode).toBe(ErrorCode.tooManyRequests);
  const retryAfter = (reply.body.value as { retryAfter?: number } | undefined)?.retryAfter ?? 0;
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(Number(reply.headers['retry-after'])).toBe(retryAfter);
}

describe.each(testDatabaseKinds())('request ceilings on %s', (kind) => {
  let platform: TestPlatform;
  let addresses = 0;
  /** An address of its own for each check. */
  const nextAddress = () => `198.51.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;
  let demoToken = '';

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false });
    // Logged in from loopback (exempt), then calling from other addresses.
    const login = await new TestClient(platform.app).login('demo', 'Demo1234');
    demoToken = (login.body.value as { token: string }).token;
  });
  afterAll(() => platform.close());

  /** Calls `url` from one address `times` times (any body: the ceiling counts before validation). */
  async function hammer(method: 'GET' | 'POST' | 'PUT', url: string, times: number) {
    const address = nextAddress();
    const replies: Reply[] = [];
    for (let i = 0; i < times; i++) {
      const response = await platform.app.inject({
        method,
        url,
        headers: {
          merchant: 'PHDEMO',
          'x-forwarded-for': address,
          'content-type': 'application/json',
        },
        ...(method === 'GET' ? {} : { payload: '{}' }),
      });
      replies.push({
        status: response.statusCode,
        body: response.json<Reply['body']>(),
        headers: response.headers,
      });
    }
    return replies;
  }

  describe('per address', () => {
    const byAddress: [
      string,
      'GET' | 'POST' | 'PUT',
      string,
      { max: number; timeWindow: number },
    ][] = [
      ['login', 'POST', calls.session.login.url, ADDRESS_CEILINGS.login],
      ['login check', 'POST', calls.session.loginVerify.url, ADDRESS_CEILINGS.login],
      ['trial accounts', 'POST', calls.session.freePlayLogin.url, ADDRESS_CEILINGS.freePlay],
      ['captcha', 'GET', `${calls.verification.captcha.url}?key=abc`, ADDRESS_CEILINGS.captcha],
      ['registration', 'PUT', calls.account.register.url, ADDRESS_CEILINGS.register],
      [
        'registration by mobile',
        'PUT',
        calls.account.registerMobile.url,
        ADDRESS_CEILINGS.register,
      ],
      [
        'password reset by email',
        'POST',
        calls.account.forgotByEmail.url,
        ADDRESS_CEILINGS.passwordReset,
      ],
      [
        'password reset by SMS',
        'POST',
        calls.account.forgotByPhone.url,
        ADDRESS_CEILINGS.passwordReset,
      ],
      ...[...CALL_CEILINGS].map(
        ([call, ceiling]) =>
          [
            `${call.method} ${call.url}`,
            call.method === 'PUT' ? 'PUT' : 'POST',
            urlOf(call),
            ceiling.address,
          ] as [string, 'POST' | 'PUT', string, { max: number; timeWindow: number }],
      ),
    ];

    it.each(byAddress)(
      '%s: the call after the ceiling is 429',
      async (_name, method, url, ceiling) => {
        const replies = await hammer(method, url, ceiling.max + 1);
        expect(replies.slice(0, -1).filter((reply) => reply.status === 429)).toEqual([]);
        const last = replies.at(-1);
        if (!last) throw new Error('no reply');
        expectCeiling(last, ceiling.timeWindow / 1000);
      },
    );
    // SMS sends (per address and per number) are proven in security.test.ts, section 1.
  });

  describe('per account', () => {
    it('login: the 21st login of one username in 10 minutes is 429, whichever the addresses', async () => {
      const replies: Reply[] = [];
      for (let i = 0; i <= ACCOUNT_CEILINGS.login.max; i++) {
        // A new address each time: the per-address ceiling never applies.
        const client = new TestClient(platform.app, 'PHDEMO', { 'x-forwarded-for': nextAddress() });
        const reply = await client.login('player07', 'Member1234');
        replies.push(reply);
      }
      expect(replies.slice(0, -1).filter((reply) => reply.status === 429)).toEqual([]);
      const last = await new TestClient(platform.app, 'PHDEMO', {
        'x-forwarded-for': nextAddress(),
      }).login('player07', 'Member1234');
      expectCeiling(last, ACCOUNT_CEILINGS.login.windowMs / 1000);
      // Another username is not affected.
      const other = await new TestClient(platform.app, 'PHDEMO', {
        'x-forwarded-for': nextAddress(),
      }).login('player08', 'Member1234');
      expect(other.status).not.toBe(429);
    });

    it.each(
      [...CALL_CEILINGS].map(
        ([call, ceiling]) => [`${call.method} ${call.url}`, call, ceiling] as const,
      ),
    )(
      '%s: one member over the ceiling is 429 from any address; another member is not',
      async (_name, call, ceiling) => {
        const body = VALID_BODIES.get(call);
        const method = call.method === 'PUT' ? 'PUT' : 'POST';
        const statuses: number[] = [];
        let last: Reply | undefined;
        for (let i = 0; i <= ceiling.account.max; i++) {
          // Spread over addresses, so only the member's own ceiling can refuse.
          const client = new TestClient(platform.app, 'PHDEMO', {
            'x-forwarded-for': nextAddress(),
          });
          last = await client.call(method, urlOf(call), {
            token: demoToken,
            ...(body === undefined ? {} : { body }),
          });
          statuses.push(last.status);
        }
        expect(statuses.slice(0, -1)).not.toContain(429);
        expect(statuses.slice(0, -1)).not.toContain(500);
        if (!last) throw new Error('no reply');
        expectCeiling(last, ceiling.account.windowMs / 1000);
        const player = await new TestClient(platform.app).login('player09', 'Member1234');
        const other = await new TestClient(platform.app, 'PHDEMO', {
          'x-forwarded-for': nextAddress(),
        }).call(method, urlOf(call), {
          token: (player.body.value as { token: string }).token,
          ...(body === undefined ? {} : { body }),
        });
        expect(other.status).not.toBe(429);
      },
    );
  });
});
