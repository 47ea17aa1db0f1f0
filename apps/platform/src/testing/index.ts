/**
 * Starts a real platform for tests: a database of its own with the seed (in-memory PGlite, or a
 * database on the PostgreSQL server of TEST_DATABASE_URL), listening on a loopback port.
 */
import type { AddressInfo } from 'node:net';
import type { Platform, ServerDeps } from '../server';
import { createServer } from '../server';
import type { TestDatabaseHandle } from './seeded-copies';
import { pgliteCopy, postgresCopy } from './seeded-copies';

export type { TestDatabaseHandle } from './seeded-copies';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The databases the suite runs against: always PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A database of the caller's own with the seed, dropped (PostgreSQL) or gone (PGlite) on close. */
export async function openTestDatabase(
  kind: TestDatabaseKind = 'pglite',
): Promise<TestDatabaseHandle> {
  if (kind === 'postgres') {
    const databaseUrl = process.env.TEST_DATABASE_URL;
    if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set');
    return postgresCopy(databaseUrl);
  }
  return pgliteCopy();
}

export interface TestPlatform extends Platform {
  url: string;
  database: TestDatabaseHandle;
  close(): Promise<void>;
}

export async function startTestPlatform(
  options: { kind?: TestDatabaseKind; listen?: boolean } & Partial<
    Omit<ServerDeps, 'database'>
  > = {},
): Promise<TestPlatform> {
  const { kind = 'pglite', listen = true, ...deps } = options;
  const database = await openTestDatabase(kind);
  const platform = await createServer({
    mode: 'development',
    challengeMaxCounter: 500,
    exemptLoopbackFromCeilings: true,
    // Tests decide payment orders themselves (operator.runDue with their clock).
    paymentOperator: false,
    contractSettlement: false,
    ...deps,
    database,
  });
  let url = '';
  if (listen) {
    await platform.app.listen({ host: '127.0.0.1', port: 0 });
    const address = platform.app.server.address() as AddressInfo;
    url = `http://127.0.0.1:${address.port}`;
  }
  return {
    ...platform,
    url,
    database,
    async close() {
      await platform.app.close();
      await database.close();
    },
  };
}

export { SEED_ACCOUNTS } from '../seed/accounts';
export { SEED_MERCHANT } from '../seed/site';
