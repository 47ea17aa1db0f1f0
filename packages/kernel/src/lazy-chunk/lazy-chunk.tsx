/**
 * Route-level code splitting with the catalogue's failure (§8 "a chunk load error is raised on
 * failure or timeout", §9 chunk timeout 120 s), shared by the player's screen groups and member
 * pages and the agent's centre and pages.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '@gaming/domain/constants';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { Spinner } from '@gaming/ui/spinner';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { Component, Suspense, isValidElement, lazy, useState } from 'react';
import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';

type Loaded = { default: ComponentType };
type Loader = () => Promise<Loaded>;

/** A thenable that calls back at once with a value already there (see `lazyGroup`). */
function settledThenable<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null) {
      onFulfilled?.(value);
      return this as unknown as PromiseLike<R1 | R2>;
    },
  };
}

/** A chunk that neither loaded nor failed in time. */
export class ChunkTimeoutError extends Error {
  constructor() {
    super('chunk load timeout');
    this.name = 'ChunkTimeoutError';
  }
}

/** A chunk that neither loads nor fails within `ms` counts as failed (§9 chunk timeout 120 s). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

interface BoundaryProps {
  fallback: (error: Error, retry: () => void) => ReactNode;
  onRetry: (error: Error) => void;
  children: ReactNode;
}

class ChunkBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (import.meta.env.DEV) console.warn('chunk failed', error, info.componentStack);
  }

  retry = () => {
    const { error } = this.state;
    if (error === null) return;
    this.setState({ error: null });
    this.props.onRetry(error);
  };

  override render() {
    const { error } = this.state;
    return error === null ? this.props.children : this.props.fallback(error, this.retry);
  }
}

/**
 * The failure of a chunk, from what the entry already holds: when the network dropped a chunk, a
 * lazily loaded error screen could fail the same way.
 */
export function ChunkError({ timedOut, onRetry }: { timedOut: boolean; onRetry: () => void }) {
  const { t } = useTranslation(['common', 'system']);
  return (
    <section className="shell-page shell-chunk-error" aria-labelledby="chunk-error-title">
      <h1 id="chunk-error-title">{t('system:error.chunk_title')}</h1>
      <p role="alert">{t(timedOut ? 'system:error.timeout_text' : 'system:error.chunk_text')}</p>
      <p>
        <Button variant="secondary" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </p>
    </section>
  );
}

function ChunkLoading() {
  const { t } = useTranslation('common');
  return <Spinner label={t('state.loading')} />;
}

export interface LazyGroupOptions {
  timeoutMs?: number;
  /** What a retry after a timeout does; a reload of the address by default (see below). */
  reload?: () => void;
}

/**
 * A lazily loaded screen (route-level code splitting). A failed or timed-out chunk shows the
 * catalogue's error with a retry:
 * - after a failure the retry imports the chunk again through a fresh `React.lazy` (a lazy keeps
 *   its rejection; Chromium fetches a failed module again on the next `import()`);
 * - after a timeout the first fetch may still hang in the document's module map, where a new
 *   `import()` of the same address would only wait for it again: the retry reloads the address
 *   instead. The screen never loaded, so nothing typed on it is lost.
 */
export function lazyGroup(loader: Loader, options: LazyGroupOptions = {}) {
  const { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, reload = () => window.location.reload() } = options;
  // The module once it has arrived (preloaded, or an earlier render): a screen rendered after
  // that gets it at once. React shows a lazy screen's fallback for a promise even when it has
  // already resolved, then holds the content back up to 300 ms (its fallback throttle); a
  // thenable that answers synchronously is rendered in the same pass.
  let loaded: Loaded | undefined;
  const fetchModule = () => {
    const module = loader();
    module.then(
      (value) => {
        loaded = value;
      },
      () => undefined,
    );
    return module;
  };
  const load = () =>
    lazy(() =>
      loaded === undefined
        ? withTimeout(fetchModule(), timeoutMs)
        : (settledThenable(loaded) as Promise<Loaded>),
    );
  let Screen = load();
  function LazyGroup() {
    const [, setAttempt] = useState(0);
    return (
      <ChunkBoundary
        onRetry={(error) => {
          if (error instanceof ChunkTimeoutError) {
            reload();
            return;
          }
          Screen = load();
          setAttempt((n) => n + 1);
        }}
        fallback={(error, retry) => (
          <ChunkError timedOut={error instanceof ChunkTimeoutError} onRetry={retry} />
        )}
      >
        <Suspense fallback={<ChunkLoading />}>
          <Screen />
        </Suspense>
      </ChunkBoundary>
    );
  }
  /**
   * Starts fetching the chunk now (the screen renders from it later). Settles once the chunk has
   * arrived, or failed: a failure is left to the screen.
   */
  LazyGroup.preload = (): Promise<void> =>
    fetchModule().then(
      () => undefined,
      () => undefined,
    );
  return LazyGroup;
}

/**
 * A group module that preloads the page inside it a visit lands on (the member centre's deposit
 * page, the agent centre's overview) and exports that preload as `landingPage`.
 */
export interface WithLandingPage {
  landingPage: Promise<void>;
}

/**
 * The group's module once the landing page's chunk has arrived too (or failed), for the group's
 * loader: the frame and the page then render in one pass. Without it the frame would show the
 * page's loading state first, and React holds content back up to 300 ms after a fallback was shown
 * (its Suspense reveal throttle), so the page would appear that much later than its chunk.
 */
export async function withLandingPage<T extends WithLandingPage>(group: Promise<T>): Promise<T> {
  const module = await group;
  await module.landingPage;
  return module;
}

/**
 * Starts fetching, from the app's entry, the chunk of the page inside a group that the visit lands
 * on (the agent centre's overview), beside the group's own chunk
 * rather than once the group has run: one round trip fewer before the page's content. The group
 * still loads the page through its `lazyGroup` (the same module, arrived or under way); a failure
 * is left to that screen and its retry.
 */
export function startLandingPage(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/** The preloads of the lazily loaded groups among an element and its children (a guard such as RequireToken around them). */
function preloadersIn(node: ReactNode): (() => Promise<void>)[] {
  if (!isValidElement(node)) return [];
  const preload = (node.type as { preload?: unknown }).preload;
  const own = typeof preload === 'function' ? [preload as () => Promise<void>] : [];
  const { children } = node.props as { children?: ReactNode };
  return [...own, ...(Array.isArray(children) ? children : [children]).flatMap(preloadersIn)];
}

/**
 * Starts fetching the screen groups the address lands on, from the app's entry: their chunks then
 * download beside the first calls instead of after the first render (one round trip less before the
 * page's content on a phone's network). Settles once they have all arrived or failed.
 * They start in the task after the entry's: matching the address against every route and writing
 * each chunk's files into the document (a preload link apiece) would otherwise lengthen the entry's
 * run, the longest task of the app's start.
 */
export function preloadLandingGroups(routes: RouteObject[], pathname: string): Promise<void> {
  return new Promise<void>((next) => setTimeout(next, 0))
    .then(() =>
      Promise.all(
        (matchRoutes(routes, pathname) ?? []).flatMap((match) =>
          preloadersIn(match.route.element).map((preload) => preload()),
        ),
      ),
    )
    .then(() => undefined);
}
