/**
 * The payment password cannot be guessed (withdraw, binding, red envelopes, the payment-password
 * change: each would otherwise let a stolen session try every code), nor the login password from a
 * session (a password change's old one). Every call that checks either goes through one guard
 * (`services/password-guard.ts`): five wrong answers lock the account's calls of that secret for 5
 * minutes, then 10, 20…, answered 429 `TOO_MANY_REQUESTS` with `value.retryAfter` and
 * `Retry-After`, checked before the password is compared (a right password is refused too and
 * nothing changes); a right answer clears the count. The count is per account and secret, in the
 * database: it holds from any session, across a restart and another platform instance, and for
 * answers sent at once; one secret's lock leaves the other's calls alone. Every call that takes a
 * password is named below, and every guarded call is proven to go through the guard, so a new one
 * cannot forget it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientContracts } from '@gaming/api/contract';
import type { CallRoute, Contract } from '@gaming/api/contract';
import type { PointRewards, WithdrawAccount } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { customers, passwordAttempts, paymentOrders } from './db/schema';
import { SEED_AGENT_PAYMENT_PASSWORD } from './seed/agent-team';
import { createServer } from './server';
// Counted for every file (src/testing/setup.ts): a burst of guesses must not have more than five compared.
import { verifyPassword } from './services/password';
import type { GuardedSecret } from './services/password-guard';
import {
  GUARD_FIRST_LOCK_MS,
  GUARD_LOCK_AFTER_FAILURES,
  LOGIN_PASSWORD_CALLS,
  clearPasswordFailures,
} from './services/password-guard';
import { PAYMENT_PASSWORD_CALLS, clearPaymentPasswordFailures } from './services/payment-password';
import type { TestPlatform } from './testing';
import { startTestPlatform, testDatabaseKinds } from './testing';
import type { Reply } from './testing/client';
import { TestClient } from './testing/client';
import { changedTables, tableStates } from './testing/table-states';

const c = clientContracts;
const FIRST_LOCK_S = GUARD_FIRST_LOCK_MS / 1000;

/**
 * Every call whose body carries a password and is not guarded, and why. With
 * `PAYMENT_PASSWORD_CALLS` and `LOGIN_PASSWORD_CALLS` this names every call that takes a password: a
 * new one must be put in one of the three.
 */
const NOT_GUARDED = new Map<CallRoute, string>([
  [c.session.login, 'the login password: its own lock per username (login.locked)'],
  [c.account.register, 'sets the passwords of a new account'],
  [c.account.registerMobile, 'sets the passwords of a new account'],
  [c.account.forgotByPhone, 'sets a new login password with an SMS code'],
  [c.agentTeam.registerDownline, "sets a new downline's login password"],
  [c.socialLogin.register, 'sets the payment password of a new account'],
  [
    c.member.setPassword,
    'sets the first login password of an account without one (social): none to check',
  ],
]);

/**
 * The files that compare a password (`verifyPassword`), and why: a payment password, and the login
 * password of a signed-in member, are compared only in the guard.
 */
const PASSWORD_COMPARERS = new Map<string, string>([
  ['services/password-guard.ts', 'the password guard'],
  ['services/login.ts', 'the login'],
  // Called by the login only, after the current password failed, under the same login limits.
  ['services/temporary-passwords.ts', 'the login, against a mailed temporary password'],
]);

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

/** The field names of a body schema, nested ones too. */
function fieldsOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, field]) => [
      name,
      ...fieldsOf(field),
    ]),
    ...fieldsOf(schema.items),
    ...(schema.anyOf ?? []).flatMap(fieldsOf),
  ];
}

const allCalls: Contract[] = Object.values(clientContracts).flatMap(
  (area) => Object.values(area) as Contract[],
);
const nameOf = (call: CallRoute) => `${call.method ?? 'GET'} ${call.url}`;

/** The platform's source files (tests and test helpers left out), relative to src. */
function sourceFiles(): string[] {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.startsWith('testing'))
    .map((file) => relative(root, join(root, file)).split('\\').join('/'));
}

/** demo's login password (the seed's). */
const DEMO_PASSWORD = 'Demo1234';
/** The login passwords of the members the tests sign in as (the seed's). */
const LOGIN_PASSWORDS: Record<string, string> = {
  demo: DEMO_PASSWORD,
  agent1: 'Agent1234',
  player01: 'Member1234',
  player02: 'Member1234',
};
/** demo's payment password, set in beforeAll. */
const DEMO_PAYMENT_PASSWORD = '135790';
/** player01's payment password (the other member), set on its first bind. */
const OTHER_PAYMENT_PASSWORD = '864200';
const WRONG = '000000';
const DELIVERY = { name: 'Juan Dela Cruz', address: '12 Rizal St, Makati', mobile: '9171234567' };

/** One guarded call: whose, at which address, and its body with a given password. */
interface GuardedCall {
  username: 'demo' | 'agent1' | 'player02';
  url: () => string;
  body: (password: string) => unknown;
  /** The refusal of a wrong password. */
  wrongCode: string;
}

function expectLocked(reply: Reply, atMostSeconds: number) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(429);
  expect(reply.body.errorCode).toBe(ErrorCode.tooManyRequests);
  const retryAfter = (reply.body.value as { retryAfter?: number } | undefined)?.retryAfter ?? 0;
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(atMostSeconds);
  expect(Number(reply.headers['retry-after'])).toBe(retryAfter);
  return retryAfter;
}

describe.each(testDatabaseKinds())('the password guard on %s', (kind) => {
  let platform: TestPlatform;
  let clock = new Date('2026-11-21T10:00:00Z');
  const tick = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const client = () => new TestClient(platform.app);
  const tokens = new Map<string, string>();
  const ids = new Map<string, number>();
  /** demo's bound accounts: one to withdraw to, one to remove. */
  let withdrawTo = 0;
  let toRemove = 0;
  let otherAccount = 0;
  let rewardId = 0;
  let binds = 0;

  const db = () => platform.database.db;
  const tokenOf = (username: string) => tokens.get(username) ?? '';
  const idOf = (username: string) => ids.get(username) ?? 0;

  /** The call as `username` (sealed where the contract says so). */
  async function send(call: CallRoute, url: string, body: unknown, username: string) {
    const method = call.method === 'PUT' ? 'PUT' : 'POST';
    const token = tokenOf(username);
    return call.sealed
      ? client().sealed(url, body, { authorization: token }, method)
      : client().call(method, url, { token, body });
  }

  const attemptsOf = async (username: string, secret: GuardedSecret = 'payment') =>
    (
      await db()
        .select()
        .from(passwordAttempts)
        .where(
          and(eq(passwordAttempts.customerId, idOf(username)), eq(passwordAttempts.secret, secret)),
        )
    )[0] ?? null;

  const balanceOf = async (username: string) =>
    (
      await db()
        .select({ balance: customers.balance })
        .from(customers)
        .where(eq(customers.id, idOf(username)))
    )[0]?.balance;

  const withdrawalsOf = async (username: string) =>
    (
      await db()
        .select({ orderNo: paymentOrders.orderNo })
        .from(paymentOrders)
        .where(
          and(eq(paymentOrders.customerId, idOf(username)), eq(paymentOrders.kind, 'withdraw')),
        )
    ).length;

  const PAYMENT_CALLS = new Map<CallRoute, GuardedCall>([
    [
      c.withdraw.create,
      {
        username: 'demo',
        url: () => c.withdraw.create.url,
        body: (paymentPassword) => ({ amount: 100, accountId: withdrawTo, paymentPassword }),
        wrongCode: ErrorCode.paymentPasswordInvalid,
      },
    ],
    [
      c.withdraw.bindAccount,
      {
        username: 'demo',
        url: () => c.withdraw.bindAccount.url,
        body: (paymentPassword) => ({
          type: 'EW',
          code: 'GCASH',
          holder: 'Demo Player',
          number: `0917000${String(1000 + binds)}`,
          paymentPassword,
        }),
        wrongCode: ErrorCode.paymentPasswordInvalid,
      },
    ],
    [
      c.withdraw.deleteAccount,
      {
        username: 'demo',
        url: () => c.withdraw.deleteAccount.url.replace(':id', String(toRemove)),
        body: (paymentPassword) => ({ paymentPassword }),
        wrongCode: ErrorCode.paymentPasswordInvalid,
      },
    ],
    [
      c.security.paymentPassword,
      {
        username: 'demo',
        url: () => c.security.paymentPassword.url,
        // Changed to itself: the other calls keep their password.
        body: (oldPaymentPassword) => ({
          mode: 'change',
          oldPaymentPassword,
          paymentPassword: DEMO_PAYMENT_PASSWORD,
          confirmPaymentPassword: DEMO_PAYMENT_PASSWORD,
        }),
        wrongCode: ErrorCode.paymentPasswordInvalid,
      },
    ],
    [
      c.points.redeem,
      {
        username: 'demo',
        url: () => c.points.redeem.url,
        body: (paymentPassword) => ({
          rewardId,
          quantity: 1,
          redeemType: 'P',
          paymentPassword,
          ...DELIVERY,
        }),
        wrongCode: ErrorCode.paymentPasswordInvalid,
      },
    ],
    [
      c.points.convert,
      {
        username: 'demo',
        url: () => c.points.convert.url,
        body: (paymentPassword) => ({ points: 10, paymentPassword }),
        wrongCode: ErrorCode.paymentPasswordInvalid,
      },
    ],
    [
      c.wallet.transferUpline,
      {
        username: 'demo',
        url: () => c.wallet.transferUpline.url,
        body: (password) => ({ transferAmount: 1, password }),
        wrongCode: ErrorCode.paymentPasswordInvalid,
      },
    ],
    [
      c.agentTeam.transfer,
      {
        username: 'agent1',
        url: () => c.agentTeam.transfer.url,
        body: (paymentPassword) => ({
          customerId: idOf('player01'),
          amount: 1,
          paymentPassword,
        }),
        wrongCode: ErrorCode.paymentPasswordInvalid,
      },
    ],
    [
      c.agentTeam.sendRedEnvelopes,
      {
        username: 'agent1',
        url: () => c.agentTeam.sendRedEnvelopes.url,
        body: (paymentPassword) => ({
          customerIds: [idOf('player01')],
          totalAmount: 1,
          message: 'Thanks',
          paymentPassword,
        }),
        wrongCode: ErrorCode.paymentPasswordInvalid,
      },
    ],
  ]);
  /** The calls that check the login password of a signed-in member. */
  const LOGIN_CALLS = new Map<CallRoute, GuardedCall>([
    [
      c.member.changePassword,
      {
        username: 'demo',
        url: () => c.member.changePassword.url,
        // Changed to itself: the other tests keep their password.
        body: (oldPassword) => ({
          oldPassword,
          newPassword: DEMO_PASSWORD,
          confirmNewPassword: DEMO_PASSWORD,
        }),
        wrongCode: ErrorCode.oldPasswordInvalid,
      },
    ],
    [
      c.wallet.transferUpline,
      {
        // A member without a payment password: the transfer asks its login password.
        username: 'player02',
        url: () => c.wallet.transferUpline.url,
        body: (password) => ({ transferAmount: 1, password }),
        wrongCode: ErrorCode.oldPasswordInvalid,
      },
    ],
  ]);
  const CASES: Record<GuardedSecret, Map<CallRoute, GuardedCall>> = {
    payment: PAYMENT_CALLS,
    login: LOGIN_CALLS,
  };
  const rightOf = (secret: GuardedSecret, username: string) => {
    if (secret === 'login') return LOGIN_PASSWORDS[username] ?? '';
    return username === 'agent1' ? SEED_AGENT_PAYMENT_PASSWORD : DEMO_PAYMENT_PASSWORD;
  };

  /** A bound account of `username` (its first bind sets `password` as its payment password). */
  async function bind(username: string, password: string, holder: string, first = false) {
    const bound = await send(
      c.withdraw.bindAccount,
      c.withdraw.bindAccount.url,
      {
        type: 'BC',
        code: 'BDO',
        holder,
        number: `12345678${String(9000 + ++binds)}`,
        paymentPassword: password,
        ...(first ? { confirmPaymentPassword: password } : {}),
      },
      username,
    );
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    return (bound.body.value as WithdrawAccount).id;
  }

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false, now: () => clock });
    for (const [username, password] of Object.entries(LOGIN_PASSWORDS)) {
      const login = await client().login(username, password);
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      tokens.set(username, login.body.value?.token ?? '');
    }
    const rows = await db()
      .select({ id: customers.id, username: customers.username })
      .from(customers)
      .where(inArray(customers.username, ['demo', 'agent1', 'player01', 'player02']));
    for (const row of rows) ids.set(row.username, row.id);
    const set = await send(
      c.security.paymentPassword,
      c.security.paymentPassword.url,
      {
        mode: 'set',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
        confirmPaymentPassword: DEMO_PAYMENT_PASSWORD,
      },
      'demo',
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    withdrawTo = await bind('demo', DEMO_PAYMENT_PASSWORD, 'Demo Player');
    toRemove = await bind('demo', DEMO_PAYMENT_PASSWORD, 'Demo Player');
    otherAccount = await bind('player01', OTHER_PAYMENT_PASSWORD, 'Player One', true);
    const rewards = await client().call<PointRewards>('GET', c.points.rewards.url, {
      token: tokenOf('demo'),
    });
    rewardId = rewards.body.value?.list.find((reward) => reward.price === 100)?.id ?? 0;
    expect(rewardId).toBeGreaterThan(0);
  });
  afterAll(() => platform.close());

  describe("every call that checks the payment password or a session's login password goes through the guard", () => {
    it('names every call that takes a password: a guarded call, or one that is not', () => {
      const withPassword = allCalls.filter((call) =>
        fieldsOf(call.body as JsonSchema).some((field) => /password/i.test(field)),
      );
      for (const call of withPassword)
        expect(
          PAYMENT_PASSWORD_CALLS.includes(call) ||
            LOGIN_PASSWORD_CALLS.includes(call) ||
            NOT_GUARDED.has(call),
          `${nameOf(call)} takes a password: list it in PAYMENT_PASSWORD_CALLS, LOGIN_PASSWORD_CALLS or here`,
        ).toBe(true);
      for (const [secret, guarded] of [
        ['payment', PAYMENT_PASSWORD_CALLS],
        ['login', LOGIN_PASSWORD_CALLS],
      ] as const)
        for (const call of guarded) {
          expect(withPassword, nameOf(call)).toContain(call);
          expect(NOT_GUARDED.has(call), nameOf(call)).toBe(false);
          // Each is proven below.
          expect(CASES[secret].has(call), `${secret}: ${nameOf(call)}`).toBe(true);
        }
      expect(PAYMENT_PASSWORD_CALLS).toHaveLength(9);
      // The password change's old password is guarded, not merely named.
      expect(LOGIN_PASSWORD_CALLS).toContain(c.member.changePassword);
      expect(LOGIN_PASSWORD_CALLS).toHaveLength(2);
    });

    it("compares a payment password, or a session's login password, only in the guard", () => {
      const comparers = sourceFiles().filter((file) => {
        if (file === 'services/password.ts') return false;
        const source = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
        return /\bverifyPassword\s*\(/.test(source);
      });
      expect(comparers.sort()).toEqual([...PASSWORD_COMPARERS.keys()].sort());
      for (const file of comparers) {
        if (file === 'services/password-guard.ts') continue;
        const source = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
        expect(source, `${file} reads a payment password`).not.toMatch(/paymentPasswordHash\s*\)/);
      }
    });

    it.each([
      ...PAYMENT_PASSWORD_CALLS.map((call) => ['payment', nameOf(call), call] as const),
      ...LOGIN_PASSWORD_CALLS.map((call) => ['login', nameOf(call), call] as const),
    ])(
      '%s password, %s: five wrong answers lock it; the right one is refused and changes nothing; after the lock it goes',
      async (secret, _name, call) => {
        const payment = CASES[secret].get(call);
        if (!payment) throw new Error(`no ${secret} case for ${nameOf(call)}`);
        const { username } = payment;
        const right = rightOf(secret, username);
        await clearPasswordFailures(db(), idOf(username), secret);
        const answers: Reply[] = [];
        for (let i = 0; i < GUARD_LOCK_AFTER_FAILURES; i++)
          answers.push(await send(call, payment.url(), payment.body(WRONG), username));
        expect(answers.slice(0, -1).map((answer) => answer.body.errorCode)).toEqual(
          Array(GUARD_LOCK_AFTER_FAILURES - 1).fill(payment.wrongCode),
        );
        // The fifth wrong answer is told the lock at once.
        const last = answers.at(-1);
        if (!last) throw new Error('no answer');
        expect(expectLocked(last, FIRST_LOCK_S)).toBe(FIRST_LOCK_S);

        const before = await tableStates(db());
        const counted = await attemptsOf(username, secret);
        expect(counted?.failures).toBe(GUARD_LOCK_AFTER_FAILURES);
        const refused = await send(call, payment.url(), payment.body(right), username);
        expectLocked(refused, FIRST_LOCK_S);
        expect(changedTables(before, await tableStates(db()))).toEqual([]);
        expect(await attemptsOf(username, secret)).toEqual(counted);

        tick(GUARD_FIRST_LOCK_MS);
        const goes = await send(call, payment.url(), payment.body(right), username);
        expect(goes.status, JSON.stringify(goes.body)).toBe(200);
        expect(await attemptsOf(username, secret)).toBeNull();
      },
    );
  });

  describe('withdraw', () => {
    const withdraw = (password: string, username = 'demo', accountId = withdrawTo) =>
      send(
        c.withdraw.create,
        c.withdraw.create.url,
        { amount: 100, accountId, paymentPassword: password },
        username,
      );

    it('refuses the right password after five wrong ones, moves nothing, and leaves other members alone', async () => {
      await clearPaymentPasswordFailures(db(), idOf('demo'));
      const statuses: number[] = [];
      for (let i = 0; i < GUARD_LOCK_AFTER_FAILURES; i++)
        statuses.push((await withdraw(WRONG)).status);
      expect(statuses).toEqual([400, 400, 400, 400, 429]);

      const balance = await balanceOf('demo');
      const orders = await withdrawalsOf('demo');
      const before = await tableStates(db());
      const refused = await withdraw(DEMO_PAYMENT_PASSWORD);
      const retryAfter = expectLocked(refused, FIRST_LOCK_S);
      expect(await balanceOf('demo')).toBe(balance);
      expect(await withdrawalsOf('demo')).toBe(orders);
      expect(changedTables(before, await tableStates(db()))).toEqual([]);
      // From another session too: the lock is the account's.
      const again = await new TestClient(platform.app).login('demo', DEMO_PASSWORD);
      const elsewhere = await client().sealed(
        c.withdraw.create.url,
        { amount: 100, accountId: withdrawTo, paymentPassword: DEMO_PAYMENT_PASSWORD },
        { authorization: again.body.value?.token ?? '' },
      );
      expectLocked(elsewhere, FIRST_LOCK_S);
      // Every payment-password call of the account is locked, not only the one guessed at.
      const convert = await send(
        c.points.convert,
        c.points.convert.url,
        { points: 10, paymentPassword: DEMO_PAYMENT_PASSWORD },
        'demo',
      );
      expectLocked(convert, FIRST_LOCK_S);
      expect(await balanceOf('demo')).toBe(balance);

      // Another member's payment password is checked as before.
      const otherWrong = await withdraw(WRONG, 'player01', otherAccount);
      expect(otherWrong.body.errorCode).toBe(ErrorCode.paymentPasswordInvalid);
      const other = await withdraw(OTHER_PAYMENT_PASSWORD, 'player01', otherAccount);
      expect(other.status).not.toBe(429);
      expect(other.body.errorCode).not.toBe(ErrorCode.paymentPasswordInvalid);
      expect(await attemptsOf('player01')).toBeNull();

      // The lock ends: the right password withdraws and clears the count.
      tick(retryAfter * 1000 - 1000);
      expectLocked(await withdraw(DEMO_PAYMENT_PASSWORD), 1);
      tick(1000);
      const goes = await withdraw(DEMO_PAYMENT_PASSWORD);
      expect(goes.status, JSON.stringify(goes.body)).toBe(200);
      expect(await withdrawalsOf('demo')).toBe(orders + 1);
      expect(Number(await balanceOf('demo'))).toBe(Number(balance) - 100);
      expect(await attemptsOf('demo')).toBeNull();
    });

    it('starts over after a right password; without one, the next lock is twice as long', async () => {
      await clearPaymentPasswordFailures(db(), idOf('demo'));
      for (let i = 0; i < GUARD_LOCK_AFTER_FAILURES - 1; i++)
        expect((await withdraw(WRONG)).body.errorCode).toBe(ErrorCode.paymentPasswordInvalid);
      expect((await withdraw(DEMO_PAYMENT_PASSWORD)).status).toBe(200);
      // Four more wrong ones lock nothing: the right one cleared the count.
      for (let i = 0; i < GUARD_LOCK_AFTER_FAILURES - 1; i++)
        expect((await withdraw(WRONG)).body.errorCode).toBe(ErrorCode.paymentPasswordInvalid);
      expect(expectLocked(await withdraw(WRONG), FIRST_LOCK_S)).toBe(FIRST_LOCK_S);
      tick(GUARD_FIRST_LOCK_MS);
      // Five more wrong answers after the first lock: the second is 10 minutes.
      for (let i = 0; i < GUARD_LOCK_AFTER_FAILURES - 1; i++)
        expect((await withdraw(WRONG)).body.errorCode).toBe(ErrorCode.paymentPasswordInvalid);
      expect(expectLocked(await withdraw(WRONG), 2 * FIRST_LOCK_S)).toBe(2 * FIRST_LOCK_S);
      tick(GUARD_FIRST_LOCK_MS);
      expectLocked(await withdraw(DEMO_PAYMENT_PASSWORD), FIRST_LOCK_S);
      tick(GUARD_FIRST_LOCK_MS);
      expect((await withdraw(DEMO_PAYMENT_PASSWORD)).status).toBe(200);
      expect(await attemptsOf('demo')).toBeNull();
    });

    it('compares no more than five of many answers sent at once, and answers every right click', async () => {
      await clearPaymentPasswordFailures(db(), idOf('demo'));
      const comparedBefore = vi.mocked(verifyPassword).mock.calls.length;
      const answers = await Promise.all(Array.from({ length: 12 }, () => withdraw(WRONG)));
      expect(vi.mocked(verifyPassword).mock.calls.length - comparedBefore).toBe(
        GUARD_LOCK_AFTER_FAILURES,
      );
      const codes = answers.map((answer) => answer.body.errorCode);
      expect(codes.filter((code) => code === ErrorCode.paymentPasswordInvalid)).toHaveLength(
        GUARD_LOCK_AFTER_FAILURES - 1,
      );
      expect(codes.filter((code) => code === ErrorCode.tooManyRequests)).toHaveLength(
        12 - (GUARD_LOCK_AFTER_FAILURES - 1),
      );
      expect((await attemptsOf('demo'))?.failures).toBe(GUARD_LOCK_AFTER_FAILURES);
      tick(GUARD_FIRST_LOCK_MS);
      // A member's repeated clicks with the right password are all answered (one withdrawal).
      const orders = await withdrawalsOf('demo');
      const clicks = await Promise.all(
        Array.from({ length: 10 }, () =>
          client().sealed(
            c.withdraw.create.url,
            { amount: 100, accountId: withdrawTo, paymentPassword: DEMO_PAYMENT_PASSWORD },
            { authorization: tokenOf('demo'), 'idempotency-key': 'payment-guard-clicks' },
          ),
        ),
      );
      expect(clicks.map((click) => click.status)).toEqual(Array(10).fill(200));
      expect(await withdrawalsOf('demo')).toBe(orders + 1);
      expect(await attemptsOf('demo')).toBeNull();
    });

    it('holds the lock in the database: another platform instance (or a restart) refuses too', async () => {
      await clearPaymentPasswordFailures(db(), idOf('demo'));
      for (let i = 0; i < GUARD_LOCK_AFTER_FAILURES; i++) await withdraw(WRONG);
      const second = await createServer({
        database: platform.database,
        mode: 'development',
        now: () => clock,
        exemptLoopbackFromCeilings: true,
        paymentOperator: false,
        contractSettlement: false,
      });
      try {
        const refused = await new TestClient(second.app).sealed(
          c.withdraw.create.url,
          { amount: 100, accountId: withdrawTo, paymentPassword: DEMO_PAYMENT_PASSWORD },
          { authorization: tokenOf('demo') },
        );
        expectLocked(refused, FIRST_LOCK_S);
      } finally {
        await second.app.close();
      }
      tick(GUARD_FIRST_LOCK_MS);
      expect((await withdraw(DEMO_PAYMENT_PASSWORD)).status).toBe(200);
    });
  });

  describe('changing the payment password', () => {
    const NEW_PASSWORD = '975310';
    const change = (oldPaymentPassword: string, paymentPassword: string, username = 'demo') =>
      send(
        c.security.paymentPassword,
        c.security.paymentPassword.url,
        {
          mode: 'change',
          oldPaymentPassword,
          paymentPassword,
          confirmPaymentPassword: paymentPassword,
        },
        username,
      );
    const hashOf = async (username: string) =>
      (
        await db()
          .select({ hash: customers.paymentPasswordHash })
          .from(customers)
          .where(eq(customers.id, idOf(username)))
      )[0]?.hash;

    it('refuses the right old password after five wrong ones and keeps the password; after the lock it changes', async () => {
      await clearPaymentPasswordFailures(db(), idOf('demo'));
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < GUARD_LOCK_AFTER_FAILURES; i++)
        codes.push((await change(WRONG, NEW_PASSWORD)).body.errorCode);
      expect(codes).toEqual([
        ...Array<string>(GUARD_LOCK_AFTER_FAILURES - 1).fill(ErrorCode.paymentPasswordInvalid),
        ErrorCode.tooManyRequests,
      ]);
      const hash = await hashOf('demo');
      const before = await tableStates(db());
      const refused = await change(DEMO_PAYMENT_PASSWORD, NEW_PASSWORD);
      const retryAfter = expectLocked(refused, FIRST_LOCK_S);
      expect(await hashOf('demo')).toBe(hash);
      expect(changedTables(before, await tableStates(db()))).toEqual([]);
      // A withdrawal with the old (still right) password is locked as well.
      const balance = await balanceOf('demo');
      const orders = await withdrawalsOf('demo');
      expectLocked(
        await send(
          c.withdraw.create,
          c.withdraw.create.url,
          { amount: 100, accountId: withdrawTo, paymentPassword: DEMO_PAYMENT_PASSWORD },
          'demo',
        ),
        FIRST_LOCK_S,
      );
      expect(await balanceOf('demo')).toBe(balance);
      expect(await withdrawalsOf('demo')).toBe(orders);

      // Another member changes its own.
      const otherHash = await hashOf('player01');
      const other = await change(OTHER_PAYMENT_PASSWORD, OTHER_PAYMENT_PASSWORD, 'player01');
      expect(other.status, JSON.stringify(other.body)).toBe(200);
      expect(await hashOf('player01')).not.toBe(otherHash);

      tick(retryAfter * 1000);
      const changed = await change(DEMO_PAYMENT_PASSWORD, NEW_PASSWORD);
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(await hashOf('demo')).not.toBe(hash);
      expect(await attemptsOf('demo')).toBeNull();
      // The new password is the one asked now; back to the old one for the other tests.
      expect((await change(DEMO_PAYMENT_PASSWORD, NEW_PASSWORD)).body.errorCode).toBe(
        ErrorCode.paymentPasswordInvalid,
      );
      expect((await change(NEW_PASSWORD, DEMO_PAYMENT_PASSWORD)).status).toBe(200);
      expect(await attemptsOf('demo')).toBeNull();
    });
  });

  describe('changing the login password', () => {
    const NEW_LOGIN_PASSWORD = 'Fresh5678';
    const changeLogin = (oldPassword: string, newPassword: string, username = 'demo') =>
      send(
        c.member.changePassword,
        c.member.changePassword.url,
        { oldPassword, newPassword, confirmNewPassword: newPassword },
        username,
      );
    const loginHashOf = async (username: string) =>
      (
        await db()
          .select({ hash: customers.passwordHash })
          .from(customers)
          .where(eq(customers.id, idOf(username)))
      )[0]?.hash;
    /** Whether the password logs `username` in (a new session, from the test's trusted address). */
    const logsIn = async (username: string, password: string) =>
      (await client().login(username, password)).body.success;
    const memberInfo = (token: string) => client().call('GET', c.member.memberInfo.url, { token });
    const withdraw = (paymentPassword: string) =>
      send(
        c.withdraw.create,
        c.withdraw.create.url,
        { amount: 100, accountId: withdrawTo, paymentPassword },
        'demo',
      );

    it('refuses the right old password after five wrong ones and keeps the password and every session; others change theirs', async () => {
      await clearPasswordFailures(db(), idOf('demo'), 'login');
      const other = (await client().login('demo', DEMO_PASSWORD)).body.value?.token ?? '';
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < GUARD_LOCK_AFTER_FAILURES; i++)
        codes.push((await changeLogin(WRONG, NEW_LOGIN_PASSWORD)).body.errorCode);
      expect(codes).toEqual([
        ...Array<string>(GUARD_LOCK_AFTER_FAILURES - 1).fill(ErrorCode.oldPasswordInvalid),
        ErrorCode.tooManyRequests,
      ]);
      expect((await attemptsOf('demo', 'login'))?.failures).toBe(GUARD_LOCK_AFTER_FAILURES);

      const hash = await loginHashOf('demo');
      const before = await tableStates(db());
      const refused = await changeLogin(DEMO_PASSWORD, NEW_LOGIN_PASSWORD);
      const retryAfter = expectLocked(refused, FIRST_LOCK_S);
      expect(changedTables(before, await tableStates(db()))).toEqual([]);
      expect(await loginHashOf('demo')).toBe(hash);
      // Nothing changed: no session was ended, the new password does not log in and the old one
      // does (the change's wrong answers are not the login route's: it does not lock the login).
      expect((await memberInfo(other)).status).toBe(200);
      expect((await memberInfo(tokenOf('demo'))).status).toBe(200);
      expect(await logsIn('demo', NEW_LOGIN_PASSWORD)).toBe(false);
      expect(await logsIn('demo', DEMO_PASSWORD)).toBe(true);

      // Another member's old password is checked as before, and its change goes.
      const otherWrong = await changeLogin(WRONG, 'Member1234', 'player01');
      expect(otherWrong.body.errorCode).toBe(ErrorCode.oldPasswordInvalid);
      const otherChange = await changeLogin('Member1234', 'Member1234', 'player01');
      expect(otherChange.status, JSON.stringify(otherChange.body)).toBe(200);
      expect(await attemptsOf('player01', 'login')).toBeNull();

      // Still locked a second before the end.
      tick(retryAfter * 1000 - 1000);
      expectLocked(await changeLogin(DEMO_PASSWORD, NEW_LOGIN_PASSWORD), 1);
      expect(await loginHashOf('demo')).toBe(hash);
      tick(1000);
    });

    it('after the lock changes it, ends the other sessions and starts the count over', async () => {
      await clearPasswordFailures(db(), idOf('demo'), 'login');
      for (let i = 0; i < GUARD_LOCK_AFTER_FAILURES; i++)
        await changeLogin(WRONG, NEW_LOGIN_PASSWORD);
      expectLocked(await changeLogin(DEMO_PASSWORD, NEW_LOGIN_PASSWORD), FIRST_LOCK_S);
      tick(GUARD_FIRST_LOCK_MS);

      const other = (await client().login('demo', DEMO_PASSWORD)).body.value?.token ?? '';
      const changed = await changeLogin(DEMO_PASSWORD, NEW_LOGIN_PASSWORD);
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(await attemptsOf('demo', 'login')).toBeNull();
      // A password change ends every other session; the one that changed it stays.
      expect((await memberInfo(other)).status).toBe(401);
      expect((await memberInfo(tokenOf('demo'))).status).toBe(200);
      expect(await logsIn('demo', DEMO_PASSWORD)).toBe(false);
      expect(await logsIn('demo', NEW_LOGIN_PASSWORD)).toBe(true);

      // The count started over: four wrong answers lock nothing, and the password goes back.
      for (let i = 0; i < GUARD_LOCK_AFTER_FAILURES - 1; i++)
        expect((await changeLogin(WRONG, DEMO_PASSWORD)).body.errorCode).toBe(
          ErrorCode.oldPasswordInvalid,
        );
      expect((await changeLogin(NEW_LOGIN_PASSWORD, DEMO_PASSWORD)).status).toBe(200);
      expect(await attemptsOf('demo', 'login')).toBeNull();
      expect(await logsIn('demo', DEMO_PASSWORD)).toBe(true);
    });

    it('is locked apart from the payment password: locking either leaves the other', async () => {
      await clearPasswordFailures(db(), idOf('demo'), 'login');
      await clearPaymentPasswordFailures(db(), idOf('demo'));

      // The payment password locked: the login password still changes.
      for (let i = 0; i < GUARD_LOCK_AFTER_FAILURES; i++) await withdraw(WRONG);
      expectLocked(await withdraw(DEMO_PAYMENT_PASSWORD), FIRST_LOCK_S);
      const paymentLock = await attemptsOf('demo', 'payment');
      const changed = await changeLogin(DEMO_PASSWORD, DEMO_PASSWORD);
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(await attemptsOf('demo', 'payment')).toEqual(paymentLock);
      expect(await attemptsOf('demo', 'login')).toBeNull();
      tick(GUARD_FIRST_LOCK_MS);

      // The login password locked: payments still go, and clear only the payment count.
      for (let i = 0; i < GUARD_LOCK_AFTER_FAILURES; i++)
        await changeLogin(WRONG, NEW_LOGIN_PASSWORD);
      expectLocked(await changeLogin(DEMO_PASSWORD, DEMO_PASSWORD), FIRST_LOCK_S);
      const loginLock = await attemptsOf('demo', 'login');
      const withdrawn = await withdraw(DEMO_PAYMENT_PASSWORD);
      expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
      expect(await attemptsOf('demo', 'payment')).toBeNull();
      expect(await attemptsOf('demo', 'login')).toEqual(loginLock);
      expectLocked(await changeLogin(DEMO_PASSWORD, DEMO_PASSWORD), FIRST_LOCK_S);
      tick(GUARD_FIRST_LOCK_MS);
      expect((await changeLogin(DEMO_PASSWORD, DEMO_PASSWORD)).status).toBe(200);
      expect(await attemptsOf('demo', 'login')).toBeNull();
    });
  });

  describe('the transfer to the upline of a member without a payment password', () => {
    it("guards the login password it asks with the password change's count", async () => {
      await clearPasswordFailures(db(), idOf('player02'), 'login');
      const transfer = (password: string) =>
        send(
          c.wallet.transferUpline,
          c.wallet.transferUpline.url,
          { transferAmount: 1, password },
          'player02',
        );
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < GUARD_LOCK_AFTER_FAILURES; i++)
        codes.push((await transfer('Wrong1234')).body.errorCode);
      expect(codes).toEqual([
        ...Array<string>(GUARD_LOCK_AFTER_FAILURES - 1).fill(ErrorCode.oldPasswordInvalid),
        ErrorCode.tooManyRequests,
      ]);
      const balance = await balanceOf('player02');
      expectLocked(await transfer('Member1234'), FIRST_LOCK_S);
      expect(await balanceOf('player02')).toBe(balance);
      // The secret guessed is the login password: its change is locked too, not the payment count.
      expectLocked(
        await send(
          c.member.changePassword,
          c.member.changePassword.url,
          {
            oldPassword: 'Member1234',
            newPassword: 'Member1234',
            confirmNewPassword: 'Member1234',
          },
          'player02',
        ),
        FIRST_LOCK_S,
      );
      expect(await attemptsOf('player02', 'payment')).toBeNull();
      tick(GUARD_FIRST_LOCK_MS);
      expect((await transfer('Member1234')).status).toBe(200);
      expect(await attemptsOf('player02', 'login')).toBeNull();
    });
  });
});
