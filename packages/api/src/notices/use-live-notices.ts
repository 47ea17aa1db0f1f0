import { useEffect, useRef, useState } from 'react';
import type { Notice } from '../wire/notices';
import type { NoticesSocketConstructor, NoticesState } from './connect-notices';
import { connectNotices } from './connect-notices';
import { noticesSocketUrl } from './notices-url';

export interface LiveNoticesOptions {
  /** Null (or `enabled` false): no connection; a change of token reconnects. */
  token: string | null;
  merchant: string;
  /** The runtime config's API base ('' for same origin). */
  apiBase: string;
  enabled?: boolean;
  onNotice: (notice: Notice) => void;
  /** Once the socket listens (each time): what notices missed meanwhile would have refreshed. */
  onCatchUp?: () => void;
  WebSocketImpl?: NoticesSocketConstructor;
}

/**
 * Keeps the notices socket open while there is a token (and `enabled`), closed when it goes
 * (logout) or the component unmounts. The latest callbacks are used without reconnecting.
 */
export function useLiveNotices(options: LiveNoticesOptions): NoticesState | null {
  const { token, merchant, apiBase, enabled = true, WebSocketImpl } = options;
  const [state, setState] = useState<NoticesState | null>(null);
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  useEffect(() => {
    if (!token || !enabled) return undefined;
    const close = connectNotices({
      url: noticesSocketUrl(apiBase, window.location),
      token,
      merchant,
      onNotice: (notice) => callbacks.current.onNotice(notice),
      onCatchUp: () => callbacks.current.onCatchUp?.(),
      onStateChange: setState,
      ...(WebSocketImpl === undefined ? {} : { WebSocketImpl }),
    });
    return () => {
      close();
      setState(null);
    };
  }, [token, merchant, apiBase, enabled, WebSocketImpl]);

  return state;
}

export {
  RECONNECT_FIRST_MS,
  RECONNECT_MAX_MS,
  connectNotices,
  reconnectDelay,
} from './connect-notices';
export type {
  ConnectNoticesOptions,
  NoticesSocket,
  NoticesSocketConstructor,
  NoticesState,
} from './connect-notices';
export { noticesSocketUrl } from './notices-url';
export type { Notice, NoticeType } from '../wire/notices';
