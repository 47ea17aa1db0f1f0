import { afterPageContent } from '@gaming/kernel/boot';
import { useEffect, useState } from 'react';

/** At most this long before the deferred parts show even on a page that never goes idle. */
const IDLE_TIMEOUT_MS = 2_000;
/** At most this long for the landing page to show its content before `afterContent` parts come. */
const CONTENT_LIMIT_MS = 3_000;

export interface IdleOptions {
  /**
   * Wait first for the landing page's content (`pageContentShown`, at most 3 s): for the frame's
   * extras (a phone's side menu, the footer's lists), which must not delay any page's content.
   */
  afterContent?: boolean;
}

/**
 * False until the browser has a quiet moment after the first screen (requestIdleCallback, or a
 * short timeout where it does not exist): the parts below the fold or after the first screen (the
 * marquee, the winner board, popups) render then, so they never hold up the first one.
 */
export function useIdle({ afterContent = false }: IdleOptions = {}): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel: () => void = () => undefined;
    let stopped = false;
    const whenIdle = () => {
      if (stopped) return;
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setIdle(true), {
          timeout: IDLE_TIMEOUT_MS,
        });
        cancel = () => window.cancelIdleCallback(handle);
        return;
      }
      const timer = window.setTimeout(() => setIdle(true), 1);
      cancel = () => window.clearTimeout(timer);
    };
    if (afterContent) void afterPageContent(CONTENT_LIMIT_MS).then(whenIdle);
    else whenIdle();
    return () => {
      stopped = true;
      cancel();
    };
  }, [afterContent]);
  return idle;
}
