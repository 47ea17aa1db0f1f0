/**
 * Hostile bodies on every POST and PUT of the platform (issue 14): each call of
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

/**
 * Tables a refused call may legitimately change, and why:
 * - rate_limits: the ceilings count refused calls too (that is their point);
 * - sealed_nonces: every opened sealed body's nonce is kept, refused or not, so it cannot be replayed;
 * - login_attempts, login_events: refused logins count towards the lock and go to the login history;
 * - captchas: a captcha is used up by a wrong answer as by a right one.
 */
const CHANGES_ON_REFUSAL = new Set([
  'rate_limits',
  'sealed_nonces',
  'login_attempts',
  'login_events',
  'captchas',
]);

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
  const counts = { calls: 0, payloads: 0, requests: 0, fields: 0 };

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
      `hostile bodies (${kind}): ${counts.calls} POST/PUT calls (${counts.fields} body fields) × ` +
        `${HOSTILE_VALUES.length} payloads × 2 shapes (+ shape c) = ${counts.requests} requests`,
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

  /** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
  async function rowsOf<T>(query: SQL): Promise<T[]> {
    const result = (await platform.database.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  /** Each table's row count and newest row version (xmin): any insert, update or delete moves it. */
  async function snapshot(): Promise<Record<string, string>> {
    const tables = await rowsOf<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const names = tables.map((row) => row.name).filter((name) => !CHANGES_ON_REFUSAL.has(name));
    const parts = names.map(
      (name) =>
        `select '${name}' as name, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as state from "${name}"`,
    );
    const states = await rowsOf<{ name: string; state: string }>(
      sql.raw(parts.join(' union all ')),
    );
    return Object.fromEntries(states.map((row) => [row.name, row.state]));
  }

  function changedTables(before: Record<string, string>, after: Record<string, string>) {
    return Object.keys(after).filter((name) => before[name] !== after[name]);
  }

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
      counts.fields += fieldCount(call.body as JsonSchema | undefined);
      const before = await snapshot();
      for (const [index, value] of HOSTILE_VALUES.entries()) {
        counts.payloads++;
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        const fieldsUrl = urlWith(call, text);
        // (a) every field (and path parameter) hostile; a call without body fields gets an empty one.
        if (call.body !== undefined || fieldsUrl !== call.url) {
          const body =
            call.body === undefined ? undefined : everyField(call.body as JsonSchema, value);
          expectRefused(call, await send(call, fieldsUrl, body), `(a) #${index}`);
        }
        // (b) the value as the whole body.
        expectRefused(call, await send(call, urlWith(call, '1'), value), `(b) #${index}`);
      }
      if (!TEXT_CALLS.has(call)) expect(changedTables(before, await snapshot())).toEqual([]);
    },
  );

  it('counts what it sent', () => {
    expect(counts.calls).toBe(calls.length);
    expect(calls.length).toBeGreaterThan(60);
    expect(HOSTILE_STRINGS.length).toBeGreaterThanOrEqual(40);
  });
});
