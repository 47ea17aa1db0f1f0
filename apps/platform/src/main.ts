/**
 * Starts the platform: opens (and on first start seeds) the database, then listens.
 *
 * Once listening it prints a human line and a machine-readable one for a parent process to parse:
 *   platform: listening http://<host>:<port>
 * (the real port, also with `PLATFORM_PORT=0`). SIGTERM and SIGINT stop it cleanly.
 */
import type { AddressInfo } from 'node:net';
import { openDatabase } from './db/client';
import { readEnv } from './env';
import type { PlatformEnv } from './env';
import { sweepExpired } from './services/sweeper';
import { seedIfEmpty } from './seed';
import { createServer } from './server';

let env: PlatformEnv;
try {
  env = readEnv();
} catch (error) {
  // A wrong setting stops the platform with the reason, before anything listens.
  console.error(`platform: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const database = await openDatabase(
  env.databaseUrl
    ? { kind: 'postgres', databaseUrl: env.databaseUrl }
    : { kind: 'pglite', dataDir: env.dataDir },
);
const started = Date.now();
if (await seedIfEmpty(database.db, { playerOrigin: env.playerOrigin })) {
  console.log(`platform: seeded a new database in ${Date.now() - started} ms`);
}
const { app } = await createServer({
  database,
  mode: env.mode,
  challengeSecret: env.challengeSecret,
  challengeMaxCounter: env.challengeMaxCounter,
  corsOrigins: env.corsOrigins,
  host: env.host,
  logger: env.mode === 'production',
  exemptLoopbackFromCeilings: env.loopbackUnlimited,
  trustProxy: env.trustProxy,
  playerOrigin: env.playerOrigin,
  oidcSettings: env.oidcSettings,
});
const sweeper = setInterval(() => void sweepExpired(database.db, new Date()), 10 * 60 * 1000);
sweeper.unref();

await app.listen({ host: env.host, port: env.port });
const { port } = app.server.address() as AddressInfo;
const url = `http://${env.host.includes(':') ? `[${env.host}]` : env.host}:${port}`;
const where = env.databaseUrl
  ? 'PostgreSQL'
  : env.dataDir
    ? `PGlite at ${env.dataDir}`
    : 'PGlite in memory';
console.log(`platform: API      ${url}  (${env.mode}, ${where})`);
console.log(`platform: listening ${url}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // Should closing hang (a stuck connection or database), still leave within a few seconds.
  setTimeout(() => {
    console.error(`platform: not stopped 10 s after ${signal}, exiting`);
    process.exit(1);
  }, 10_000).unref();
  clearInterval(sweeper);
  try {
    await app.close();
    await database.close();
  } catch (error) {
    console.error('platform: error while stopping', error);
    process.exit(1);
  }
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
if (env.exitWhenStdinCloses) {
  process.stdin.once('end', () => void shutdown('the end of stdin'));
  process.stdin.once('error', () => void shutdown('an error on stdin'));
  process.stdin.resume();
}
