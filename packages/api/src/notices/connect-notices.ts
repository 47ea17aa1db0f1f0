/**
 * The client of the notices socket, framework-free: it opens the socket, sends the session in the
 * first message, hands each notice on, and reconnects with exponential backoff and jitter (1 s
 * doubling to 30 s, back to 1 s after a `ready`) until `close()` or a 4401 (the session is not
 * valid: reconnecting would not help).
 */
import type { Notice } from '../wire/notices';
import type { NoticeAuthMessage, NoticeServerMessage } from '../wire/notices-calls';
import { NoticeCloseCode } from '../wire/notices-calls';

export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * connecting: opening or authenticating; ready: notices flow; waiting: a reconnect is scheduled;
 * refused: closed with 4401, for good; closed: closed by `close()`.
 */
export type NoticesState = 'connecting' | 'ready' | 'waiting' | 'refused' | 'closed';

/** What this client uses of a browser WebSocket (tests pass a fake). */
export interface NoticesSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type NoticesSocketConstructor = new (url: string) => NoticesSocket;

export interface ConnectNoticesOptions {
  url: string;
  token: string;
  merchant: string;
  onNotice: (notice: Notice) => void;
  onStateChange?: (state: NoticesState) => void;
  /**
   * Called on each `ready`, the first included: notices sent while no socket listened are lost
   * (while it was down, and before the first one, when the page's data was already fetched), so
   * the app refreshes what they would have refreshed.
   */
  onCatchUp?: () => void;
  /** Default: the global WebSocket. */
  WebSocketImpl?: NoticesSocketConstructor;
  /** A number in [0, 1) (default Math.random): the jitter. */
  random?: () => number;
}

/** The wait before reconnect attempt `attempt` (0 first): half the step fixed, half random. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.min(attempt, 16));
  return Math.round(step / 2 + (random() * step) / 2);
}

/** Opens the notices socket and keeps it open; answers the function that closes it for good. */
export function connectNotices(options: ConnectNoticesOptions): () => void {
  const Socket =
    options.WebSocketImpl ?? (globalThis.WebSocket as unknown as NoticesSocketConstructor);
  const random = options.random ?? Math.random;
  let socket: NoticesSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  let state: NoticesState | null = null;

  const setState = (next: NoticesState) => {
    if (next === state) return;
    state = next;
    options.onStateChange?.(next);
  };

  const open = () => {
    setState('connecting');
    const current = new Socket(options.url);
    socket = current;
    current.onopen = () => {
      const auth: NoticeAuthMessage = {
        type: 'auth',
        token: options.token,
        merchant: options.merchant,
      };
      current.send(JSON.stringify(auth));
    };
    current.onmessage = (event) => {
      const message = messageOf(event.data);
      if (!message || stopped) return;
      if (message.type === 'ready') {
        attempt = 0;
        setState('ready');
        options.onCatchUp?.();
        return;
      }
      options.onNotice(message);
    };
    // A failed socket is closed next; the close decides.
    current.onerror = () => undefined;
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (stopped) return;
      if (event.code === NoticeCloseCode.unauthorized) {
        stopped = true;
        setState('refused');
        return;
      }
      setState('waiting');
      timer = setTimeout(open, reconnectDelay(attempt, random));
      attempt += 1;
    };
  };

  open();
  return () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    const current = socket;
    socket = null;
    current?.close(1000, 'closed');
    setState('closed');
  };
}

function messageOf(data: unknown): NoticeServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null || !('type' in parsed)) return null;
    return typeof parsed.type === 'string' ? (parsed as NoticeServerMessage) : null;
  } catch {
    return null;
  }
}
