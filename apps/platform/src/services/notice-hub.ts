/**
 * The notices hub of one platform instance: it LISTENs once on the notices channel and hands each
 * notice to that member's sockets open on this instance. A SESSION_ENDED notice makes it check
 * each of the member's sockets and close those whose session is gone.
 */
import { NoticeCloseCode } from '@gaming/api/wire';
import type { Notice } from '@gaming/api/wire';
import type { DatabaseHandle } from '../db/client';
import { NOTICES_CHANNEL, noticeEnvelopeOf } from './notices';
import { sessionIsLive } from './sessions';

/** A member's open socket, as the hub needs it. */
export interface MemberSocket {
  customerId: number;
  token: string;
  send(notice: Notice): void;
  close(code: number, reason: string): void;
}

export interface NoticeTimings {
  /** An auth message must arrive this soon after the socket opens. */
  authTimeoutMs: number;
  /** A ping this often; a socket that did not answer the last one is dropped. */
  heartbeatMs: number;
  /** The session is checked again this often (expiry, and anything a lost notice missed). */
  recheckMs: number;
}

export const DEFAULT_NOTICE_TIMINGS: NoticeTimings = {
  authTimeoutMs: 5_000,
  heartbeatMs: 25_000,
  recheckMs: 60_000,
};

export class NoticeHub {
  private readonly sockets = new Map<number, Set<MemberSocket>>();

  private constructor(
    private readonly database: DatabaseHandle,
    private readonly now: () => Date,
    readonly timings: NoticeTimings,
    private stopListening: () => Promise<void> = () => Promise.resolve(),
  ) {}

  static async start(
    database: DatabaseHandle,
    options: { now: () => Date; timings?: Partial<NoticeTimings> },
  ): Promise<NoticeHub> {
    const hub = new NoticeHub(database, options.now, {
      ...DEFAULT_NOTICE_TIMINGS,
      ...options.timings,
    });
    hub.stopListening = await database.listen(NOTICES_CHANNEL, (payload) => hub.deliver(payload));
    return hub;
  }

  /** Keeps a member's socket until the returned function is called (when it closes). */
  add(socket: MemberSocket): () => void {
    let set = this.sockets.get(socket.customerId);
    if (!set) {
      set = new Set();
      this.sockets.set(socket.customerId, set);
    }
    set.add(socket);
    return () => {
      const current = this.sockets.get(socket.customerId);
      if (!current?.delete(socket)) return;
      if (current.size === 0) this.sockets.delete(socket.customerId);
    };
  }

  /** Open sockets on this instance (tests, health). */
  get size(): number {
    let count = 0;
    for (const set of this.sockets.values()) count += set.size;
    return count;
  }

  /**
   * Closes a socket whose session is no longer live; answers whether it still is. A check that
   * fails (the database) closes the socket too: no notice goes out on a session nobody could check,
   * and the client opens a new socket, whose auth checks the session again.
   */
  async checkSession(socket: MemberSocket): Promise<boolean> {
    let live: boolean;
    try {
      live = await sessionIsLive(this.database.db, socket.token, this.now());
    } catch {
      socket.close(NoticeCloseCode.checkFailed, 'session check failed');
      return false;
    }
    if (!live) {
      socket.send({ type: 'SESSION_ENDED' });
      socket.close(NoticeCloseCode.unauthorized, 'session ended');
    }
    return live;
  }

  async stop(): Promise<void> {
    for (const set of this.sockets.values())
      for (const socket of set) socket.close(1001, 'server shutting down');
    this.sockets.clear();
    await this.stopListening();
  }

  private deliver(payload: string): void {
    const envelope = noticeEnvelopeOf(payload);
    if (!envelope) return;
    const set = this.sockets.get(envelope.customerId);
    if (!set) return;
    for (const socket of [...set]) {
      if (envelope.notice.type === 'SESSION_ENDED') void this.checkSession(socket);
      else socket.send(envelope.notice);
    }
  }
}
