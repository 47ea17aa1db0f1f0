import { useSiteGate } from '@gaming/api/system';
import type { SiteGateState } from '@gaming/api/system';
import { SiteGateView } from '@gaming/ui/site-gate';
import type { ReactNode } from 'react';
import { useDeferredValue, useLayoutEffect } from 'react';
import { removeBootFrame, siteOpenedUnderFrame } from '../boot/boot';

/** The permission call decides between the site, the maintenance page and the blocked page (§4). */
export function SiteGate({ children }: { children: ReactNode }) {
  const answer = useSiteGate();
  // The answer arrives through the store, whose updates React renders in one go: the whole site
  // opening at once would be a long task on a phone. Deferred, it renders as a transition React
  // interrupts every few milliseconds, the frame standing meanwhile.
  const kind = useDeferredValue(answer.kind);
  const state: SiteGateState = kind === answer.kind ? answer : { kind: 'loading' };
  const shown = state.kind === 'loading' ? null : state.kind === 'ready' ? state.gate : 'error';
  // The prerendered frame stands until there is something real to show in its place: the gate's
  // own screens at once, the site when its first page is ready (or that page does not hold it).
  useLayoutEffect(() => {
    if (shown === 'site') siteOpenedUnderFrame();
    else if (shown !== null) removeBootFrame();
  }, [shown]);
  return <SiteGateView state={state}>{children}</SiteGateView>;
}
