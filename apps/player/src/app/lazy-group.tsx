import { CHUNK_LOAD_TIMEOUT_MS } from '@gaming/domain/constants';
import { Button } from '@gaming/ui/button';
import { Spinner } from '@gaming/ui/spinner';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { Component, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Loader = () => Promise<{ default: ComponentType }>;

/** A chunk that neither loads nor fails within `ms` counts as failed (§9 chunk timeout 120 s). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timeout')), ms);
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
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

class ChunkBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (import.meta.env.DEV) console.warn('chunk failed', error, info.componentStack);
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/**
 * The failure of a chunk, from what the entry already holds: when the network dropped a chunk, a
 * lazily loaded error screen could fail the same way.
 */
function ChunkError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('system');
  return (
    <section className="shell-page shell-chunk-error" aria-labelledby="chunk-error-title">
      <h1 id="chunk-error-title">{ts('error.chunk_title')}</h1>
      <p role="alert">{ts('error.chunk_text')}</p>
      <p>
        <Button variant="secondary" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </p>
    </section>
  );
}

function ChunkLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('state.loading')} />;
}

/**
 * A lazily loaded screen group (route-level code splitting). A failed or timed-out chunk shows an
 * error with a retry; the retry asks for the chunk again, since `React.lazy` keeps a failure.
 */
export function lazyGroup(loader: Loader, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS) {
  const load = () => lazy(() => withTimeout(loader(), timeoutMs));
  let Screen = load();
  function LazyGroup() {
    const [, setAttempt] = useState(0);
    return (
      <ChunkBoundary
        onRetry={() => {
          // A failed lazy component keeps its failure: a fresh one loads the chunk again.
          Screen = load();
          setAttempt((n) => n + 1);
        }}
        fallback={(retry) => <ChunkError onRetry={retry} />}
      >
        <Suspense fallback={<ChunkLoading />}>
          <Screen />
        </Suspense>
      </ChunkBoundary>
    );
  }
  return LazyGroup;
}
