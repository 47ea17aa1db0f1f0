/**
 * Route × role authorisation: every call of `@gaming/api/contract` as a visitor, a trial
 * account, a member (`demo`), another member (`player01`) and an agent (`agent1`). The expected
 * outcome comes from the contract's flags:
 *   visitor → 401 where `auth`;
 *   trial → 403 `in_need_true_account` where `realAccount`, 403 `login.non.member` where `agentOnly`;
 *   member → 403 `login.non.member` where `agentOnly`;
 *   agent → passes everything its session may call.
 * "Answers" is anything but that refusal (a 400 for the empty body is fine: the guard let it in).
 * Then cross-account checks: what `demo` owns, called by `player01`, is refused and stays as it was
 * (inbox message, red envelope, reward ticket, issued promotion, deposit order, bound withdrawal
 * account, withdrawal order and its receipt, points redemption and records, also under demo's
 * Idempotency-Key, and the live-chat room); an agent cannot act on members outside its own downline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { clientContracts } from '@gaming/api/contract';
import type { Contract } from '@gaming/api/contract';
import type {
  LaunchChatValue,
  PaymentConfirmation,
  PointBalance,
  PointDetailsPage,
  PointRewards,
  RedeemPointsValue,
  RedemptionsPage,
  WithdrawAccount,
  WithdrawAccounts,
  WithdrawOrder,
  WithdrawSettings,
} from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import type { TestPlatform } from './testing';
import { startTestPlatform, testDatabaseKinds } from './testing';
import { TestClient } from './testing/client';
import type { Reply } from './testing/client';
import { changedTables, rowsOf, tableStates } from './testing/table-states';

const ROLES = ['visitor', 'trial', 'member', 'other member', 'agent'] as const;
type Role = (typeof ROLES)[number];

const LOGINS: Record<Exclude<Role, 'visitor' | 'trial'>, [string, string]> = {
  member: ['demo', 'Demo1234'],
  'other member': ['player01', 'Member1234'],
  agent: ['agent1', 'Agent1234'],
};

/** The refusal a role gets from a call, or null when the call must answer it. */
function refusalOf(call: Contract, role: Role): { status: number; errorCode: string[] } | null {
  if (role === 'visitor')
    return call.auth ? { status: 401, errorCode: [ErrorCode.notLoggedIn] } : null;
  if (role === 'trial' && call.realAccount)
    return { status: 403, errorCode: [ErrorCode.needTrueAccount] };
  if (role !== 'agent' && call.agentOnly) return { status: 403, errorCode: [ErrorCode.nonMember] };
  return null;
}

const c = clientContracts;
/** A PNG signature: enough for the platform's picture check. */
const PNG = 'iVBORw0KGgo=';
const calls: Contract[] = Object.values(clientContracts).flatMap(
  (area) => Object.values(area) as Contract[],
);
/** Calls that end the session they are made with: made last, each with a session of its own. */
const ENDS_SESSION = new Set<Contract>([c.session.logout, c.security.endOtherSessions]);
const nameOf = (call: Contract) => `${call.method ?? 'GET'} ${call.url}`;

describe.each(testDatabaseKinds())('authorisation on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  const tokens = new Map<Role, string>();
  let requests = 0;

  const tokenOf = async (role: Role): Promise<string | undefined> => {
    if (role === 'visitor') return undefined;
    if (role === 'trial') {
      const trial = await client.sealed<{ token: string }>(c.session.freePlayLogin.url, {
        os: 'web',
        platform: 'W',
      });
      return trial.body.value?.token;
    }
    const [username, password] = LOGINS[role];
    return (await client.login(username, password)).body.value?.token;
  };

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false });
    client = new TestClient(platform.app);
    for (const role of ROLES) {
      const token = await tokenOf(role);
      if (token) tokens.set(role, token);
    }
    expect(tokens.size).toBe(ROLES.length - 1);
  });
  afterAll(async () => {
    console.info(
      `authorisation (${kind}): ${calls.length} calls × ${ROLES.length} roles = ${requests} requests`,
    );
    await platform.close();
  });

  const call = async (contract: Contract, token: string | undefined, body?: unknown) => {
    requests++;
    const method = contract.method ?? 'GET';
    return client.call(method, contract.url.replace(/:\w+/g, '1'), {
      ...(token === undefined ? {} : { token }),
      ...(method === 'POST' || method === 'PUT' ? { body: body ?? {} } : {}),
    });
  };

  // The table: one row per call and role, with the expected outcome in the name.
  const table = ROLES.flatMap((role) =>
    [...calls]
      .sort((a, b) => Number(ENDS_SESSION.has(a)) - Number(ENDS_SESSION.has(b)))
      .map((contract) => {
        const refusal = refusalOf(contract, role);
        const expected = refusal ? `${refusal.status} ${refusal.errorCode.join('|')}` : 'answers';
        return [role, nameOf(contract), expected, contract, refusal] as const;
      }),
  );

  it.each(table)('%s × %s → %s', async (role, _name, _expected, contract, refusal) => {
    const token = ENDS_SESSION.has(contract) ? await tokenOf(role) : tokens.get(role);
    const reply = await call(contract, token);
    if (refusal) {
      expect(reply.status).toBe(refusal.status);
      expect(refusal.errorCode).toContain(reply.body.errorCode);
      return;
    }
    // Answered: not one of the guards' refusals (the handler may refuse the empty body).
    expect(reply.status).toBeLessThan(500);
    const guardRefusal =
      (reply.status === 401 &&
        [ErrorCode.notLoggedIn, ErrorCode.tokenInvalid].includes(reply.body.errorCode as never)) ||
      (reply.status === 403 &&
        [ErrorCode.needTrueAccount, ErrorCode.nonMember].includes(reply.body.errorCode as never));
    expect(guardRefusal, `${reply.status} ${reply.body.errorCode ?? ''}`).toBe(false);
  });

  describe("no one reads or changes another's data", () => {
    // Sessions of their own: the table above ended the first ones ("sign out everywhere else").
    beforeAll(async () => {
      for (const role of ['member', 'other member', 'agent'] as const) {
        const token = await tokenOf(role);
        if (token) tokens.set(role, token);
      }
    });
    const one = async <T>(query: SQL) => (await rowsOf<T>(platform.database.db, query))[0];
    const idOf = async (username: string) =>
      (await one<{ id: number }>(sql`select id from customers where username = ${username}`))?.id ??
      0;

    /** A request: its address (the contract's by default), body and extra headers. */
    interface Attempt {
      url?: string;
      body?: unknown;
      headers?: Record<string, string>;
    }

    /** Calls `contract` as `token`, sealing the body when the contract says so. */
    const send = (contract: Contract, token: string, attempt: Attempt) => {
      const method = contract.method ?? 'GET';
      const url = attempt.url ?? contract.url;
      const headers = attempt.headers ?? {};
      return contract.sealed && (method === 'POST' || method === 'PUT')
        ? client.sealed(url, attempt.body ?? {}, { ...headers, authorization: token }, method)
        : client.call(method, url, { token, body: attempt.body, headers });
    };

    /**
     * Calls as `token` and expects a refusal that changed no table: 403 or 404, or the very answer
     * the same call gets for what does not exist (`absent`: another address, body or headers), so
     * the refusal tells nothing of the other's data.
     */
    async function expectRefusedUnchanged(
      contract: Contract,
      token: string,
      body: unknown,
      options: Omit<Attempt, 'body'> & { absent?: Attempt } = {},
    ): Promise<Reply> {
      const attempt = { ...options, body };
      const absent = options.absent
        ? await send(contract, token, { ...attempt, ...options.absent })
        : undefined;
      const before = await tableStates(platform.database.db);
      requests++;
      const reply = await send(contract, token, attempt);
      const context = `${nameOf(contract)}: ${reply.status} ${reply.body.errorCode}`;
      if (absent) {
        expect({ status: reply.status, errorCode: reply.body.errorCode }, context).toEqual({
          status: absent.status,
          errorCode: absent.body.errorCode,
        });
        expect(reply.status, context).toBeGreaterThanOrEqual(400);
      } else expect([403, 404], context).toContain(reply.status);
      expect(typeof reply.body.errorCode).toBe('string');
      expect(changedTables(before, await tableStates(platform.database.db))).toEqual([]);
      return reply;
    }

    it("refuses demo's inbox message, red envelope, reward ticket and issued promotion to player01", async () => {
      const demo = tokens.get('member') ?? '';
      const other = tokens.get('other member') ?? '';
      await platform.app.inject({
        method: 'POST',
        url: '/__dev/message',
        payload: { username: 'demo', subject: 'Private', content: 'For demo only' },
      });
      const inbox = await client.call<{ list: { id: number }[] }>('GET', c.messages.inbox.url, {
        token: demo,
      });
      const messageId = inbox.body.value?.list[0]?.id ?? 0;
      expect(messageId).toBeGreaterThan(0);
      await expectRefusedUnchanged(c.messages.open, other, { id: messageId });
      await expectRefusedUnchanged(c.messages.reply, other, {
        inboxId: messageId,
        content: 'Not mine',
      });
      const deleted = await client.call('POST', c.messages.remove.url, {
        token: other,
        body: { ids: [messageId] },
      });
      expect(deleted.status).toBeLessThan(500);
      expect(
        await one(sql`select id from messages where id = ${messageId}`),
        "player01's delete leaves demo's message",
      ).toBeDefined();

      const demoId = await idOf('demo');
      const envelope = await one<{ id: number }>(
        sql`select id from red_envelopes where customer_id = ${demoId} and claimed_at is null limit 1`,
      );
      await expectRefusedUnchanged(
        c.wallet.claimRedEnvelope,
        other,
        { id: envelope?.id },
        { absent: { body: { id: 999999 } } },
      );
      const ticket = await one<{ id: number }>(
        sql`select id from reward_tickets where customer_id = ${demoId} limit 1`,
      );
      await expectRefusedUnchanged(
        c.promotions.openTicket,
        other,
        { ticketId: ticket?.id },
        { absent: { body: { ticketId: 999999 } } },
      );
      // demo's issued promotion (the seed's slots cashback) cannot be claimed by player01.
      const issued = await one<{ promotionId: number }>(
        sql`select promotion_id as "promotionId" from promotion_applications where customer_id = ${demoId} and status = 'issued' limit 1`,
      );
      expect(issued).toBeDefined();
      // The promotion is public; what is demo's is the issued bonus: player01 has none to claim.
      const before = await tableStates(platform.database.db);
      const claimed = await client.call('POST', c.promotions.claim.url, {
        token: other,
        body: { promotionId: issued?.promotionId },
      });
      expect(claimed.status).toBe(400);
      expect(claimed.body.errorCode).toBe('promotion.not.issued');
      expect(changedTables(before, await tableStates(platform.database.db))).toEqual([]);
    });

    it("refuses demo's deposit order to player01: paid, slip, cancel, reminder", async () => {
      const demo = tokens.get('member') ?? '';
      const other = tokens.get('other member') ?? '';
      const created = await client.call<{ orderNo: string }>('POST', c.deposit.create.url, {
        token: demo,
        body: { channelId: 1, amount: 100 },
      });
      expect(created.status).toBe(200);
      const orderNo = created.body.value?.orderNo ?? '';
      const at = (contract: Contract) => contract.url.replace(':orderNo', orderNo);
      await expectRefusedUnchanged(c.deposit.markPaid, other, undefined, {
        url: at(c.deposit.markPaid),
      });
      await expectRefusedUnchanged(c.deposit.remind, other, undefined, {
        url: at(c.deposit.remind),
      });
      await expectRefusedUnchanged(c.deposit.cancel, other, undefined, {
        url: at(c.deposit.cancel),
      });
      await expectRefusedUnchanged(
        c.deposit.uploadSlip,
        other,
        { mime: 'image/png', data: PNG },
        { url: at(c.deposit.uploadSlip) },
      );
      // demo's own order is still open and cancellable by demo.
      const cancelled = await client.call('POST', at(c.deposit.cancel), { token: demo });
      expect(cancelled.status).toBe(200);
    });

    /** Each member's payment password, set through the security centre when it is not yet. */
    const PAYMENT_PASSWORDS = { member: '135790', 'other member': '246810' } as const;
    async function paymentPasswordOf(role: keyof typeof PAYMENT_PASSWORDS): Promise<string> {
      const token = tokens.get(role) ?? '';
      const password = PAYMENT_PASSWORDS[role];
      const settings = await client.call<WithdrawSettings>('GET', c.withdraw.settings.url, {
        token,
      });
      if (settings.body.value?.paymentPasswordSet === true) return password;
      const set = await send(c.security.paymentPassword, token, {
        body: { mode: 'set', paymentPassword: password, confirmPaymentPassword: password },
      });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      return password;
    }

    it("refuses demo's bound withdrawal account and withdrawal to player01: remove it, withdraw to it, confirm the receipt", async () => {
      const demo = tokens.get('member') ?? '';
      const other = tokens.get('other member') ?? '';
      const demoPassword = await paymentPasswordOf('member');
      const otherPassword = await paymentPasswordOf('other member');
      const bound = await send(c.withdraw.bindAccount, demo, {
        body: {
          type: 'BC',
          code: 'BDO',
          holder: 'Demo Player',
          number: '1234 5678 9012',
          paymentPassword: demoPassword,
        },
      });
      expect(bound.status, JSON.stringify(bound.body)).toBe(200);
      const accountId = (bound.body.value as WithdrawAccount).id;
      // player01's own account: its payment password and payee name pass, so only whose account
      // it is can refuse what follows.
      const own = await send(c.withdraw.bindAccount, other, {
        body: {
          type: 'EW',
          code: 'GCASH',
          holder: 'Player One',
          number: '09170000001',
          paymentPassword: otherPassword,
        },
      });
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      const accountsOf = async (token: string) =>
        (
          await client.call<WithdrawAccounts>('GET', c.withdraw.accounts.url, { token })
        ).body.value?.accounts.map((account) => account.id) ?? [];
      expect(await accountsOf(other)).toEqual([(own.body.value as WithdrawAccount).id]);

      const removeAt = (id: number) => c.withdraw.deleteAccount.url.replace(':id', String(id));
      await expectRefusedUnchanged(
        c.withdraw.deleteAccount,
        other,
        { paymentPassword: otherPassword },
        { url: removeAt(accountId), absent: { url: removeAt(999999) } },
      );
      const toDemosAccount = { amount: 100, accountId, paymentPassword: otherPassword };
      await expectRefusedUnchanged(c.withdraw.create, other, toDemosAccount, {
        absent: { body: { ...toDemosAccount, accountId: 999999 } },
      });
      expect(await accountsOf(demo)).toContain(accountId);

      // demo's account still takes demo's withdrawal; paid, it waits for demo's word.
      const withdrawn = await send(c.withdraw.create, demo, {
        body: { amount: 100, accountId, paymentPassword: demoPassword },
      });
      expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
      const orderNo = (withdrawn.body.value as WithdrawOrder).orderNo;
      const paid = await platform.app.inject({
        method: 'POST',
        url: '/__dev/payments/decide',
        payload: { orderNo, decision: 'approve' },
      });
      expect(paid.statusCode).toBe(200);
      const waitingFor = async (token: string) =>
        (
          await client.call<PaymentConfirmation[]>('GET', c.withdraw.confirmations.url, { token })
        ).body.value?.map((order) => order.orderNo) ?? [];
      expect(await waitingFor(other)).not.toContain(orderNo);
      const confirmAt = (no: string) => c.withdraw.confirm.url.replace(':orderNo', no);
      for (const body of [
        { received: true },
        { received: false, proof: { mime: 'image/png', data: PNG } },
      ])
        await expectRefusedUnchanged(c.withdraw.confirm, other, body, {
          url: confirmAt(orderNo),
          absent: { url: confirmAt('W999999999') },
        });
      expect(await waitingFor(demo)).toContain(orderNo);
      const confirmed = await client.call('POST', confirmAt(orderNo), {
        token: demo,
        body: { received: true },
      });
      expect(confirmed.body.value).toEqual({ confirmation: 'received' });
    });

    it("keeps demo's points redemption and records from player01, even under demo's Idempotency-Key", async () => {
      const demo = tokens.get('member') ?? '';
      const other = tokens.get('other member') ?? '';
      const demoPassword = await paymentPasswordOf('member');
      const otherPassword = await paymentPasswordOf('other member');
      const pointsOf = async (token: string) =>
        (await client.call<PointBalance>('GET', c.points.balance.url, { token })).body.value
          ?.points ?? NaN;
      const rewards = await client.call<PointRewards>('GET', c.points.rewards.url, { token: demo });
      // A reward demo can pay for and player01 cannot: player01's redeem under demo's key can
      // only answer a refusal of its own, or demo's stored answer.
      const reward = rewards.body.value?.list.find((r) => r.price === 1000);
      expect(reward).toBeDefined();
      expect(await pointsOf(demo)).toBeGreaterThanOrEqual(1000);
      expect(await pointsOf(other)).toBeLessThan(1000);
      const key = 'demo-redeem-0001';
      const redeem = (paymentPassword: string) => ({
        rewardId: reward?.id,
        quantity: 1,
        redeemType: 'P',
        paymentPassword,
        name: 'Demo Player',
        address: '12 Rizal St, Makati',
        mobile: '9171234567',
      });
      const redeemed = await send(c.points.redeem, demo, {
        body: redeem(demoPassword),
        headers: { 'idempotency-key': key },
      });
      expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
      const redemption = (redeemed.body.value as RedeemPointsValue).redemption;
      const demoPoints = await pointsOf(demo);
      const movement = await one<{ id: number }>(
        sql`select id from point_movements where reference = ${`R${String(redemption.id)}`}`,
      );
      expect(movement).toBeDefined();

      // player01's history and details, even asking for demo's, show none of demo's.
      const day = (offset: number) =>
        new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const range = `startDate=${day(-2)}&endDate=${day(2)}&customerId=${String(await idOf('demo'))}`;
      const history = await client.call<RedemptionsPage>(
        'GET',
        `${c.points.redemptions.url}?${range}`,
        { token: other },
      );
      expect(history.status).toBe(200);
      expect(history.body.value?.list.map((row) => row.id)).not.toContain(redemption.id);
      const details = await client.call<PointDetailsPage>(
        'GET',
        `${c.points.details.url}?${range}`,
        { token: other },
      );
      expect(details.status).toBe(200);
      expect(details.body.value?.list.map((row) => row.txId)).not.toContain(
        `M${String(movement?.id)}`,
      );

      // The same redeem under demo's key is player01's own: refused as under a key no one used.
      const replay = await expectRefusedUnchanged(c.points.redeem, other, redeem(otherPassword), {
        headers: { 'idempotency-key': key },
        absent: { headers: { 'idempotency-key': 'unused-redeem-0001' } },
      });
      expect(replay.body.errorCode).toBe(ErrorCode.pointsNotEnough);
      expect(await pointsOf(demo)).toBe(demoPoints);
      // demo's key still answers demo's redemption, once.
      const again = await send(c.points.redeem, demo, {
        body: redeem(demoPassword),
        headers: { 'idempotency-key': key },
      });
      expect((again.body.value as RedeemPointsValue).redemption).toEqual(redemption);
      expect(await pointsOf(demo)).toBe(demoPoints);
    });

    it("keeps demo's live-chat room from player01: no session gets or picks another's room", async () => {
      const demo = tokens.get('member') ?? '';
      const other = tokens.get('other member') ?? '';
      // The key is the room's one credential (the chat page opens without the session), so what
      // is checked is that a session only ever gets a new room of its own.
      const launch = async (token: string, query = '') =>
        (
          await client.call<LaunchChatValue>('GET', `${c.support.launchChat.url}${query}`, {
            token,
          })
        ).body.value?.chatUrl ?? '';
      const demoUrl = await launch(demo);
      const demoKey = demoUrl.split('/').pop() ?? '';
      expect(demoKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
      const sent = await client.call('POST', `${demoUrl}/messages`, {
        body: { text: 'My deposit 4455 has not arrived' },
      });
      expect(sent.status).toBe(200);
      const linesOf = (key: string) =>
        rowsOf<{ text: string; customerId: number }>(
          platform.database.db,
          sql`select m.text, r.customer_id as "customerId" from chat_messages m join chat_rooms r on r.id = m.room_id where r.key = ${key} order by m.id`,
        );
      const demoLines = await linesOf(demoKey);
      expect(demoLines.map((line) => line.text)).toContain('My deposit 4455 has not arrived');

      // player01 asking for demo's room gets a new one of its own, without demo's lines.
      const otherUrl = await launch(
        other,
        `?key=${demoKey}&chatUrl=${encodeURIComponent(demoUrl)}`,
      );
      const otherKey = otherUrl.split('/').pop() ?? '';
      expect(otherKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
      expect(otherKey).not.toBe(demoKey);
      const otherLines = await linesOf(otherKey);
      expect(otherLines.map((line) => line.customerId)).toEqual([await idOf('player01')]);
      const page = await platform.app.inject({ method: 'GET', url: otherUrl });
      expect(page.body).not.toContain('4455');
      // A key next to demo's is no room: the answer any unknown key gets, nothing stored.
      const near = `${demoKey.slice(0, -1)}${demoKey.endsWith('A') ? 'B' : 'A'}`;
      await expectRefusedUnchanged(
        c.support.chatSend,
        other,
        { text: 'Is this demo’s chat?' },
        {
          url: `/wps/chat/${near}/messages`,
          absent: { url: `/wps/chat/${'A'.repeat(32)}/messages` },
        },
      );
      expect(await linesOf(demoKey)).toEqual(demoLines);
    });

    it("refuses a sub-agent's actions on members outside its own downline", async () => {
      const sub = (await client.login('agent1sub', 'Member1234')).body.value?.token ?? '';
      expect(sub).not.toBe('');
      // agent1sub's downline is player07…player10: agent1's direct members (player01, demo) and
      // agent1 itself (its upline) are not its to touch.
      for (const [token, customerId] of [
        [sub, await idOf('player01')],
        [sub, await idOf('demo')],
        [sub, await idOf('agent1')],
      ] as const) {
        await expectRefusedUnchanged(c.agentTeam.updateRemark, token, {
          customerId,
          remark: 'not yours',
        });
        await expectRefusedUnchanged(c.agentTeam.updateStatus, token, {
          customerId,
          locked: true,
        });
        await expectRefusedUnchanged(c.agentContracts.requestTermination, token, {
          customerId,
          kind: 'daily',
        });
      }
    });
  });
});
