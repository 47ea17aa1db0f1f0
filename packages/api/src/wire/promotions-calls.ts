/**
 * Promotions (original Promotion.js, `MCSFE_getListAnnouncements` promotions) and the reward centre
 * (rewardCenter): the promotions page, applying to and claiming a manual promotion, the raffle, and
 * the reward centre's sign-in, newbie, rescue, promo code, tickets, history and badge count.
 */
import type { CallRoute } from './call';

const member = { auth: true, realAccount: true } as const;

export const promotionsCalls = {
  list: { url: '/wps/promotions', optionalAuth: true },
  apply: { method: 'POST', url: '/wps/promotions/apply', ...member },
  claim: { method: 'POST', url: '/wps/promotions/claim', ...member },
  claimRaffle: { method: 'POST', url: '/wps/relay/MCS2_claimRafflePromotion', ...member },
  counts: { url: '/wps/rewards/counts', ...member },
  signIn: { url: '/wps/rewards/sign-in', ...member },
  claimSignIn: { method: 'POST', url: '/wps/rewards/sign-in', ...member },
  newbie: { url: '/wps/rewards/newbie', ...member },
  claimNewbie: { method: 'POST', url: '/wps/rewards/newbie', ...member },
  rescue: { url: '/wps/rewards/rescue', ...member },
  claimRescue: { method: 'POST', url: '/wps/rewards/rescue', ...member },
  claimPromoCode: { method: 'POST', url: '/wps/rewards/promo-code', ...member },
  tickets: { url: '/wps/rewards/tickets', ...member },
  openTicket: { method: 'POST', url: '/wps/rewards/tickets/open', ...member },
  history: { url: '/wps/rewards/history', ...member },
} as const satisfies Record<string, CallRoute>;
