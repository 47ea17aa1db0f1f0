/**
 * Opens the platform database: embedded PGlite (a data folder, or in memory) by default, or a
 * PostgreSQL server through `databaseUrl` (node-postgres). Same schema, same migrations.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { schema } from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onPayload` with each NOTIFY payload on `channel` (delivered after the notifying
   * transaction commits, never for one that rolls back); answers the function that stops it.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      kind: 'pglite';
      /** A data folder; in memory without one. */
      dataDir?: string;
      /** A PGlite made elsewhere (a test's copy of a seeded dump); `dataDir` is then unused. */
      client?: PGlite;
    }
  | { kind: 'postgres'; databaseUrl: string };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    const listener = new PgListener(options.databaseUrl);
    return {
      db,
      kind: 'postgres',
      listen: (channel, onPayload) => listener.listen(channel, onPayload),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir && !options.client) mkdirSync(options.dataDir, { recursive: true });
  const client = options.client ?? new PGlite(options.dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

/** How long the listener waits before connecting again after its connection dropped (doubling). */
const RELISTEN_FIRST_MS = 500;
const RELISTEN_MAX_MS = 15_000;

/**
 * LISTEN on PostgreSQL: one dedicated connection per platform instance (a pooled one would be
 * handed to queries and lose its LISTENs), opened on the first `listen` and connected again, its
 * channels listened to again, when it drops. Notices sent while it was down are lost; the apps
 * refresh on reconnect anyway.
 */
class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private closed = false;
  private retryMs = RELISTEN_FIRST_MS;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly databaseUrl: string) {}

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('The database is closed.');
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    const first = set.size === 0;
    set.add(onPayload);
    const client = await this.connected();
    if (first) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return async () => {
      const handlers = this.handlers.get(channel);
      if (!handlers?.delete(onPayload) || handlers.size > 0) return;
      this.handlers.delete(channel);
      if (this.client && !this.closed)
        await this.client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client ?? (await this.connecting?.catch(() => null)) ?? null;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? [])
        handler(message.payload ?? '');
    });
    const dropped = () => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => undefined);
      this.reconnectLater();
    };
    // Without an error listener a dropped connection would crash the process.
    client.on('error', dropped);
    client.on('end', dropped);
    await client.connect();
    if (this.closed) {
      await client.end();
      throw new Error('The database is closed.');
    }
    this.client = client;
    this.retryMs = RELISTEN_FIRST_MS;
    for (const channel of this.handlers.keys())
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return client;
  }

  private reconnectLater(): void {
    if (this.closed || this.retryTimer) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RELISTEN_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed || this.handlers.size === 0) return;
      this.connected().catch(() => this.reconnectLater());
    }, wait);
  }
}
