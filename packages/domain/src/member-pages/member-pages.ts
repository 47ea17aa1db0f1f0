/**
 * The member centre's pages (§2 "Member centre pages", plus the red envelopes an agent sends), in
 * the original site's menu order, and the rule that shows each. Flags the
 * merchant does not send count as off; facts the platform does not tell (a single wallet, transfer
 * to upline, rebates) as absent.
 */

export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'transferUpline',
  'rewardCenter',
  'referral',
  'bonusDetails',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'redEnvelope',
  'feedback',
] as const;

export type MemberPage = (typeof MEMBER_PAGES)[number];

/** Which count a page's menu entry shows (§2 "Badges show counts for missions, messages and rewards"). */
export type MemberPageBadge = 'missions' | 'messages' | 'rewards';

/** What the rules read: the merchant's whitelabel flags, the member's type and a few settings. */
export interface MemberPageContext {
  /** Whitelabel flags by name; a flag left out is off. */
  whitelabel: Readonly<Record<string, boolean | undefined>>;
  /** The member's account type (§3: 0 member, 1/2/41/42 agent, 4 trial). */
  isAgent: number;
  /** The merchant wallet is single (`isSingle` 1): nothing to transfer between wallets. */
  singleWallet?: boolean;
  /** The member may transfer to their upline (`toUpline` 1). */
  toUpline?: boolean;
  /** Some rebate rate is above zero. */
  hasRebate?: boolean;
}

type Rule = (context: MemberPageContext) => boolean;

const flag =
  (name: string): Rule =>
  (context) =>
    context.whitelabel[name] === true;
const always: Rule = () => true;
/** Credit-market merchants take no deposits or withdrawals here. */
const notCreditMarket: Rule = (context) => context.whitelabel.CREDITMAR3 !== true;

export interface MemberPageRule {
  /** i18n key of its menu label and title (namespace `member`). */
  titleKey: `menu.${MemberPage}`;
  badge: MemberPageBadge | null;
  visible: Rule;
}

export const MEMBER_PAGE_RULES = {
  securityCenter: { titleKey: 'menu.securityCenter', badge: null, visible: always },
  transferFund: {
    titleKey: 'menu.transferFund',
    badge: null,
    visible: (context) => context.singleWallet !== true,
  },
  depositv2: {
    titleKey: 'menu.depositv2',
    badge: null,
    visible: (context) => flag('DEPOSIT')(context) && notCreditMarket(context),
  },
  withdraw: {
    titleKey: 'menu.withdraw',
    badge: null,
    visible: (context) => flag('WITHDRAW')(context) && notCreditMarket(context),
  },
  personalHistoryCopy: { titleKey: 'menu.personalHistoryCopy', badge: null, visible: always },
  transactionHistory: { titleKey: 'menu.transactionHistory', badge: null, visible: always },
  personalProfit: { titleKey: 'menu.personalProfit', badge: null, visible: always },
  transferUpline: {
    titleKey: 'menu.transferUpline',
    badge: null,
    visible: (context) =>
      context.toUpline === true && context.isAgent !== 2 && flag('AGETRANSFERUP3')(context),
  },
  rewardCenter: { titleKey: 'menu.rewardCenter', badge: 'rewards', visible: flag('REWCEN3') },
  referral: { titleKey: 'menu.referral', badge: null, visible: flag('REFERRAL') },
  bonusDetails: {
    titleKey: 'menu.bonusDetails',
    badge: null,
    visible: (context) => flag('PLYRBT')(context) && context.hasRebate === true,
  },
  missionLeaderboard: {
    titleKey: 'menu.missionLeaderboard',
    badge: 'missions',
    visible: flag('MISSION'),
  },
  messageV2: { titleKey: 'menu.messageV2', badge: 'messages', visible: flag('MAILCEN') },
  manualRebate: { titleKey: 'menu.manualRebate', badge: null, visible: flag('MANPLAYREB3') },
  /** Red envelopes an agent sent (not a page of the original's menu): always there. */
  redEnvelope: { titleKey: 'menu.redEnvelope', badge: null, visible: always },
  feedback: { titleKey: 'menu.feedback', badge: null, visible: flag('FEEDBACK3') },
} as const satisfies Record<MemberPage, MemberPageRule>;

/** The pages a member sees in the menu, in menu order. */
export function visibleMemberPages(context: MemberPageContext): MemberPage[] {
  return MEMBER_PAGES.filter((page) => MEMBER_PAGE_RULES[page].visible(context));
}

export function isMemberPage(name: string): name is MemberPage {
  return (MEMBER_PAGES as readonly string[]).includes(name);
}
