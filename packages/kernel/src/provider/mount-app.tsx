import type { ReactNode } from 'react';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setAutoFreeze } from 'immer';

// A production build stores the platform's answers unfrozen: Immer (under Redux Toolkit) deep-
// freezes every value a reducer stores, walking each answer whole (the game catalogue, a lobby's
// page), a long task on a phone for every answer. Development and tests keep freezing, so code that
// mutates the store's state still throws there.
if (import.meta.env.PROD) setAutoFreeze(false);

/**
 * Renders an app into index.html's `#root`. The boot frame stands over it until the site gate has
 * a real screen; the first render runs in a transition, so React yields to the browser instead of
 * rendering the first screen in one long task. A screen whose texts are still loading waits in the
 * Suspense boundary rather than showing raw keys.
 */
export function mountApp(app: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <Suspense fallback={null}>{app}</Suspense>
      </StrictMode>,
    );
  });
}
