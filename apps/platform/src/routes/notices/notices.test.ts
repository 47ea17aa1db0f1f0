import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { NOTICES_SOCKET_PATH } from '@gaming/api/wire';
import type { Notice } from '@gaming/api/wire';
import { openDatabase } from '../../db/client';
import type { DatabaseHandle } from '../../db/client';
import { customers, sessions } from '../../db/schema';
import type { Platform } from '../../server';
import { createServer } from '../../server';
import { publishNotice } from '../../services/notices';
import { createSession } from '../../services/sessions';
import { openTestDatabase, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';
import type { TestDatabaseHandle, TestDatabaseKind } from '../../testing';

const NOW = () => new Date();
const DEPOSIT: Notice = { type: 'DEPOSIT', orderNo: 'D-1', amount: 500, status: 'credited' };

/** An open socket and everything it received, in order. */
interface Peer {
  socket: Pick<WebSocket, 'send' | 'terminate'>;
  messages: unknown[];
  closed: Promise<{ code: number; reason: string }>;
  next(): Promise<unknown>;
}

async function connect(app: FastifyInstance): Promise<Peer> {
  const socket = await app.injectWS(NOTICES_SOCKET_PATH);
  const messages: unknown[] = [];
  const waiting: ((message: unknown) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const message: unknown = JSON.parse(data.toString('utf8'));
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code: number, reason: Buffer) =>
      resolve({ code, reason: reason.toString('utf8') }),
    );
  });
  return {
    socket,
    messages,
    closed,
    next: () =>
      messages.length > 0
        ? Promise.resolve(messages.shift())
        : new Promise((resolve) => waiting.push(resolve)),
  };
}

async function signedIn(app: FastifyInstance, token: string, merchant = 'PHDEMO'): Promise<Peer> {
  const peer = await connect(app);
  peer.socket.send(JSON.stringify({ type: 'auth', token, merchant }));
  return peer;
}

async function customerIdOf(database: DatabaseHandle, username: string): Promise<number> {
  const [row] = await database.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.merchantCode, 'PHDEMO'), eq(customers.username, username)));
  if (!row) throw new Error(`no ${username}`);
  return row.id;
}

/** Nothing arrives within `ms` (a rolled-back notice). */
async function quietFor(peer: Peer, ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  expect(peer.messages).toEqual([]);
}

describe.each(testDatabaseKinds())('the notices socket on %s', (kind: TestDatabaseKind) => {
  let database: DatabaseHandle;
  let platform: Platform;
  let demoId: number;
  const peers: Peer[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    platform = await createServer({
      database,
      mode: 'development',
      challengeMaxCounter: 500,
      exemptLoopbackFromCeilings: true,
      noticeTimings: { authTimeoutMs: 300, recheckMs: 200 },
    });
    demoId = await customerIdOf(database, 'demo');
  }, 60_000);
  afterEach(() => {
    for (const peer of peers.splice(0)) peer.socket.terminate();
  });
  afterAll(async () => {
    await platform.app.close();
    await database.close();
  });

  const open = async (token: string, merchant?: string) => {
    const peer = await signedIn(platform.app, token, merchant);
    peers.push(peer);
    return peer;
  };

  it('accepts a live session and delivers the notices published for its member', async () => {
    const token = await createSession(database.db, demoId, 'PHDEMO', '127.0.0.1', NOW());
    const peer = await open(token);
    expect(await peer.next()).toEqual({ type: 'ready' });

    await publishNotice(database.db, demoId, DEPOSIT);
    expect(await peer.next()).toEqual(DEPOSIT);

    // Another member's notice is not this socket's.
    const agentId = await customerIdOf(database, 'agent1');
    await publishNotice(database.db, agentId, { type: 'INBOX', subject: 'Hello' });
    const withdraw: Notice = {
      type: 'WITHDRAW',
      orderNo: 'W-1',
      amount: 100.5,
      status: 'rejected',
      remark: 'Wrong account',
    };
    await database.db.transaction((tx) => publishNotice(tx, demoId, withdraw));
    expect(await peer.next()).toEqual(withdraw);
  });

  it('never delivers a notice published in a transaction that rolls back', async () => {
    const token = await createSession(database.db, demoId, 'PHDEMO', '127.0.0.1', NOW());
    const peer = await open(token);
    expect(await peer.next()).toEqual({ type: 'ready' });
    await expect(
      database.db.transaction(async (tx) => {
        await publishNotice(tx, demoId, DEPOSIT);
        throw new Error('the deposit failed');
      }),
    ).rejects.toThrow('the deposit failed');
    await quietFor(peer, 300);
  });

  it.each([
    ['an unknown token', { token: 'no-such-token' }],
    ['another merchant', { merchant: 'NOPE' }],
  ])('closes with 4401 for %s', async (_name, change: { token?: string; merchant?: string }) => {
    const token = await createSession(database.db, demoId, 'PHDEMO', '127.0.0.1', NOW());
    const peer = await open(change.token ?? token, change.merchant);
    expect((await peer.closed).code).toBe(4401);
    expect(peer.messages).toEqual([]);
  });

  it('closes with 4401 when the first message is not an auth message', async () => {
    const peer = await connect(platform.app);
    peers.push(peer);
    peer.socket.send('hello');
    expect((await peer.closed).code).toBe(4401);
  });

  it('closes with 4401 when no auth arrives in time', async () => {
    const peer = await connect(platform.app);
    peers.push(peer);
    expect(await peer.closed).toEqual({ code: 4401, reason: 'no auth' });
  });

  it('closes a trial account with 4401', async () => {
    const trial = await customerIdOf(database, 'newbie');
    await database.db.update(customers).set({ isAgent: 4 }).where(eq(customers.id, trial));
    try {
      const token = await createSession(database.db, trial, 'PHDEMO', '127.0.0.1', NOW());
      expect((await (await open(token)).closed).code).toBe(4401);
    } finally {
      await database.db.update(customers).set({ isAgent: 0 }).where(eq(customers.id, trial));
    }
  });

  it('closes the socket of a session that logs out, and keeps the others', async () => {
    const token = await createSession(database.db, demoId, 'PHDEMO', '127.0.0.1', NOW());
    const other = await createSession(database.db, demoId, 'PHDEMO', '127.0.0.1', NOW());
    const peer = await open(token);
    const otherPeer = await open(other);
    expect(await peer.next()).toEqual({ type: 'ready' });
    expect(await otherPeer.next()).toEqual({ type: 'ready' });

    const reply = await new TestClient(platform.app).call('DELETE', '/wps/session/logout', {
      token,
    });
    expect(reply.status).toBe(200);
    expect(await peer.next()).toEqual({ type: 'SESSION_ENDED' });
    expect((await peer.closed).code).toBe(4401);

    await publishNotice(database.db, demoId, DEPOSIT);
    expect(await otherPeer.next()).toEqual(DEPOSIT);
  });

  it('checks the session again while open, without extending it, and closes it once expired', async () => {
    const token = await createSession(database.db, demoId, 'PHDEMO', '127.0.0.1', NOW());
    const peer = await open(token);
    expect(await peer.next()).toEqual({ type: 'ready' });
    const expiryOf = async () =>
      (await database.db.select().from(sessions).where(eq(sessions.token, token)))[0]?.expiresAt;
    const expiry = await expiryOf();
    await quietFor(peer, 500);
    expect(await expiryOf()).toEqual(expiry);

    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, token));
    expect(await peer.next()).toEqual({ type: 'SESSION_ENDED' });
    expect((await peer.closed).code).toBe(4401);
  });

  describe('when the session check itself fails (the database)', () => {
    let failing = false;
    let shaky: Platform;
    /** The same database, except that every query throws while `failing` is set. */
    const shakyDatabase = (): DatabaseHandle => ({
      ...database,
      db: new Proxy(database.db, {
        get(target, key) {
          if (failing) throw new Error('the database is down');
          return Reflect.get(target, key, target) as unknown;
        },
      }),
    });

    beforeAll(async () => {
      shaky = await createServer({
        database: shakyDatabase(),
        mode: 'development',
        challengeMaxCounter: 500,
        exemptLoopbackFromCeilings: true,
        noticeTimings: { authTimeoutMs: 300, recheckMs: 200 },
      });
    });
    afterEach(() => {
      failing = false;
    });
    afterAll(() => shaky.app.close());

    it('closes the socket at auth with 1011, so the client tries again and is not signed out', async () => {
      const token = await createSession(database.db, demoId, 'PHDEMO', '127.0.0.1', NOW());
      failing = true;
      const peer = await signedIn(shaky.app, token);
      peers.push(peer);
      expect(await peer.closed).toEqual({ code: 1011, reason: 'session check failed' });
      expect(peer.messages).toEqual([]);
    });

    it('closes an open socket whose periodic check fails, and delivers nothing more on it', async () => {
      const token = await createSession(database.db, demoId, 'PHDEMO', '127.0.0.1', NOW());
      const peer = await signedIn(shaky.app, token);
      peers.push(peer);
      expect(await peer.next()).toEqual({ type: 'ready' });
      failing = true;
      expect(await peer.closed).toEqual({ code: 1011, reason: 'session check failed' });
      failing = false;
      await publishNotice(database.db, demoId, DEPOSIT);
      await quietFor(peer, 300);
    });
  });

  it('publishes a notice through the development route', async () => {
    const token = await createSession(database.db, demoId, 'PHDEMO', '127.0.0.1', NOW());
    const peer = await open(token);
    expect(await peer.next()).toEqual({ type: 'ready' });
    const notice: Notice = { type: 'PROMOTION_CLAIM', name: 'Welcome bonus', amount: 88 };
    const reply = await platform.app.inject({
      method: 'POST',
      url: '/__dev/notice',
      payload: { username: 'demo', notice },
    });
    expect(reply.json()).toEqual({ success: true, value: { customerId: demoId } });
    expect(await peer.next()).toEqual(notice);

    const bad = await platform.app.inject({
      method: 'POST',
      url: '/__dev/notice',
      payload: { username: 'demo', notice: { type: 'DEPOSIT', amount: -1 } },
    });
    expect(bad.statusCode).toBe(400);
  });
});

// Fan-out across instances needs two processes' worth of connections on one server: PGlite is one
// in-process database (its NOTIFY never leaves the process), so this runs on PostgreSQL only.
describe.skipIf(!process.env.TEST_DATABASE_URL)('notices across two platform instances', () => {
  let first: TestDatabaseHandle;
  let second: DatabaseHandle;
  let a: Platform;
  let b: Platform;

  beforeAll(async () => {
    first = await openTestDatabase('postgres');
    // A second connection pool to the same database, as a second process would have.
    second = await openDatabase({ kind: 'postgres', databaseUrl: first.url ?? '' });
    a = await createServer({ database: first, mode: 'development' });
    b = await createServer({ database: second, mode: 'development' });
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a.app.close(), b.app.close()]);
    // The second pool first: closing the first drops the database under any connection left.
    await second.close();
    await first.close();
  });

  it('delivers on instance B what a committed transaction on instance A published, and never a rolled-back one', async () => {
    const demoId = await customerIdOf(first, 'demo');
    const token = await createSession(first.db, demoId, 'PHDEMO', '127.0.0.1', NOW());
    const peer = await signedIn(b.app, token);
    try {
      expect(await peer.next()).toEqual({ type: 'ready' });

      await expect(
        first.db.transaction(async (tx) => {
          await publishNotice(tx, demoId, { ...DEPOSIT, orderNo: 'ROLLED-BACK' });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await first.db.transaction((tx) => publishNotice(tx, demoId, DEPOSIT));
      // Delivered in commit order: the rolled-back one would have come first.
      expect(await peer.next()).toEqual(DEPOSIT);
      await quietFor(peer, 300);

      // Logging out on A closes the socket on B.
      await new TestClient(a.app).call('DELETE', '/wps/session/logout', { token });
      expect((await peer.closed).code).toBe(4401);
    } finally {
      peer.socket.terminate();
    }
  });
});
