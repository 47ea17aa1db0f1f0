/** The downline tree every agent-centre call reads through: its own tree, any depth, nothing else. */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { TestPlatform } from '../testing';
import { startTestPlatform, testDatabaseKinds } from '../testing';
import { assertInDownline, downlineOf, levelInDownline } from './agent-tree';

describe.each(testDatabaseKinds())('the agent tree on %s', (kind) => {
  let platform: TestPlatform;
  let id: Record<string, number>;

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false });
    const rows = await platform.database.db
      .select({ id: customers.id, username: customers.username })
      .from(customers)
      .where(inArray(customers.username, ['agent1', 'agent1sub', 'demo', 'player01', 'player07']));
    id = Object.fromEntries(rows.map((r) => [r.username, r.id]));
  });
  afterAll(() => platform.close());

  it("lists agent1's whole tree with levels: direct members at 1, the sub-agent's members at 2", async () => {
    const tree = await downlineOf(platform.database.db, id.agent1 ?? 0);
    const levelOf = (name: string) => tree.find((m) => m.id === id[name])?.level;
    expect(levelOf('agent1sub')).toBe(1);
    expect(levelOf('player01')).toBe(1);
    expect(levelOf('player07')).toBe(2);
    expect(tree.some((m) => m.id === id.agent1)).toBe(false);
  });

  it("gives the sub-agent only its own members, never its upline's", async () => {
    const { db } = platform.database;
    const tree = await downlineOf(db, id.agent1sub ?? 0);
    expect(tree.map((m) => m.id)).toContain(id.player07);
    expect(tree.map((m) => m.id)).not.toContain(id.player01);
    expect(await levelInDownline(db, id.agent1sub ?? 0, id.agent1 ?? 0)).toBeNull();
    expect(await levelInDownline(db, id.agent1sub ?? 0, id.player07 ?? 0)).toBe(1);
    expect(await levelInDownline(db, id.agent1 ?? 0, id.agent1 ?? 0)).toBeNull();
  });

  it('answers "not found" for an account outside the tree', async () => {
    const { db } = platform.database;
    await expect(assertInDownline(db, id.agent1sub ?? 0, id.player01 ?? 0)).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(assertInDownline(db, id.agent1 ?? 0, id.player07 ?? 0)).resolves.toBe(2);
  });
});
