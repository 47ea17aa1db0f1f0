import type { SiteGate } from '@gaming/domain/system';
import { useTranslation } from '@gaming/i18n';
import type { ErrorInfo, ReactNode } from 'react';
import { Component, Suspense, lazy } from 'react';
import { Button } from '../button';
import { Spinner } from '../spinner';

import './SiteGateView.css';

const lazyGateScreen = () => lazy(() => import('./GateScreen'));
// Replaced after a failed load: a lazy component keeps its rejected import for good.
let GateScreen = lazyGateScreen();

/** The parts of the permission call the gate pages show. */
export interface GatePermission {
  location: { ip: string };
  maintenance: { title: string; content: string; endTime: string | null };
  regionRestriction: { ip: string };
}

export type SiteGateViewState =
  | { kind: 'loading' }
  | { kind: 'error'; errorCode: string; retry: () => void }
  | {
      kind: 'ready';
      gate: SiteGate;
      permission: GatePermission;
      /** A checked customer-service URL, or null for no button (never a button that cannot work). */
      customerServiceUrl: string | null;
    };

export interface SiteGateViewProps {
  state: SiteGateViewState;
  /** The site, shown only when the gate is open. */
  children: ReactNode;
}

/** §9: customer service opens in its own 440 × 750 popup, reused when already open. */
export function openCustomerService(url: string): void {
  window.open(url, 'customer-service', 'width=440,height=750');
}

/**
 * What stands at the start of an app (§4 System status): a loading status, the catalogue message
 * with a retry when the permission call fails, the maintenance page, the region-blocked page, or
 * the site. The screens other than loading and the site are a chunk of their own (`GateScreen`).
 */
export function SiteGateView({ state, children }: SiteGateViewProps) {
  const { t } = useTranslation('system');
  if (state.kind === 'loading') return <Spinner fullPage label={t('loading')} />;
  if (state.kind === 'ready' && state.gate === 'site') return children;
  const spinner = <Spinner fullPage label={t('loading')} />;
  return (
    <ScreenBoundary retry={state.kind === 'error' ? state.retry : undefined}>
      <Suspense fallback={spinner}>
        <GateScreen state={state} />
      </Suspense>
    </ScreenBoundary>
  );
}

interface BoundaryProps {
  /** The permission call's retry, when the screen was its failure. */
  retry: (() => void) | undefined;
  children: ReactNode;
}

/**
 * The screens' chunk did not load (the link dropped with the platform): a plain message from the
 * bundled texts, and a retry that asks again for the permission call and the chunk.
 */
class ScreenBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo) {
    // Shown to the person; nothing to report from here.
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ScreenFailed
        onRetry={() => {
          GateScreen = lazyGateScreen();
          this.setState({ failed: false });
          this.props.retry?.();
        }}
      />
    );
  }
}

function ScreenFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['system', 'common']);
  return (
    <main className="ui-gate-failed">
      <h1>{t('system:error.network_title')}</h1>
      <p role="alert">{t('system:error.network_text')}</p>
      <Button onClick={onRetry}>{t('common:actions.retry')}</Button>
    </main>
  );
}
