/**
 * The member centre pages whose screens exist. A page of the spec without a screen yet is not
 * listed anywhere (menus, shortcuts, links) and its address is not found until its name is here and
 * its screen is in `app/member-pages.ts` (a mismatch between the two is a type error there).
 */
import type { MemberPage } from '@gaming/domain/member-pages';

export const BUILT_MEMBER_PAGES = [
  'securityCenter',
  'depositv2',
  'withdraw',
  'transferFund',
  'transferUpline',
  'redEnvelope',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'manualRebate',
  'missionLeaderboard',
  'rewardCenter',
  'feedback',
  'messageV2',
  'referral',
] as const satisfies readonly MemberPage[];
export type BuiltMemberPage = (typeof BUILT_MEMBER_PAGES)[number];

export function isBuiltMemberPage(page: MemberPage): page is BuiltMemberPage {
  return (BUILT_MEMBER_PAGES as readonly MemberPage[]).includes(page);
}
