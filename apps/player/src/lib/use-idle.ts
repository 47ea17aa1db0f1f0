import { afterPageContent } from '@gaming/kernel/boot';
import { startTransition, useEffect, useState } from 'react';

/** At most this long before the deferred parts show even on a page that never goes idle. */
const IDLE_TIMEOUT_MS = 2_000;
/** At most this long for the landing page to show its content before `afterContent` parts come. */
const CONTENT_LIMIT_MS = 3_000;

/**
 * Runs `work` in the browser's next quiet moment (requestIdleCallback, at most `IDLE_TIMEOUT_MS`
 * away; a short timeout where it does not exist). Returns what cancels it.
 */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 1);
  return () => window.clearTimeout(timer);
}

export interface IdleOptions {
  /**
   * Wait first for the landing page's content (`pageContentShown`, at most 3 s): for the frame's
   * extras (a phone's side menu, the footer's lists), which must not delay any page's content.
   */
  afterContent?: boolean;
}

/**
 * False until the browser has a quiet moment after the first screen: the parts below the fold or
 * after the first screen (the marquee, the winner board, popups) render then, so they never hold
 * up the first one.
 */
export function useIdle({ afterContent = false }: IdleOptions = {}): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel: () => void = () => undefined;
    let stopped = false;
    const start = () => {
      if (!stopped) cancel = whenIdle(() => setIdle(true));
    };
    if (afterContent) void afterPageContent(CONTENT_LIMIT_MS).then(start);
    else start();
    return () => {
      stopped = true;
      cancel();
    };
  }, [afterContent]);
  return idle;
}

/**
 * How many of a long page's parts to render: `first` at once, then `step` more in each of the
 * browser's quiet moments (as transitions), until all `total`. The first screen then builds,
 * styles and lays out only what it shows and a little more, and the rest follows in short
 * pieces instead of one task a phone freezes on. Once revealed, a part stays (a list that grows
 * later shows its new parts at once).
 */
export function useRevealedCount(total: number, first: number, step: number): number {
  const [revealed, setRevealed] = useState(first);
  const waiting = revealed < total;
  useEffect(() => {
    if (!waiting) return undefined;
    return whenIdle(() =>
      startTransition(() =>
        // All shown: from then on, for good.
        setRevealed((count) => (count + step >= total ? Number.POSITIVE_INFINITY : count + step)),
      ),
    );
  }, [waiting, revealed, step, total]);
  return Math.min(revealed, total);
}
