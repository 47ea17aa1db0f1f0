/**
 * The member centre's page registry: each page of the spec (`@gaming/domain/member-pages` holds its
 * menu label, badge and the rule that shows it) with its lazily loaded screen, or null while the
 * page has no screen yet (`config/member-pages.ts` lists the built ones; the type below
 * keeps the two in step). Adding a page = a folder under `features/`, its entry here, its name in
 * BUILT_MEMBER_PAGES, and its translations.
 */
import type { MemberPage } from '@gaming/domain/member-pages';
import type { ComponentType } from 'react';
import type { BuiltMemberPage } from '../config/member-pages';

type Screen = () => Promise<{ default: ComponentType }>;

export const memberPageScreens = {
  securityCenter: () => import('../features/security-centre'),
  transferFund: () => import('../features/fund-transfer'),
  depositv2: () => import('../features/deposit'),
  withdraw: () => import('../features/withdraw'),
  personalHistoryCopy: () => import('../features/records/betting-record-page'),
  transactionHistory: () => import('../features/records/account-record-page'),
  personalProfit: () => import('../features/records/profit-loss-page'),
  transferUpline: () => import('../features/upline-transfer'),
  rewardCenter: () => import('../features/reward-centre'),
  referral: () => import('../features/referral/referral-page'),
  bonusDetails: () => import('../features/records/bonus-page'),
  missionLeaderboard: () => import('../features/missions'),
  messageV2: () => import('../features/inbox/message-page'),
  manualRebate: () => import('../features/records/manual-rebate-page'),
  redEnvelope: () => import('../features/red-envelope'),
  feedback: () => import('../features/feedback'),
} satisfies { [P in MemberPage]: P extends BuiltMemberPage ? Screen : null };
