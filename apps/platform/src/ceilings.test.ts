/**
 * Request ceilings, per address and per account: every per-address ceiling of
 * `ADDRESS_CEILINGS` on its routes, and the per-account ones (login per username, every claim,
 * feedback, points redeem and convert, the transfer to the upline and an agent's transfer to a
 * downline per member), each answered 429 `TOO_MANY_REQUESTS` with `Retry-After` and
 * `value.retryAfter`. A spend refused by its ceiling changes nothing, though the same body went
 * through before it. Calls carry `x-forwarded-for` (the platform trusts loopback proxies), so they
 * are limited as in production; each check uses an address of its own.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientContracts } from '@gaming/api/contract';
import type { CallRoute } from '@gaming/api/contract';
import type { PointBalance, PointRewards } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { customers } from './db/schema';
import { SEED_AGENT_PAYMENT_PASSWORD } from './seed/agent-team';
import { ACCOUNT_CEILINGS, ADDRESS_CEILINGS, CALL_CEILINGS } from './services/ceilings';
import type { TestPlatform } from './testing';
import { startTestPlatform, testDatabaseKinds } from './testing';
import type { Reply } from './testing/client';
import { TestClient } from './testing/client';
import { changedTables, tableStates } from './testing/table-states';

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

/** demo's payment password, set through the security centre before the spends. */
const DEMO_PAYMENT_PASSWORD = '135790';
const DELIVERY = { name: 'Juan Dela Cruz', address: '12 Rizal St, Makati', mobile: '9171234567' };

/**
 * The calls that spend points or move money, each made by `username`: `goes` is a body the
 * handler carries out (the first call proves it), `refused` one it refuses with `refusedWith`
 * without a change (the calls that fill the ceiling up).
 */
interface Spend {
  username: 'demo' | 'agent1';
  /** Another account that may make the call: not limited by the first one's calls. */
  other: [string, string];
  sealed: boolean;
  goes: (ids: { rewardId: number; player01: number }) => unknown;
  refused: unknown;
  refusedWith: string;
}

const SPENDS = new Map<CallRoute, Spend>([
  [
    calls.points.redeem,
    {
      username: 'demo',
      other: ['player09', 'Member1234'],
      sealed: true,
      goes: ({ rewardId }) => ({
        rewardId,
        quantity: 1,
        redeemType: 'P',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
        ...DELIVERY,
      }),
      refused: {
        rewardId: 999999,
        quantity: 1,
        redeemType: 'P',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
        ...DELIVERY,
      },
      refusedWith: ErrorCode.requestInvalid,
    },
  ],
  [
    calls.points.convert,
    {
      username: 'demo',
      other: ['player09', 'Member1234'],
      sealed: true,
      goes: () => ({ points: 10, paymentPassword: DEMO_PAYMENT_PASSWORD }),
      // Under the minimum of 10 points.
      refused: { points: 5, paymentPassword: DEMO_PAYMENT_PASSWORD },
      refusedWith: ErrorCode.amountOutOfRange,
    },
  ],
  [
    calls.wallet.transferUpline,
    {
      username: 'demo',
      other: ['player09', 'Member1234'],
      sealed: true,
      // demo has a payment password: the upline transfer asks it instead of the login password.
      goes: () => ({ transferAmount: 1, password: DEMO_PAYMENT_PASSWORD }),
      refused: { transferAmount: 0, password: DEMO_PAYMENT_PASSWORD },
      refusedWith: ErrorCode.amountInvalid,
    },
  ],
  [
    calls.agentTeam.transfer,
    {
      username: 'agent1',
      other: ['agent1sub', 'Member1234'],
      sealed: false,
      goes: ({ player01 }) => ({
        customerId: player01,
        amount: 1,
        paymentPassword: SEED_AGENT_PAYMENT_PASSWORD,
      }),
      refused: { customerId: 999999, amount: 1, paymentPassword: SEED_AGENT_PAYMENT_PASSWORD },
      refusedWith: ErrorCode.downlineNotFound,
    },
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
  let agentToken = '';

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false });
    // Logged in from loopback (exempt), then calling from other addresses.
    const local = new TestClient(platform.app);
    const login = await local.login('demo', 'Demo1234');
    demoToken = (login.body.value as { token: string }).token;
    agentToken = (await local.login('agent1', 'Agent1234')).body.value?.token ?? '';
    const set = await local.sealed(
      calls.security.paymentPassword.url,
      {
        mode: 'set',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
        confirmPaymentPassword: DEMO_PAYMENT_PASSWORD,
      },
      { authorization: demoToken },
      'PUT',
    );
    expect(set.status).toBe(200);
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

    it('checks every call with a ceiling per account: a claim below, or a spend', () => {
      for (const call of CALL_CEILINGS.keys())
        expect(VALID_BODIES.has(call) || SPENDS.has(call), `${call.method} ${call.url}`).toBe(true);
    });

    it.each(
      [...CALL_CEILINGS]
        .filter(([call]) => VALID_BODIES.has(call))
        .map(([call, ceiling]) => [`${call.method} ${call.url}`, call, ceiling] as const),
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

    /** What a spend can change: the caller's points and every balance it could move. */
    async function holdings(token: string) {
      const points = await new TestClient(platform.app).call<PointBalance>(
        'GET',
        calls.points.balance.url,
        { token },
      );
      const balances = await platform.database.db
        .select({ username: customers.username, balance: customers.balance })
        .from(customers)
        .where(inArray(customers.username, ['demo', 'agent1', 'player01']));
      return { points: points.body.value?.points, balances };
    }

    it.each(
      [...SPENDS].map(([call, spend]) => [`${call.method} ${call.url}`, call, spend] as const),
    )(
      '%s: the call past the ceiling is 429 from any address and changes nothing; another account is not limited',
      async (_name, call, spend) => {
        const ceiling = CALL_CEILINGS.get(call);
        expect(ceiling, 'a spend has a ceiling').toBeDefined();
        if (!ceiling) return;
        const token = spend.username === 'demo' ? demoToken : agentToken;
        const rewards = await new TestClient(platform.app).call<PointRewards>(
          'GET',
          calls.points.rewards.url,
          { token: demoToken },
        );
        const rewardId = rewards.body.value?.list.find((reward) => reward.price === 100)?.id ?? 0;
        const [player01] = await platform.database.db
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.username, 'player01'));
        const goes = spend.goes({ rewardId, player01: player01?.id ?? 0 });
        /** One call from an address of its own, so only the account's ceiling can refuse it. */
        const send = (body: unknown, as = token) => {
          const client = new TestClient(platform.app, 'PHDEMO', {
            'x-forwarded-for': nextAddress(),
          });
          return spend.sealed
            ? client.sealed(call.url, body, { authorization: as })
            : client.call('POST', call.url, { token: as, body });
        };

        const first = await send(goes);
        expect(first.status, JSON.stringify(first.body)).toBe(200);
        for (let i = 1; i < ceiling.account.max; i++) {
          const filler = await send(spend.refused);
          expect(filler.body.errorCode, `call ${String(i + 1)}`).toBe(spend.refusedWith);
        }
        const before = await tableStates(platform.database.db);
        const held = await holdings(token);
        // The body that went through at first is refused now, and moves nothing.
        const last = await send(goes);
        expectCeiling(last, ceiling.account.windowMs / 1000);
        expect(changedTables(before, await tableStates(platform.database.db))).toEqual([]);
        expect(await holdings(token)).toEqual(held);

        const [username, password] = spend.other;
        const otherToken =
          (await new TestClient(platform.app).login(username, password)).body.value?.token ?? '';
        const other = await send(spend.refused, otherToken);
        expect(other.status).not.toBe(429);
      },
    );
  });
});
