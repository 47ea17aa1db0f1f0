/** Agent contract schemas: contracts with their tiers, offers, answers and payouts. */
import type { Static } from 'typebox';
import Type from 'typebox';
import { agentContractsCalls } from './agent-contracts-calls';
import { contractsOf } from './call';
import { DateText } from './records';
import { IsoTime, Nullable, OneOf, PageNo } from './schema-kit';

export const CONTRACT_KIND_NAMES = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export const CONTRACT_STATUS_CODES = ['P', 'E', 'V', 'A', 'R', 'C'] as const;
export const DIVIDEND_PERIOD_NAMES = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export const HOURLY_INTERVAL_NAMES = ['H', 'BH'] as const;

const Kind = OneOf(CONTRACT_KIND_NAMES);
const Amount = Type.Number({ minimum: 0, maximum: 1_000_000_000 });

/**
 * A tier: the team's valid bets, active members and (dividend) net loss it needs, and its rate in
 * percent (1.5 = 1.5 %) of the valid bets, or of the net loss for dividends.
 */
export const ContractTier = Type.Object({
  betAmount: Amount,
  activeMembers: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  netLoss: Amount,
  rate: Type.Number({ minimum: 0, maximum: 100 }),
});
export type ContractTier = Static<typeof ContractTier>;

const Tiers = Type.Array(ContractTier, { maxItems: 10 });

/** Terms: tiers with the dividend period or the hourly interval. */
const Terms = {
  tiers: Tiers,
  period: Nullable(OneOf(DIVIDEND_PERIOD_NAMES)),
  interval: Nullable(OneOf(HOURLY_INTERVAL_NAMES)),
};

export const ContractRecord = Type.Object({
  action: OneOf([
    'offer',
    'change',
    'terminate_request',
    'accept',
    'reject',
    'terminate',
    'ended_by_upline_rate',
  ]),
  status: OneOf(CONTRACT_STATUS_CODES),
  /** Who acted: the upline, the downline, or null for the platform. */
  actor: Nullable(Type.String()),
  tiers: Tiers,
  time: IsoTime,
});
export type ContractRecord = Static<typeof ContractRecord>;

/** A contract: the terms in force and, while it waits for an answer, the offer. */
export const ContractView = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  status: OneOf(CONTRACT_STATUS_CODES),
  /** The upline that offered it (null: the house). */
  upline: Nullable(Type.String()),
  downline: Type.String(),
  ...Terms,
  /** The offer waiting for the downline (status P or E), else null. */
  offer: Nullable(Type.Object(Terms)),
  acceptedAt: Nullable(IsoTime),
  updatedAt: IsoTime,
});
export type ContractView = Static<typeof ContractView>;

export const KindQuery = Type.Object({ kind: Kind });
export type KindQuery = Static<typeof KindQuery>;

export const MyContract = Type.Object({
  contract: Nullable(ContractView),
  /** The top rate of the terms in force (what a downline's rate may not exceed), or null. */
  ownRate: Nullable(Type.Number()),
  /** Offers, answers and terminations, newest first (at most 20). */
  records: Type.Array(ContractRecord),
});
export type MyContract = Static<typeof MyContract>;

export const PayoutsQuery = Type.Object({
  kind: Kind,
  /**
   * Payouts paid on these site days (their ledger row's time, as My income counts them; both or
   * neither; a report range's rules).
   */
  from: Type.Optional(DateText),
  to: Type.Optional(DateText),
  pageNo: Type.Optional(PageNo),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type PayoutsQuery = Static<typeof PayoutsQuery>;

export const ContractPayout = Type.Object({
  id: Type.Integer(),
  windowStart: IsoTime,
  windowEnd: IsoTime,
  teamValidBet: Type.Number(),
  teamNetLoss: Type.Number(),
  activeMembers: Type.Integer(),
  rate: Type.Number(),
  amount: Type.Number(),
  /** Paid into the main wallet (salary and dividend payouts are never left to claim). */
  status: OneOf(['paid']),
  /** The time of the ledger row that paid it. */
  paidAt: IsoTime,
});
export type ContractPayout = Static<typeof ContractPayout>;

export const PayoutsPage = Type.Object({
  list: Type.Array(ContractPayout),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  totalCount: Type.Integer(),
  totalPages: Type.Integer(),
  /** Sum of every payout of the kind (in the range, when one is asked), not only this page. */
  totalAmount: Type.Number(),
});
export type PayoutsPage = Static<typeof PayoutsPage>;

export const DownlineContract = Type.Object({
  customerId: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  contract: Nullable(ContractView),
});
export type DownlineContract = Static<typeof DownlineContract>;

export const DownlineContracts = Type.Object({
  /** The signed-in agent's own top rate of the kind: offers may not exceed it (null: none). */
  ownRate: Nullable(Type.Number()),
  /** Direct downline agents, each with its contract of the kind. */
  list: Type.Array(DownlineContract),
});
export type DownlineContracts = Static<typeof DownlineContracts>;

export const OfferRequest = Type.Object({
  customerId: Type.Integer({ minimum: 1 }),
  kind: Kind,
  tiers: Type.Array(ContractTier, { minItems: 1, maxItems: 10 }),
  /** Dividend only (required there). */
  period: Type.Optional(Nullable(OneOf(DIVIDEND_PERIOD_NAMES))),
  /** Hourly only (required there). */
  interval: Type.Optional(Nullable(OneOf(HOURLY_INTERVAL_NAMES))),
});
export type OfferRequest = Static<typeof OfferRequest>;

export const TerminationRequest = Type.Object({
  customerId: Type.Integer({ minimum: 1 }),
  kind: Kind,
});
export type TerminationRequest = Static<typeof TerminationRequest>;

const PostedStatus = OneOf(['A', 'R', 'C']);

/** MCS2_processDividendReq: the dividend contract is one per agent. */
export const DividendAnswer = Type.Object({
  productType: Type.String({ maxLength: 20, pattern: '^[A-Za-z_]{1,20}$' }),
  computationPeriod: OneOf(DIVIDEND_PERIOD_NAMES),
  status: PostedStatus,
});
export type DividendAnswer = Static<typeof DividendAnswer>;

export const DailyAnswer = Type.Object({ id: Type.Integer({ minimum: 1 }), status: PostedStatus });
export type DailyAnswer = Static<typeof DailyAnswer>;

export const HourlyAnswer = Type.Object({
  contractId: Type.Integer({ minimum: 1 }),
  status: PostedStatus,
  productType: Type.String({ maxLength: 20, pattern: '^[A-Za-z_]{1,20}$' }),
});
export type HourlyAnswer = Static<typeof HourlyAnswer>;

export const RealtimeAnswer = Type.Object({
  contractId: Type.Integer({ minimum: 1 }),
  status: PostedStatus,
});
export type RealtimeAnswer = Static<typeof RealtimeAnswer>;

export const AnswerValue = Type.Object({
  contract: ContractView,
  /** Downline contracts ended because their rate was above the one accepted. */
  terminatedDownlines: Type.Array(Type.String()),
});
export type AnswerValue = Static<typeof AnswerValue>;

export const agentContractsContracts = contractsOf('agentContracts', agentContractsCalls, {
  myContract: {
    summary: 'The signed-in agent’s own contract of a kind, its offer waiting, and its records',
    query: KindQuery,
    value: MyContract,
  },
  payouts: {
    summary: 'Payouts of the signed-in agent’s contract of a kind, newest first, paged',
    query: PayoutsQuery,
    value: PayoutsPage,
  },
  downlineContracts: {
    summary: 'The direct downline agents with their contract of a kind',
    query: KindQuery,
    value: DownlineContracts,
  },
  offerContract: {
    summary: 'Offer a direct downline agent a contract, or change it (waits for its answer)',
    body: OfferRequest,
    value: ContractView,
  },
  requestTermination: {
    summary: 'Ask a direct downline agent to end its contract (waits for its answer)',
    body: TerminationRequest,
    value: ContractView,
  },
  answerDividend: {
    summary: 'Answer the dividend offer or termination request (A, R or C)',
    body: DividendAnswer,
    value: AnswerValue,
  },
  answerDaily: {
    summary: 'Answer the daily salary offer or termination request (A, R or C)',
    body: DailyAnswer,
    value: AnswerValue,
  },
  answerHourly: {
    summary: 'Answer the hourly salary offer (A, R) or termination request (A ends, R keeps)',
    body: HourlyAnswer,
    value: AnswerValue,
  },
  answerRealtime: {
    summary: 'Answer the real-time salary offer or termination request (A, R or C)',
    body: RealtimeAnswer,
    value: AnswerValue,
  },
});
