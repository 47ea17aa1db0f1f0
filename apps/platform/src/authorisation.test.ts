/**
 * Route × role authorisation (issue 14): every call of `@gaming/api/contract` as a visitor, a trial
 * account, a member (`demo`), another member (`player01`) and an agent (`agent1`). The expected
 * outcome comes from the contract's flags:
 *   visitor → 401 where `auth`;
 *   trial → 403 `in_need_true_account` where `realAccount`, 403 `login.non.member` where `agentOnly`;
 *   member → 403 `login.non.member` where `agentOnly`;
 *   agent → passes everything its session may call.
 * "Answers" is anything but that refusal (a 400 for the empty body is fine: the guard let it in).
 * Then cross-account checks: what `demo` owns, called by `player01`, is refused and stays as it was;
 * an agent cannot act on members outside its own downline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { clientContracts } from '@gaming/api/contract';
import type { Contract } from '@gaming/api/contract';
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

    /**
     * Calls as `token` and expects a refusal that changed no table: 403 or 404, or the very answer
     * an id that does not exist gets (`absent`), so the refusal tells nothing of the other's data.
     */
    async function expectRefusedUnchanged(
      contract: Contract,
      token: string,
      body: unknown,
      url = contract.url,
      absentBody?: unknown,
    ): Promise<Reply> {
      const absent =
        absentBody === undefined
          ? undefined
          : await client.call(contract.method ?? 'GET', url, { token, body: absentBody });
      const before = await tableStates(platform.database.db);
      requests++;
      const reply = await client.call(contract.method ?? 'GET', url, { token, body });
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
        c.wallet.claimRedEnvelope.url,
        { id: 999999 },
      );
      const ticket = await one<{ id: number }>(
        sql`select id from reward_tickets where customer_id = ${demoId} limit 1`,
      );
      await expectRefusedUnchanged(
        c.promotions.openTicket,
        other,
        { ticketId: ticket?.id },
        c.promotions.openTicket.url,
        { ticketId: 999999 },
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
      await expectRefusedUnchanged(c.deposit.markPaid, other, undefined, at(c.deposit.markPaid));
      await expectRefusedUnchanged(c.deposit.remind, other, undefined, at(c.deposit.remind));
      await expectRefusedUnchanged(c.deposit.cancel, other, undefined, at(c.deposit.cancel));
      await expectRefusedUnchanged(
        c.deposit.uploadSlip,
        other,
        { mime: 'image/png', data: 'iVBORw0KGgo=' },
        at(c.deposit.uploadSlip),
      );
      // demo's own order is still open and cancellable by demo.
      const cancelled = await client.call('POST', at(c.deposit.cancel), { token: demo });
      expect(cancelled.status).toBe(200);
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
