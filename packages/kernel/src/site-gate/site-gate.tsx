import { useSiteGate } from '@gaming/api/system';
import { SiteGateView } from '@gaming/ui/site-gate';
import type { ReactNode } from 'react';
import { useLayoutEffect } from 'react';
import { removeBootFrame } from '../boot/boot';

/** The permission call decides between the site, the maintenance page and the blocked page (§4). */
export function SiteGate({ children }: { children: ReactNode }) {
  const state = useSiteGate();
  const decided = state.kind !== 'loading';
  // The prerendered frame stands until there is something real to show in its place.
  useLayoutEffect(() => {
    if (decided) removeBootFrame();
  }, [decided]);
  return <SiteGateView state={state}>{children}</SiteGateView>;
}
