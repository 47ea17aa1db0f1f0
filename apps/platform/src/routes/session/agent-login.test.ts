import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@gaming/api/wire';
import { customers, sessions } from '../../db/schema';
import { hashPassword } from '../../services/password';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

/** §2 /agent, §6: on the agent site only agents log in; the platform refuses the others itself. */
describe.each(testDatabaseKinds())('login on the agent site on %s', (kind) => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false });
  });
  afterAll(() => platform.close());

  const client = () => new TestClient(platform.app, 'PHDEMO');
  const sessionCountOf = async (username: string) => {
    const db = platform.database.db;
    const [customer] = await db.select().from(customers).where(eq(customers.username, username));
    if (!customer) throw new Error(`no ${username}`);
    return (await db.select().from(sessions).where(eq(sessions.customerId, customer.id))).length;
  };

  it('refuses a member with login.not.agent (the centre is for agents) and opens no session', async () => {
    const before = await sessionCountOf('demo');
    const refused = await client().login('demo', 'Demo1234', { site: 'agent' });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(ErrorCode.notAgent);
    expect(refused.body.message).toBe('The agent centre is for agents only.');
    expect(refused.body.value).toBeFalsy();
    expect(await sessionCountOf('demo')).toBe(before);
    // The same member logs in on the player site.
    expect((await client().login('demo', 'Demo1234')).status).toBe(200);
  });

  it('still answers a wrong password as a wrong password (no hint of the account type)', async () => {
    const wrong = await client().login('demo', 'Wrong1234', { site: 'agent' });
    expect(wrong.body.errorCode).toBe(ErrorCode.loginFailed);
  });

  it('lets agents of either type in (isAgent 1 and 2)', async () => {
    const top = await client().login('agent1', 'Agent1234', { site: 'agent' });
    expect(top.status).toBe(200);
    expect(top.body.value?.isAgent).toBe(1);
    const sub = await client().login('agent1sub', 'Member1234', { site: 'agent' });
    expect(sub.status).toBe(200);
    expect(sub.body.value?.isAgent).toBe(2);
  });

  it('lets an agent with the weak default password in (the app then forces the change)', async () => {
    const db = platform.database.db;
    await db
      .update(customers)
      .set({ passwordHash: await hashPassword('123456') })
      .where(eq(customers.username, 'agent1sub'));
    const weak = await client().login('agent1sub', '123456', { site: 'agent' });
    expect(weak.status).toBe(200);
    expect(weak.body.value?.isAgent).toBe(2);
    // A member with the same weak password is still refused on the agent site.
    const member = await client().login('newbie', '123456', { site: 'agent' });
    expect(member.body.errorCode).toBe(ErrorCode.notAgent);
  });

  it('refuses an unknown site value', async () => {
    const odd = await client().login('agent1', 'Agent1234', { site: 'admin' });
    expect(odd.status).toBe(400);
  });
});
