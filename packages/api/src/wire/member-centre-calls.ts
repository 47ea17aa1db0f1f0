/** Member centre calls: the wallet header's counts and progress, and the menu's badges. */
import type { CallRoute } from './call';

export const memberCentreCalls = {
  summary: { url: '/wps/member/centre/summary', auth: true, realAccount: true },
} as const satisfies Record<string, CallRoute>;
