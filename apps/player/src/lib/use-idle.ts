import { useEffect, useState } from 'react';

/** At most this long before the deferred parts show even on a page that never goes idle. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * False until the browser has a quiet moment after the first screen (requestIdleCallback, or a
 * short timeout where it does not exist): the parts below the fold or after the first screen (the
 * marquee, the winner board, popups) render then, so they never hold up the first one.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 1);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}
