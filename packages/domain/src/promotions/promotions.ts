/**
 * Promotions and the reward centre (original Promotion.js and rewardCenter): the categories of the
 * promotions page, where a promotion's "go to" leads, the activity statuses of a manual promotion,
 * the profile conditions of newbie rewards and the rescue tier a day's net loss reaches.
 */

/** The promotions page's categories, in the original's order. */
export const PROMOTION_CATEGORIES = [
  'rng',
  'live',
  'pvp',
  'sport',
  'fish',
  'lotto',
  'rebate',
  'deposit',
  'player_rank_rules',
  'point_mall',
  'app_download',
  'new_player',
  'other',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

export function isPromotionCategory(value: unknown): value is PromotionCategory {
  return (PROMOTION_CATEGORIES as readonly unknown[]).includes(value);
}

/** What a promotion is (its `promotionType`); it decides where its "go to" leads. */
export const PROMOTION_TYPES = [
  'LOGIN',
  'REGISTER',
  'SAVIOR',
  'DEPOSIT',
  'FIRST_DEPOSIT',
  'SECOND_DEPOSIT',
  'THIRD_DEPOSIT',
  'FOURTH_DEPOSIT',
  'FIFTH_DEPOSIT',
  'DEPOSIT_COUNT',
  'DEPOSIT_BET_BONUS',
  'MISSION',
  'REFERRAL',
  'MANUAL',
  'RAFFLE',
  'OTHER',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** The member centre page a promotion's "go to" opens, or null when it has none. */
export type PromotionTarget = 'rewardCenter' | 'depositv2' | 'missionLeaderboard' | 'referral';

const DEPOSIT_TYPES: ReadonlySet<string> = new Set([
  'DEPOSIT',
  'FIRST_DEPOSIT',
  'SECOND_DEPOSIT',
  'THIRD_DEPOSIT',
  'FOURTH_DEPOSIT',
  'FIFTH_DEPOSIT',
  'DEPOSIT_COUNT',
  'DEPOSIT_BET_BONUS',
]);

/**
 * Where "go to" leads (CWV:L10642): sign-in, newbie and rescue → the reward centre; deposit types →
 * deposit; mission → mission leaderboard; referral → referral, for plain members (isAgent 0) only.
 */
export function promotionTargetOf(type: string, isAgent = 0): PromotionTarget | null {
  if (type === 'LOGIN' || type === 'REGISTER' || type === 'SAVIOR') return 'rewardCenter';
  if (DEPOSIT_TYPES.has(type)) return 'depositv2';
  if (type === 'MISSION') return 'missionLeaderboard';
  if (type === 'REFERRAL') return isAgent === 0 ? 'referral' : null;
  return null;
}

/** A member's status in a manual promotion (§4 activity statuses). */
export const ACTIVITY_STATUSES = [
  'joined',
  'applying',
  'rejected',
  'issued',
  'claimed',
  'process',
  'closed',
  'coming_soon',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** What an application stored on the platform can be. */
export const APPLICATION_STATUSES = ['applying', 'rejected', 'issued', 'claimed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The status shown on a manual promotion: its period first (not started → coming soon, over →
 * closed unless an issued bonus still waits), then the member's application; null = may apply.
 */
export function activityStatusOf(
  period: { startMs: number; endMs: number },
  nowMs: number,
  application: ApplicationStatus | null,
): ActivityStatus | null {
  if (nowMs < period.startMs) return 'coming_soon';
  if (application === 'issued' || application === 'claimed' || application === 'rejected')
    return application;
  if (nowMs >= period.endMs) return 'closed';
  return application;
}

/** The profile conditions a newbie reward can ask for. */
export const NEWBIE_REQUIREMENTS = ['mobileBound', 'emailBound', 'realName'] as const;
export type NewbieRequirement = (typeof NEWBIE_REQUIREMENTS)[number];

export interface ProfileFacts {
  mobileVerified: boolean;
  emailVerified: boolean;
  realName: string | null | undefined;
}

export function requirementMet(requirement: NewbieRequirement, facts: ProfileFacts): boolean {
  switch (requirement) {
    case 'mobileBound':
      return facts.mobileVerified;
    case 'emailBound':
      return facts.emailVerified;
    case 'realName':
      return (facts.realName ?? '').trim() !== '';
  }
}

/**
 * The rescue reward of a day's net loss (cents): the highest tier whose minimum the loss reaches,
 * or null below the lowest tier (a day with a profit never reaches one).
 */
export function rescueTierOf<T extends { minLossCents: number }>(
  tiers: readonly T[],
  netLossCents: number,
): T | null {
  let best: T | null = null;
  for (const tier of tiers)
    if (
      netLossCents >= tier.minLossCents &&
      (best === null || tier.minLossCents > best.minLossCents)
    )
      best = tier;
  return best;
}

/** The ticket kinds of the reward centre. */
export const TICKET_TYPES = [
  'GOLDEN_EGG',
  'RAFFLE',
  'PRIZE_WHEEL',
  'CASH_VOUCHER',
  'GIFT_CODE',
] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** What opening a ticket gave. */
export const TICKET_PRIZES = ['MONEY', 'POINT', 'MERCHANDISE', 'RETRY'] as const;
export type TicketPrize = (typeof TICKET_PRIZES)[number];

/** What a claim in the history was. */
export const REWARD_KINDS = [
  'LOGIN',
  'REGISTER',
  'SAVIOR',
  'PROMO_CODE',
  'MANUAL',
  'RAFFLE',
  'TICKET',
] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** The claim history covers at most this many days. */
export const CLAIM_HISTORY_DAYS = 90;
/** The badge of claimable rewards is asked again this often (original: 300 s). */
export const REWARD_COUNT_POLL_SECONDS = 300;
/** A promo code: letters and digits, 4 to 20. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;
