/** Agent team schemas: overview and trend, registration centre, downline management, red envelopes. */
import type { Static } from 'typebox';
import Type from 'typebox';
import { agentTeamCalls } from './agent-team-calls';
import { contractsOf } from './call';
import { DateText } from './records';
import { IsoTime, Nullable, OneOf, PageNo, Text } from './schema-kit';
import { RegisterFieldRuleSchema } from './system';

const Amount = Type.Number();
/** A customer id of the agent's tree. */
const MemberId = Type.Integer({ minimum: 1 });

export const OVERVIEW_PERIOD_NAMES = ['today', 'yesterday', 'week', 'month', 'custom'] as const;

export const OverviewQuery = Type.Object({
  period: OneOf(OVERVIEW_PERIOD_NAMES),
  /** `custom` only. */
  startDate: Type.Optional(DateText),
  endDate: Type.Optional(DateText),
});
export type OverviewQuery = Static<typeof OverviewQuery>;

const OverviewFigures = {
  deposits: Amount,
  withdrawals: Amount,
  bets: Amount,
  wins: Amount,
  /** The team's wins − bets (the members' side). */
  profitAndLoss: Amount,
};

export const TeamOverview = Type.Object({
  startDate: DateText,
  endDate: DateText,
  /** The whole tree, any depth. */
  members: Type.Integer(),
  /** Registered in the period. */
  newMembers: Type.Integer(),
  /** Placed a bet in the period. */
  activeMembers: Type.Integer(),
  /** Made their first approved deposit in the period. */
  firstDeposits: Type.Integer(),
  /** The tree's main wallets now. */
  teamBalance: Amount,
  ...OverviewFigures,
});
export type TeamOverview = Static<typeof TeamOverview>;

export const TREND_METRIC_NAMES = [
  'deposits',
  'withdrawals',
  'bets',
  'wins',
  'profitAndLoss',
  'newMembers',
  'activeMembers',
] as const;
export type TrendMetric = (typeof TREND_METRIC_NAMES)[number];

export const TrendDay = Type.Object({
  date: DateText,
  newMembers: Type.Integer(),
  activeMembers: Type.Integer(),
  ...OverviewFigures,
});
export type TrendDay = Static<typeof TrendDay>;

export const TeamTrend = Type.Object({
  /** The last 30 site days, oldest first, every day present. */
  days: Type.Array(TrendDay),
});
export type TeamTrend = Static<typeof TeamTrend>;

export const DOWNLINE_TYPE_NAMES = ['member', 'agent'] as const;
export type DownlineType = (typeof DOWNLINE_TYPE_NAMES)[number];

export const DownlineRegisterSettings = Type.Object({
  /** The agent's own rebate rate in percent: a new downline's ceiling. */
  rebateRate: Type.Number(),
  /** Used when the password is left empty; the downline must change it at first login. */
  defaultPassword: Type.String(),
  usernameRule: Nullable(RegisterFieldRuleSchema),
  passwordRule: Nullable(RegisterFieldRuleSchema),
});
export type DownlineRegisterSettings = Static<typeof DownlineRegisterSettings>;

export const RegisterDownlineRequest = Type.Object({
  type: OneOf(DOWNLINE_TYPE_NAMES),
  username: Text({ maxLength: 32 }),
  /** Empty: the default password (a change is forced at first login). */
  password: Text({ maxLength: 64 }),
  confirmPassword: Text({ maxLength: 64 }),
  /** Percent, 2 decimals, at most the agent's own. */
  rebateRate: Type.Number({ minimum: 0, maximum: 100 }),
});
export type RegisterDownlineRequest = Static<typeof RegisterDownlineRequest>;

export const DOWNLINE_STATUS_NAMES = ['normal', 'blocked', 'locked', 'deleted'] as const;
export type DownlineStatusName = (typeof DOWNLINE_STATUS_NAMES)[number];

export const DownlineMember = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  type: OneOf(DOWNLINE_TYPE_NAMES),
  /** 1 direct, 2 a downline's downline, … */
  level: Type.Integer(),
  /**
   * The downline agent the account belongs to (its direct upline) when that is not the signed-in
   * agent: set for level 2 and deeper, null for a direct downline.
   */
  uplineUsername: Nullable(Type.String()),
  balance: Amount,
  rebateRate: Type.Number(),
  registeredAt: IsoTime,
  lastLoginAt: Nullable(IsoTime),
  status: OneOf(DOWNLINE_STATUS_NAMES),
  remark: Type.String(),
});
export type DownlineMember = Static<typeof DownlineMember>;

export const LINK_TYPE_NAMES = DOWNLINE_TYPE_NAMES;

export const AffiliateLink = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  /** What an account registered by it becomes. */
  type: OneOf(LINK_TYPE_NAMES),
  visits: Type.Integer(),
  registrations: Type.Integer(),
  firstDeposits: Type.Integer(),
  createdAt: IsoTime,
});
export type AffiliateLink = Static<typeof AffiliateLink>;

export const AffiliateLinks = Type.Object({ list: Type.Array(AffiliateLink) });
export type AffiliateLinks = Static<typeof AffiliateLinks>;

export const CreateLinkRequest = Type.Object({ type: OneOf(LINK_TYPE_NAMES) });
export type CreateLinkRequest = Static<typeof CreateLinkRequest>;

export const LinkVisitRequest = Type.Object({
  code: Text({ maxLength: 32, pattern: '^[A-Za-z0-9]{1,32}$' }),
});
export type LinkVisitRequest = Static<typeof LinkVisitRequest>;

export const DOWNLINE_LEVEL_NAMES = ['direct', 'all'] as const;

export const DownlineQuery = Type.Object({
  /** Part of a username, any case. */
  username: Type.Optional(Text({ maxLength: 32 })),
  level: Type.Optional(OneOf(DOWNLINE_LEVEL_NAMES)),
  status: Type.Optional(OneOf(DOWNLINE_STATUS_NAMES)),
  pageNo: Type.Optional(PageNo),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type DownlineQuery = Static<typeof DownlineQuery>;

export const DownlinePage = Type.Object({
  list: Type.Array(DownlineMember),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  totalCount: Type.Integer(),
  totalPages: Type.Integer(),
});
export type DownlinePage = Static<typeof DownlinePage>;

export const UpdateRemarkRequest = Type.Object({
  customerId: MemberId,
  remark: Text({ maxLength: 200 }),
});
export type UpdateRemarkRequest = Static<typeof UpdateRemarkRequest>;

export const UpdateStatusRequest = Type.Object({
  customerId: MemberId,
  /** true locks (login forbidden), false unlocks. */
  locked: Type.Boolean(),
});
export type UpdateStatusRequest = Static<typeof UpdateStatusRequest>;

export const TransferRequest = Type.Object({
  customerId: MemberId,
  amount: Type.Number({ exclusiveMinimum: 0 }),
  paymentPassword: Text({ maxLength: 64 }),
});
export type TransferRequest = Static<typeof TransferRequest>;

export const TransferValue = Type.Object({
  amount: Amount,
  /** The agent's main wallet after it. */
  balance: Amount,
});
export type TransferValue = Static<typeof TransferValue>;

export const SendRedEnvelopesRequest = Type.Object({
  customerIds: Type.Array(MemberId, { minItems: 1, maxItems: 200, uniqueItems: true }),
  /** Shared equally; leftover cents go one each to the first members. */
  totalAmount: Type.Number({ exclusiveMinimum: 0 }),
  message: Type.Optional(Text({ maxLength: 100 })),
  paymentPassword: Text({ maxLength: 64 }),
});
export type SendRedEnvelopesRequest = Static<typeof SendRedEnvelopesRequest>;

export const SendRedEnvelopesValue = Type.Object({
  count: Type.Integer(),
  totalAmount: Amount,
  /** Each member's share, in the order asked. */
  shares: Type.Array(Type.Object({ customerId: Type.Integer(), amount: Amount })),
  balance: Amount,
});
export type SendRedEnvelopesValue = Static<typeof SendRedEnvelopesValue>;

export const agentTeamContracts = contractsOf('agentTeam', agentTeamCalls, {
  overview: {
    summary: "The team's totals for a period (today, yesterday, week, month or a custom range)",
    query: OverviewQuery,
    value: TeamOverview,
  },
  trend: { summary: "The team's figures per day over the last 30 days", value: TeamTrend },
  registerSettings: {
    summary: "What registering a downline needs: the agent's rebate ceiling and the field rules",
    value: DownlineRegisterSettings,
  },
  registerDownline: {
    summary: 'Open a member or agent account below the signed-in agent',
    description:
      'A refusal names the field (field.invalid: username, password, confirmPassword, rebateRate) or a taken username (username.taken).',
    body: RegisterDownlineRequest,
    value: DownlineMember,
  },
  links: { summary: "The agent's invitation links with their stats", value: AffiliateLinks },
  createLink: {
    summary: 'Create an invitation link (member or agent)',
    body: CreateLinkRequest,
    value: AffiliateLink,
  },
  linkVisit: {
    summary: 'Count a visit that arrived by an invitation link',
    body: LinkVisitRequest,
    value: Type.Null(),
  },
  downline: {
    summary: "The agent's downline, searched by username, level and status, paged",
    query: DownlineQuery,
    value: DownlinePage,
  },
  updateRemark: {
    summary: "Set a downline's remark",
    body: UpdateRemarkRequest,
    value: DownlineMember,
  },
  updateStatus: {
    summary: 'Lock (login forbidden) or unlock a downline',
    body: UpdateStatusRequest,
    value: DownlineMember,
  },
  transfer: {
    summary: "Transfer from the agent's wallet to a downline's (payment password; Idempotency-Key)",
    body: TransferRequest,
    value: TransferValue,
  },
  sendRedEnvelopes: {
    summary: 'Send red envelopes to chosen downlines (payment password; Idempotency-Key)',
    body: SendRedEnvelopesRequest,
    value: SendRedEnvelopesValue,
  },
});
