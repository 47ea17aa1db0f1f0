/**
 * The platform suite's global setup: seeds one PGlite and, with TEST_DATABASE_URL, one PostgreSQL
 * template database, before any test file runs; every platform a test starts gets a copy of them
 * (`seeded-copies.ts`). Removes both when the run ends.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { hashAtTestCost } from './password-cost';
import { createPostgresTemplate, dropPostgresCopies, dumpSeededPglite } from './seeded-copies';

export default async function setup(project: TestProject) {
  // The seed's accounts too: every test logs in with them.
  hashAtTestCost();
  const folder = mkdtempSync(join(tmpdir(), 'gaming-platform-seed-'));
  const pgliteDump = join(folder, 'pglite.tar');
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const [dump, postgresTemplate] = await Promise.all([
    dumpSeededPglite(),
    databaseUrl ? createPostgresTemplate(databaseUrl) : Promise.resolve(null),
  ]);
  writeFileSync(pgliteDump, new Uint8Array(await dump.arrayBuffer()));
  project.provide('seededDatabases', { pgliteDump, postgresTemplate });
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (databaseUrl) await dropPostgresCopies(databaseUrl, { template: true });
  };
}
