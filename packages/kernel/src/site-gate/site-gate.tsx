import { useSiteGate } from '@gaming/api/system';
import { SiteGateView } from '@gaming/ui/site-gate';
import type { ReactNode } from 'react';

/** The permission call decides between the site, the maintenance page and the blocked page (§4). */
export function SiteGate({ children }: { children: ReactNode }) {
  return <SiteGateView state={useSiteGate()}>{children}</SiteGateView>;
}
