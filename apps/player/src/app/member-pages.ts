/**
 * The member centre's page registry: each page of the spec (`@gaming/domain/member-pages` holds its
 * menu label, badge and the rule that shows it) with its lazily loaded screen. The router, the
 * member centre menu and the shell's member links read it; a page left out is a type error. Adding a
 * page = a folder under `features/`, its entry here, and its translations.
 */
import type { MemberPage } from '@gaming/domain/member-pages';
import type { ComponentType } from 'react';

type Screen = () => Promise<{ default: ComponentType }>;

/** Pages whose work has not landed yet show an honest "coming soon" (issues 10 to 12 replace them). */
const comingSoon: Screen = () => import('../features/member-centre/coming-soon-page');

export const memberPageScreens = {
  securityCenter: comingSoon,
  transferFund: comingSoon,
  depositv2: comingSoon,
  withdraw: comingSoon,
  personalHistoryCopy: comingSoon,
  transactionHistory: comingSoon,
  personalProfit: comingSoon,
  transferUpline: comingSoon,
  rewardCenter: comingSoon,
  referral: comingSoon,
  bonusDetails: comingSoon,
  missionLeaderboard: comingSoon,
  messageV2: comingSoon,
  manualRebate: comingSoon,
  feedback: comingSoon,
} satisfies Record<MemberPage, Screen>;
