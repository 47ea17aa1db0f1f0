/** Starts the platform: opens (and on first start seeds) the database, then listens. */
import { openDatabase } from './db/client';
import { readEnv } from './env';
import { sweepExpired } from './http/guards';
import { seedIfEmpty } from './seed';
import { createServer } from './server';

const env = readEnv();
const database = await openDatabase(
  env.databaseUrl
    ? { kind: 'postgres', databaseUrl: env.databaseUrl }
    : { kind: 'pglite', dataDir: env.dataDir },
);
const started = Date.now();
if (await seedIfEmpty(database.db)) {
  console.log(`platform: seeded a new database in ${Date.now() - started} ms`);
}
const { app } = await createServer({
  database,
  mode: env.mode,
  challengeSecret: env.challengeSecret,
  corsOrigins: env.corsOrigins,
  host: env.host,
  logger: env.mode === 'production',
});
const sweeper = setInterval(() => void sweepExpired(database.db, new Date()), 10 * 60 * 1000);
sweeper.unref();

await app.listen({ host: env.host, port: env.port });
const where = env.databaseUrl ? 'PostgreSQL' : `PGlite at ${env.dataDir}`;
console.log(`platform: API      http://${env.host}:${env.port}  (${env.mode}, ${where})`);

async function shutdown() {
  clearInterval(sweeper);
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
