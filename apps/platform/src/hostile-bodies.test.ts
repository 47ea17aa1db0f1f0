/**
 * Hostile bodies on every POST and PUT of the platform: each call of
 * `@gaming/api/contract` gets the hostile strings of `testing/hostile-strings.ts` (Big List of
 * Naughty Strings + OWASP XSS evasions + wrong JSON types) with a valid session where it needs one,
 * sealed where its contract says so, in three shapes:
 *   (a) every field of its body schema (nested too) and every path parameter set to the value,
 *   (b) the value as the whole body,
 *   (c) for representative calls, each field alone hostile with the rest valid.
 * Every answer is a 4xx with an errorCode, never a 5xx, and nothing is stored half-way: the row count
 * and newest row version of every table are the same before and after each call's batch. Calls that
 * take free text and store it (TEXT_CALLS) may accept it: that text is stored verbatim.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { importEnvelopePublicKey, seal } from '@gaming/api/envelope';
import { clientContracts } from '@gaming/api/contract';
import type { Contract } from '@gaming/api/contract';
import type { RsaKeyValue } from '@gaming/api/wire';
import type { TestPlatform } from './testing';
import { startTestPlatform, testDatabaseKinds } from './testing';
import { TestClient } from './testing/client';
import { HOSTILE_STRINGS, HOSTILE_VALUES } from './testing/hostile-strings';
import { changedTables, rowsOf as rowsOfDatabase, tableStates } from './testing/table-states';

const c = clientContracts;

/**
 * Calls that take free text and store it: a hostile string there is data, accepted and stored as
 * typed (the apps escape it when they show it). Every other call must refuse every hostile body.
 */
const TEXT_CALLS = new Set<Contract>([
  c.security.updateProfile,
  c.messages.send,
  c.messages.reply,
  c.support.feedback,
  c.support.chatSend,
  c.agentTeam.updateRemark,
]);

/**
 * A beacon: the affiliate link visit counts a visit for a well-formed code and answers 200 whether
 * the code exists or not (so it tells a caller nothing); an unknown code changes no row.
 */
const BEACON_CALLS = new Set<Contract>([c.agentTeam.linkVisit]);

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

/** The schema's body with every leaf field set to `value` (objects of a union: the first one). */
function everyField(schema: JsonSchema, value: unknown): unknown {
  if (schema.properties)
    return Object.fromEntries(
      Object.entries(schema.properties).map(([name, field]) => [name, everyField(field, value)]),
    );
  if (schema.type === 'array' && schema.items) return [everyField(schema.items, value)];
  const object = schema.anyOf?.find((option) => option.properties);
  return object ? everyField(object, value) : value;
}

/** How many leaf fields a body schema has (nested included). */
function fieldCount(schema: JsonSchema | undefined): number {
  if (!schema) return 0;
  if (schema.properties)
    return Object.values(schema.properties).reduce((sum, field) => sum + fieldCount(field), 0);
  if (schema.type === 'array' && schema.items) return fieldCount(schema.items);
  const object = schema.anyOf?.find((option) => option.properties);
  return object ? fieldCount(object) : 1;
}

const calls: Contract[] = Object.values(clientContracts)
  .flatMap((area) => Object.values(area) as Contract[])
  .filter((call) => call.method === 'POST' || call.method === 'PUT');

/** The address of a call with its path parameters set to `value`. */
const urlWith = (call: Contract, value: string) =>
  call.url.replace(/:\w+/g, encodeURIComponent(value));

/** Runs `tasks`, at most `width` at a time (the platform answers while the database works). */
async function inParallel(tasks: (() => Promise<void>)[], width: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]?.();
  };
  await Promise.all(Array.from({ length: width }, worker));
}

const nameOf = (call: Contract) => `${call.method} ${call.url}`;

interface Answer {
  status: number;
  errorCode?: string;
}

describe.each(testDatabaseKinds())('hostile bodies on %s', (kind) => {
  let platform: TestPlatform;
  // A fixed clock: sessions are not touched, so a session row changes only when a call changes it.
  const clock = new Date('2026-11-25T04:00:00Z');
  let memberToken = '';
  let agentToken = '';
  let publicKey: Awaited<ReturnType<typeof importEnvelopePublicKey>>;
  const counts = { calls: 0, payloads: 0, wholeBodies: 0, requests: 0, fields: 0 };

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false, now: () => clock });
    const client = new TestClient(platform.app);
    memberToken = (await client.login('demo', 'Demo1234')).body.value?.token ?? '';
    agentToken = (await client.login('agent1', 'Agent1234')).body.value?.token ?? '';
    const key = await client.call<RsaKeyValue>('GET', '/wps/session/key/rsa');
    if (!key.body.value) throw new Error('no envelope key');
    publicKey = await importEnvelopePublicKey(key.body.value.keyId, key.body.value.publicKey);
  });
  afterAll(async () => {
    console.info(
      `hostile bodies (${kind}): ${counts.calls} POST/PUT calls (${counts.fields} body fields); ` +
        `(a) every field × ${HOSTILE_VALUES.length} payloads, (b) ${counts.wholeBodies / Math.max(1, counts.calls)} whole bodies per call, ` +
        `(c) 6 free-text fields × ${HOSTILE_STRINGS.length} strings and 10 other fields × ${HOSTILE_VALUES.length} values; ${counts.requests} requests in all`,
    );
    await platform.close();
  });

  /** One call with `body` (sealed when the contract is), as the session its contract needs. */
  async function send(call: Contract, url: string, body: unknown): Promise<Answer> {
    const headers: Record<string, string> = { merchant: 'PHDEMO' };
    if (call.auth || call.optionalAuth)
      headers.authorization = call.agentOnly ? agentToken : memberToken;
    let payload = body === undefined ? undefined : JSON.stringify(body);
    if (call.sealed) {
      const sealed = await seal(body, publicKey, clock.getTime());
      payload = JSON.stringify(sealed.body);
      headers.encryption = sealed.encryption;
    }
    if (payload !== undefined) headers['content-type'] = 'application/json';
    counts.requests++;
    const response = await platform.app.inject({
      method: call.method ?? 'POST',
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    const answer = response.json<{ errorCode?: string }>();
    return { status: response.statusCode, errorCode: answer.errorCode };
  }

  const rowsOf = <T>(query: SQL) => rowsOfDatabase<T>(platform.database.db, query);
  const snapshot = () => tableStates(platform.database.db);

  /** A refusal: 4xx with an errorCode. A text call may also accept (2xx). */
  function expectRefused(call: Contract, answer: Answer, what: string) {
    const context = `${nameOf(call)} ${what}: ${answer.status} ${answer.errorCode ?? ''}`;
    if ((TEXT_CALLS.has(call) || BEACON_CALLS.has(call)) && answer.status < 300) return;
    expect(answer.status, context).toBeGreaterThanOrEqual(400);
    expect(answer.status, context).toBeLessThan(500);
    expect(typeof answer.errorCode, context).toBe('string');
  }

  it.each(calls.map((call) => [nameOf(call), call] as const))(
    '%s: every hostile body is refused and nothing is stored',
    async (_name, call) => {
      counts.calls++;
      counts.fields += fieldCount(call.body);
      const before = await snapshot();
      const sends: (() => Promise<void>)[] = [];
      for (const [index, value] of HOSTILE_VALUES.entries()) {
        counts.payloads++;
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        const fieldsUrl = urlWith(call, text);
        // (a) every field (and path parameter) hostile; a call without body fields gets an empty one.
        if (call.body !== undefined || fieldsUrl !== call.url) {
          const body = call.body === undefined ? undefined : everyField(call.body, value);
          sends.push(async () =>
            expectRefused(call, await send(call, fieldsUrl, body), `(a) #${index}`),
          );
        }
        // (b) the value as the whole body: every wrong type, and a sample of the strings (a string
        // is refused as a body whatever it says; the sample keeps the run short).
        if (typeof value === 'string' && index % 6 !== 0) continue;
        counts.wholeBodies++;
        sends.push(async () =>
          expectRefused(call, await send(call, urlWith(call, '1'), value), `(b) #${index}`),
        );
      }
      await inParallel(sends, 6);
      if (!TEXT_CALLS.has(call)) expect(changedTables(before, await snapshot())).toEqual([]);
    },
  );

  describe('(c) one field hostile, the rest valid', () => {
    /** Sends `body` to a text call and answers what was stored, or null when it was refused. */
    async function textCase(
      call: Contract,
      url: string,
      body: Record<string, unknown>,
      stored: () => Promise<string | undefined>,
      sent: string,
    ): Promise<'stored' | 'refused'> {
      counts.requests++;
      const before = await stored();
      const answer = await send(call, url, body);
      expect(answer.status, `${nameOf(call)} ${JSON.stringify(sent).slice(0, 60)}`).toBeLessThan(
        500,
      );
      if (answer.status < 300) {
        // Stored as typed: not escaped, not stripped, not evaluated (surrounding spaces trimmed).
        expect([sent, sent.trim()]).toContain(await stored());
        return 'stored';
      }
      expect(typeof answer.errorCode).toBe('string');
      expect(await stored()).toBe(before);
      return 'refused';
    }

    /** Runs every hostile string through one text field; the markup must be among the stored. */
    async function textField(
      call: Contract,
      url: () => string,
      bodyWith: (text: string) => Record<string, unknown>,
      stored: () => Promise<string | undefined>,
      before?: () => Promise<void>,
    ) {
      const outcomes = new Map<string, 'stored' | 'refused'>();
      for (const text of HOSTILE_STRINGS) {
        await before?.();
        outcomes.set(text, await textCase(call, url(), bodyWith(text), stored, text));
      }
      for (const markup of [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(1)">',
        '{{7*7}}',
        "1'; DROP TABLE users-- 1",
      ])
        expect(outcomes.get(markup), markup).toBe('stored');
      return outcomes;
    }

    const one = async <T>(query: SQL) => (await rowsOf<T>(query))[0];

    it('stores a nickname verbatim', async () => {
      await textField(
        c.security.updateProfile,
        () => c.security.updateProfile.url,
        (nickname) => ({ nickname }),
        async () =>
          (
            await one<{ v: string }>(
              sql`select nickname as v from customers where username = 'demo'`,
            )
          )?.v,
      );
    });

    it('stores a message to customer service verbatim (subject and content)', async () => {
      const latest = (column: 'subject' | 'content') => async () =>
        (
          await one<{ v: string }>(
            sql`select ${sql.raw(column)} as v from sent_messages order by id desc limit 1`,
          )
        )?.v;
      await textField(
        c.messages.send,
        () => c.messages.send.url,
        (content) => ({ sendType: 'service', subject: 'Hello', content }),
        latest('content'),
      );
      await textField(
        c.messages.send,
        () => c.messages.send.url,
        (subject) => ({ sendType: 'service', subject, content: 'Hello' }),
        latest('subject'),
      );
    });

    it('stores a live-chat line verbatim', async () => {
      const chat = await new TestClient(platform.app).call<{ chatUrl: string }>(
        'GET',
        c.support.launchChat.url,
        { token: memberToken },
      );
      const chatUrl = chat.body.value?.chatUrl ?? '';
      expect(chatUrl).toMatch(/^\/wps\/chat\//);
      await textField(
        c.support.chatSend,
        () => `${chatUrl}/messages`,
        (text) => ({ text }),
        async () =>
          (
            await one<{ v: string }>(
              sql`select text as v from chat_messages where from_member order by id desc limit 1`,
            )
          )?.v,
      );
    });

    it("stores an agent's remark on a downline member verbatim", async () => {
      const sub = await one<{ id: number }>(
        sql`select id from customers where username = 'agent1sub'`,
      );
      await textField(
        c.agentTeam.updateRemark,
        () => c.agentTeam.updateRemark.url,
        (remark) => ({ customerId: sub?.id, remark }),
        async () =>
          (
            await one<{ v: string }>(
              sql`select remark as v from team_accounts where customer_id = ${sub?.id ?? 0}`,
            )
          )?.v,
      );
    });

    it('stores feedback text verbatim', async () => {
      let key = '';
      await textField(
        c.support.feedback,
        () => c.support.feedback.url,
        (content) => ({ type: 1, content, captcha: captchaAnswer, captchaKey: key, files: [] }),
        async () =>
          (
            await one<{ v: string }>(
              sql`select content as v from feedbacks order by id desc limit 1`,
            )
          )?.v,
        async () => {
          key = `hostile-${counts.requests}`;
          await platform.app.inject({
            method: 'GET',
            url: `${c.verification.captcha.url}?key=${key}`,
            headers: { merchant: 'PHDEMO' },
          });
          const answer = await platform.app.inject({
            method: 'GET',
            url: `/__dev/captcha?key=${key}`,
          });
          captchaAnswer = answer.json<{ value: { answer: string } }>().value.answer;
        },
      );
    });
    let captchaAnswer = '';

    it('refuses each field of a deposit, a birthday and a promo code alone, and stores nothing', async () => {
      const sub = await one<{ id: number }>(
        sql`select id from customers where username = 'agent1sub'`,
      );
      const cases: [Contract, Record<string, unknown>][] = [
        [c.deposit.create, { channelId: 1, amount: 100 }],
        [c.deposit.create, { channelId: 1, amount: 100, promotionId: 1 }],
        [c.security.updateProfile, { birthday: '1990-01-01' }],
        [c.promotions.claimPromoCode, { promoCode: 'WELCOME88' }],
        [c.messages.send, { sendType: 'service', subject: 'Hello', content: 'Hello' }],
        [c.agentTeam.updateStatus, { customerId: sub?.id, locked: false }],
      ];
      const before = await snapshot();
      for (const [call, valid] of cases)
        for (const field of Object.keys(valid))
          for (const value of HOSTILE_VALUES) {
            // The free-text fields are proven above; here every other field must refuse.
            if (call === c.messages.send && field !== 'sendType') continue;
            // A boolean is a right value for a boolean field.
            if (typeof value === 'boolean' && typeof valid[field] === 'boolean') continue;
            // A blank birthday clears it (the form's "not set"): accepted, by design.
            if (field === 'birthday' && typeof value === 'string' && value.trim() === '') continue;
            expectRefused(call, await send(call, call.url, { ...valid, [field]: value }), field);
          }
      expect(changedTables(before, await snapshot())).toEqual([]);
      // The valid bodies are valid: the refusals above came from the hostile field.
      for (const [call, valid] of cases.slice(0, 3))
        expect((await send(call, call.url, valid)).status, nameOf(call)).toBe(200);
    });
  });

  it('counts what it sent', () => {
    expect(counts.calls).toBe(calls.length);
    expect(calls.length).toBeGreaterThan(60);
    expect(HOSTILE_STRINGS.length).toBeGreaterThanOrEqual(40);
  });
});
