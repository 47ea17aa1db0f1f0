/**
 * The notices socket (`GET /wps/notices/socket`, WebSocket): a member's live notices. Browsers set
 * no headers on a WebSocket and a token in the URL would reach logs and Referer, so the first
 * message carries the session: `{ type: 'auth', token, merchant }`. The session is checked as the
 * HTTP guard checks it (live, a real account, that merchant's) and answered `{ type: 'ready' }`, or
 * the socket is closed with 4401, as it is when no auth arrives in time or the session ends. When
 * the check itself fails (the database), the socket is closed with 1011 and the client tries again.
 */
import type { FastifyInstance } from 'fastify';
import type { RawData } from 'ws';
import { NOTICES_SOCKET_PATH, NoticeCloseCode } from '@gaming/api/wire';
import type { Notice, NoticeAuthMessage } from '@gaming/api/wire';
import { TRIAL_TYPE } from '@gaming/domain/roles';
import type { MemberSocket } from '../../services/notice-hub';
import { liveSession } from '../../services/sessions';
import type { RouteDeps } from '../route-deps';

/** Longer than any token or merchant code: anything bigger is not an auth message. */
const AUTH_MESSAGE_MAX_BYTES = 1024;

export function registerNoticeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get(
    NOTICES_SOCKET_PATH,
    {
      websocket: true,
      // The upgrade request carries no Merchant header: the auth message names the merchant.
      config: { noMerchant: true },
    },
    (socket) => serveNotices(socket, deps),
  );
}

/** What this route uses of a `ws` socket. */
interface Peer {
  on(event: 'close' | 'pong', listener: () => void): unknown;
  on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): unknown;
  send(data: string): void;
  close(code: number, reason: string): void;
  ping(): void;
  terminate(): void;
}

function serveNotices(socket: Peer, deps: RouteDeps): void {
  const { hub } = deps;
  const timings = hub.timings;
  let state: 'waiting' | 'checking' | 'ready' | 'closed' = 'waiting';
  let removeFromHub = () => undefined as void;
  let heartbeat: NodeJS.Timeout | undefined;
  let recheck: NodeJS.Timeout | undefined;
  let answeredPing = true;

  const refuse = (reason: string) => {
    if (state === 'closed') return;
    state = 'closed';
    socket.close(NoticeCloseCode.unauthorized, reason);
  };
  const authTimer = setTimeout(() => {
    if (state !== 'ready') refuse('no auth');
  }, timings.authTimeoutMs);

  socket.on('close', () => {
    state = 'closed';
    clearTimeout(authTimer);
    clearInterval(heartbeat);
    clearInterval(recheck);
    removeFromHub();
  });
  socket.on('pong', () => {
    answeredPing = true;
  });
  socket.on('message', (data, isBinary) => {
    // After the auth message the client has nothing to say.
    if (state !== 'waiting') return;
    state = 'checking';
    void authenticate(data, isBinary, deps).then(
      (member) => {
        if (state !== 'checking') return;
        if (!member) return refuse('invalid session');
        clearTimeout(authTimer);
        state = 'ready';
        const memberSocket: MemberSocket = {
          ...member,
          send: (notice: Notice) => socket.send(JSON.stringify(notice)),
          close: (code, reason) => {
            state = 'closed';
            socket.close(code, reason);
          },
        };
        removeFromHub = hub.add(memberSocket);
        socket.send(JSON.stringify({ type: 'ready' }));
        heartbeat = setInterval(() => {
          // A peer that never answered the last ping is gone (a phone that lost its network).
          if (!answeredPing) return socket.terminate();
          answeredPing = false;
          socket.ping();
        }, timings.heartbeatMs);
        recheck = setInterval(() => void hub.checkSession(memberSocket), timings.recheckMs);
      },
      () => {
        // The check itself failed: closed, but not as unauthorised, so the client tries again.
        if (state !== 'checking') return;
        state = 'closed';
        clearTimeout(authTimer);
        socket.close(NoticeCloseCode.checkFailed, 'session check failed');
      },
    );
  });
}

/** The member of a valid auth message: a live session of a real account of that merchant. */
async function authenticate(
  data: RawData,
  isBinary: boolean,
  deps: RouteDeps,
): Promise<{ customerId: number; token: string } | null> {
  if (isBinary) return null;
  const text = Buffer.isBuffer(data)
    ? data
    : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]);
  if (text.byteLength > AUTH_MESSAGE_MAX_BYTES) return null;
  let message: Partial<NoticeAuthMessage>;
  try {
    message = JSON.parse(text.toString('utf8')) as Partial<NoticeAuthMessage>;
  } catch {
    return null;
  }
  // JSON.parse may answer any value, whatever the cast says.
  const parsed = message as unknown;
  if (typeof parsed !== 'object' || parsed === null || message.type !== 'auth') return null;
  const { token, merchant } = message;
  if (typeof token !== 'string' || typeof merchant !== 'string' || !token || !merchant) return null;
  const site = await deps.site.get(merchant.trim());
  if (!site) return null;
  const session = await liveSession(deps.db, token.trim(), deps.now());
  if (!session || session.merchantCode !== site.merchant.code) return null;
  // A trial account has no member events. A session that must change its password still may:
  // member info (balance included) is open to it too, and its socket must live on after the change.
  if (session.isAgent === TRIAL_TYPE) return null;
  return { customerId: session.customerId, token: session.token };
}
