/** Referral, invite and earn: overview, friends. Real accounts only. */
import type { CallRoute } from './call';

const member = { auth: true, realAccount: true } as const;

export const referralCalls = {
  overview: { url: '/wps/member/referral', ...member },
  friends: { url: '/wps/member/referral/friends', ...member },
} as const satisfies Record<string, CallRoute>;
