import type { ReactNode } from 'react';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

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
