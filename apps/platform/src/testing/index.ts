/**
 * Starts a real platform for tests: a fresh seeded database (in-memory PGlite, or the PostgreSQL
 * server of TEST_DATABASE_URL), listening on a loopback port.
 */
import type { AddressInfo } from 'node:net';
import type { DatabaseHandle } from '../db/client';
import { openDatabase } from '../db/client';
import { resetDatabase, seedIfEmpty } from '../seed';
import type { Platform, ServerDeps } from '../server';
import { createServer } from '../server';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The databases the suite runs against: always PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export async function openTestDatabase(kind: TestDatabaseKind = 'pglite'): Promise<DatabaseHandle> {
  if (kind === 'postgres') {
    const databaseUrl = process.env.TEST_DATABASE_URL;
    if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set');
    const database = await openDatabase({ kind: 'postgres', databaseUrl });
    await resetDatabase(database.db);
    return database;
  }
  const database = await openDatabase({ kind: 'pglite' });
  await seedIfEmpty(database.db);
  return database;
}

export interface TestPlatform extends Platform {
  url: string;
  database: DatabaseHandle;
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
