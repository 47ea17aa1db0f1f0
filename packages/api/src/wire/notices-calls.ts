/**
 * The notices socket (plain values the browser imports): its path, its close codes and its
 * messages. Browsers cannot set headers on a WebSocket and a token in the URL would reach logs, so
 * the session travels in the first message.
 */
import type { Notice } from './notices';

/** The notices socket's path (same origin as the API, through the apps' proxy). */
export const NOTICES_SOCKET_PATH = '/wps/notices/socket';

/** Close codes of the notices socket. */
export const NoticeCloseCode = {
  /** No valid auth message in time, or the session is bad, a trial's, another merchant's or ended. */
  unauthorized: 4401,
  /**
   * The server could not check the session (its database failed). The socket is closed rather than
   * kept on an unchecked session; the client tries again later, and is not signed out.
   */
  checkFailed: 1011,
} as const;

/** The first and only message a client sends. */
export interface NoticeAuthMessage {
  type: 'auth';
  token: string;
  merchant: string;
}

/** What the server sends: `ready` once the session is accepted, then each notice as it is. */
export type NoticeServerMessage = { type: 'ready' } | Notice;
