/** Referral, invite and earn (the original site's getReferralMyIncome and getInviteList). */
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { referralCalls } from './referral-calls';
import { IsoTime, Nullable, OneOf, PageNo } from './schema-kit';

/** A friend's status: A active, F failed, M duplicate, E overdue, P waiting for the first deposit. */
export const REFERRAL_STATUSES = ['A', 'F', 'M', 'E', 'P'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const ReferralIncome = Type.Object({
  /** Friends who registered with the code. */
  memberCount: Type.Integer(),
  /** Friends who made a first deposit. */
  depositCount: Type.Integer(),
  /** Their first deposits together. */
  totalAmount: Type.Number(),
  /** Earned for active friends (rewardPerFriend each). */
  invitationAmount: Type.Number(),
});
export type ReferralIncome = Static<typeof ReferralIncome>;

export const ReferralRules = Type.Object({
  rewardPerFriend: Type.Number(),
  minFirstDeposit: Type.Number(),
  depositWithinDays: Type.Integer(),
});
export type ReferralRules = Static<typeof ReferralRules>;

export const ReferralReward = Type.Object({
  inviteeName: Type.String(),
  amount: Type.Number(),
  /** When the friend became active (the first deposit). */
  time: IsoTime,
});
export type ReferralReward = Static<typeof ReferralReward>;

/** The member's invitation code, what it earned, the rewards and the rules. */
export const ReferralOverview = Type.Object({
  code: Type.String(),
  /** The registration address path with the code; the app puts its own origin in front. */
  invitePath: Type.String(),
  income: ReferralIncome,
  /** How many friends are in each status. */
  statusCounts: Type.Record(Type.String(), Type.Integer()),
  rewards: Type.Array(ReferralReward),
  rules: ReferralRules,
});
export type ReferralOverview = Static<typeof ReferralOverview>;

export const ReferralFriend = Type.Object({
  /** Masked: first two letters, stars, last letter. */
  inviteeName: Type.String(),
  registerTime: IsoTime,
  firstDepositTime: Nullable(IsoTime),
  status: OneOf(REFERRAL_STATUSES),
});
export type ReferralFriend = Static<typeof ReferralFriend>;

export const ReferralFriendsQuery = Type.Object({
  pageNo: Type.Optional(PageNo),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type ReferralFriendsQuery = Static<typeof ReferralFriendsQuery>;

export const ReferralFriendsPage = Type.Object({
  list: Type.Array(ReferralFriend),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  totalCount: Type.Integer(),
  totalPages: Type.Integer(),
});
export type ReferralFriendsPage = Static<typeof ReferralFriendsPage>;

export const referralContracts = contractsOf('referral', referralCalls, {
  overview: {
    summary: 'The member invitation code, income, rewards and rules (referral enabled only)',
    value: ReferralOverview,
  },
  friends: {
    summary: 'Friends who registered with the member code, newest first, with their status',
    query: ReferralFriendsQuery,
    value: ReferralFriendsPage,
  },
});
