/**
 * One seeded database for the whole test run, and a private copy of it for every platform a test
 * starts. Seeding takes seconds (migrations, ten thousand games, scrypt hashes for the seed
 * accounts); a copy takes a fraction of one, so every test file still starts from the exact seed,
 * and files run side by side without touching each other's rows.
 *
 * - PGlite: the seeded data folder is dumped once to a tar file; each copy is a new in-memory
 *   PGlite loaded from it.
 * - PostgreSQL (TEST_DATABASE_URL): a seeded template database beside the named one; each copy is
 *   `CREATE DATABASE … TEMPLATE`, dropped when the copy is closed. The URL's role needs CREATEDB,
 *   as Django's and Rails' test runners ask for.
 *
 * The run's global setup (`global-setup.ts`) makes both and hands their places to the test
 * workers through Vitest's `provide`/`inject`; outside a Vitest run (the benchmarks) each copy is
 * seeded on its own, as before.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client';
import { openDatabase } from '../db/client';
import { resetDatabase, seedIfEmpty } from '../seed';

/** What the global setup made, as the test workers receive it. */
export interface SeededDatabases {
  /** The tar file of a seeded PGlite data folder. */
  pgliteDump: string;
  /** The seeded PostgreSQL template database's name, when TEST_DATABASE_URL is set. */
  postgresTemplate: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabases: SeededDatabases;
  }
}

/** A test database: a handle like the platform's, plus the URL another instance can join it by. */
export interface TestDatabaseHandle extends DatabaseHandle {
  /** The copy's PostgreSQL URL; null for PGlite (one process only). */
  url: string | null;
}

/** The run's seeded databases, or null outside a Vitest run with the global setup. */
async function provided(): Promise<SeededDatabases | null> {
  if (!process.env.VITEST) return null;
  const { inject } = await import('vitest');
  return inject('seededDatabases');
}

/** A fresh in-memory PGlite with the seed: loaded from the run's dump, or seeded here. */
export async function pgliteCopy(): Promise<TestDatabaseHandle> {
  const seeded = await provided();
  if (!seeded) {
    const database = await openDatabase({ kind: 'pglite' });
    await seedIfEmpty(database.db);
    return { ...database, url: null };
  }
  const client = new PGlite({ loadDataDir: new Blob([readFileSync(seeded.pgliteDump)]) });
  const database = await openDatabase({ kind: 'pglite', client });
  return { ...database, url: null };
}

/** A PostgreSQL database with the seed: a copy of the run's template, or the URL's own, reset. */
export async function postgresCopy(databaseUrl: string): Promise<TestDatabaseHandle> {
  const seeded = await provided();
  if (!seeded?.postgresTemplate) {
    const database = await openDatabase({ kind: 'postgres', databaseUrl });
    await resetDatabase(database.db);
    return { ...database, url: databaseUrl };
  }
  const template = seeded.postgresTemplate;
  const name = `${databaseNameOf(databaseUrl)}_copy_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(databaseUrl, (admin) =>
    admin.query(
      `create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(template)}`,
    ),
  );
  const url = withDatabase(databaseUrl, name);
  const database = await openDatabase({ kind: 'postgres', databaseUrl: url });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await dropWhenFree(databaseUrl, name);
    },
  };
}

/** A seeded PGlite's data folder as an uncompressed tar (the global setup writes it to a file). */
export async function dumpSeededPglite(): Promise<Blob> {
  const client = new PGlite();
  try {
    const database = await openDatabase({ kind: 'pglite', client });
    await seedIfEmpty(database.db);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * Creates the seeded template database for the server of `databaseUrl` (the global setup): its
 * name is the URL's database with `_seed`; copies left by an earlier run that was killed are
 * dropped first. Answers the template's name.
 */
export async function createPostgresTemplate(databaseUrl: string): Promise<string> {
  const template = `${databaseNameOf(databaseUrl)}_seed`;
  await dropPostgresCopies(databaseUrl, { template: true });
  try {
    await onServer(databaseUrl, (admin) =>
      admin.query(`create database ${pg.escapeIdentifier(template)}`),
    );
  } catch (error) {
    if ((error as { code?: string }).code === '42501') {
      throw new Error(
        `The role of TEST_DATABASE_URL cannot create databases: the platform's tests copy a seeded ` +
          `template database per test file. Grant it: ALTER ROLE <role> CREATEDB.`,
        { cause: error },
      );
    }
    throw error;
  }
  const database = await openDatabase({
    kind: 'postgres',
    databaseUrl: withDatabase(databaseUrl, template),
  });
  try {
    // Seeds, then refreshes the catalogue's statistics (they are copied with the template).
    await seedIfEmpty(database.db);
  } finally {
    await database.close();
  }
  return template;
}

/** Drops the copies this server holds for `databaseUrl` (and the template, when asked). */
export async function dropPostgresCopies(
  databaseUrl: string,
  { template }: { template: boolean },
): Promise<void> {
  const base = databaseNameOf(databaseUrl);
  await onServer(databaseUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1 or ($2 and datname = $3)',
      [`${base.replace(/[\\%_]/g, '\\$&')}\\_copy\\_%`, template, `${base}_seed`],
    );
    for (const { datname } of rows) {
      await admin.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
    }
  });
}

/** How long a closed copy's connections may take to end on the server before the drop forces them. */
const DROP_WAIT_MS = 5_000;

/**
 * Drops a copy once the server has ended its sessions. They end a moment after the pool closes; a
 * forced drop before that would end them from the server side while their clients still listen,
 * and a client told so with nobody listening for errors stops the test process.
 */
async function dropWhenFree(databaseUrl: string, name: string): Promise<void> {
  const until = Date.now() + DROP_WAIT_MS;
  await onServer(databaseUrl, async (admin) => {
    for (;;) {
      try {
        await admin.query(`drop database if exists ${pg.escapeIdentifier(name)}`);
        return;
      } catch (error) {
        // 55006: the database is still being accessed by other users.
        if ((error as { code?: string }).code !== '55006') throw error;
        if (Date.now() > until) {
          await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
}

/** Runs `work` on a short connection to the URL's own database (where CREATE DATABASE is sent). */
async function onServer<T>(
  databaseUrl: string,
  work: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseNameOf(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!name) throw new Error('TEST_DATABASE_URL names no database');
  return name;
}

function withDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}
