/** Agent report schemas: team betting, user P&L, income, downline transactions. */
import type { Static } from 'typebox';
import Type from 'typebox';
import { CONTRACT_KIND_NAMES } from './agent-contracts';
import { agentReportsCalls } from './agent-reports-calls';
import { contractsOf } from './call';
import { DateText } from './records';
import { IsoTime, Nullable, OneOf, PageNo, Text } from './schema-kit';
import { TX_TYPE_NAMES } from './tx-types';

/** The periods a report groups by (`@gaming/domain/reports` REPORT_PERIODS). */
export const REPORT_PERIOD_NAMES = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
/** The ledger types an agent's income is made of. */
export const INCOME_TX_TYPES = ['SALARY', 'DIVIDEND'] as const;

const Amount = Type.Number();
const Username = Text({ maxLength: 32, pattern: '^[A-Za-z0-9_]{1,32}$' });

const RangeQuery = {
  /** First site day of the range (`YYYY-MM-DD`). */
  from: DateText,
  /** Last site day of the range, included; at most 92 days after `from`. */
  to: DateText,
  pageNo: Type.Optional(PageNo),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

const PageOf = {
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  totalCount: Type.Integer(),
  totalPages: Type.Integer(),
};

/** A row's period: the first and last day, clipped to the range (null for a row that is one event). */
const PeriodOf = { periodFrom: Nullable(DateText), periodTo: Nullable(DateText) };

export const TeamBettingQuery = Type.Object({
  ...RangeQuery,
  /** Group per period and member instead of listing the bets one by one. */
  period: Type.Optional(OneOf(REPORT_PERIOD_NAMES)),
  /** One member of the downline; others are refused `downline.not.found`. */
  username: Type.Optional(Username),
});
export type TeamBettingQuery = Static<typeof TeamBettingQuery>;

const BetFigures = {
  betCount: Type.Integer(),
  betAmount: Amount,
  validBetAmount: Amount,
  winAmount: Amount,
  /** The member's win minus bet. */
  profitAndLoss: Amount,
};

export const TeamBettingRow = Type.Object({
  /** Stable within the answer. */
  key: Type.String(),
  username: Type.String(),
  ...PeriodOf,
  /** A single bet's game and time; null on a period row. */
  gameName: Nullable(Type.String()),
  betTime: Nullable(IsoTime),
  ...BetFigures,
});
export type TeamBettingRow = Static<typeof TeamBettingRow>;

export const TeamBettingPage = Type.Object({
  list: Type.Array(TeamBettingRow),
  ...PageOf,
  /** Sums over the whole filtered range, not only this page. */
  totals: Type.Object(BetFigures),
});
export type TeamBettingPage = Static<typeof TeamBettingPage>;

export const UserPnlQuery = Type.Object({
  ...RangeQuery,
  period: Type.Optional(OneOf(REPORT_PERIOD_NAMES)),
  username: Type.Optional(Username),
});
export type UserPnlQuery = Static<typeof UserPnlQuery>;

const PnlFigures = {
  deposit: Amount,
  withdraw: Amount,
  betAmount: Amount,
  winAmount: Amount,
  rebate: Amount,
  promotion: Amount,
  /** Win − bet + rebate + promotion (the member's records' rule). */
  profitAndLoss: Amount,
};

export const UserPnlRow = Type.Object({
  key: Type.String(),
  username: Type.String(),
  /** 1 for a direct downline, 2 below a sub-agent, … */
  level: Type.Integer(),
  ...PeriodOf,
  ...PnlFigures,
});
export type UserPnlRow = Static<typeof UserPnlRow>;

export const UserPnlPage = Type.Object({
  list: Type.Array(UserPnlRow),
  ...PageOf,
  totals: Type.Object(PnlFigures),
});
export type UserPnlPage = Static<typeof UserPnlPage>;

export const IncomeQuery = Type.Object({
  ...RangeQuery,
  /** Daily when left out. */
  period: Type.Optional(OneOf(REPORT_PERIOD_NAMES)),
});
export type IncomeQuery = Static<typeof IncomeQuery>;

export const IncomeRow = Type.Object({
  key: Type.String(),
  periodFrom: DateText,
  periodTo: DateText,
  /** SALARY or DIVIDEND. */
  txType: OneOf(INCOME_TX_TYPES),
  /**
   * The contract kind whose payouts these are: the same ledger rows its contract page lists, on the
   * same days. Null for salary or dividend rows no contract paid.
   */
  kind: Nullable(OneOf(CONTRACT_KIND_NAMES)),
  /** How many ledger rows make it. */
  count: Type.Integer(),
  amount: Amount,
});
export type IncomeRow = Static<typeof IncomeRow>;

export const IncomePoint = Type.Object({ periodFrom: DateText, amount: Amount });
export type IncomePoint = Static<typeof IncomePoint>;

export const IncomePage = Type.Object({
  list: Type.Array(IncomeRow),
  ...PageOf,
  totals: Type.Object({ count: Type.Integer(), amount: Amount }),
  /** Every period of the range with income, oldest first, for the trend chart. */
  trend: Type.Array(IncomePoint),
});
export type IncomePage = Static<typeof IncomePage>;

export const DownlineTransactionsQuery = Type.Object({
  ...RangeQuery,
  txType: Type.Optional(OneOf(TX_TYPE_NAMES)),
  username: Type.Optional(Username),
});
export type DownlineTransactionsQuery = Static<typeof DownlineTransactionsQuery>;

export const DownlineTransactionRow = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  time: IsoTime,
  txType: Type.String(),
  /** Signed: money out is negative. */
  amount: Amount,
  balanceAfter: Amount,
  remark: Nullable(Type.String()),
});
export type DownlineTransactionRow = Static<typeof DownlineTransactionRow>;

export const DownlineTransactionsPage = Type.Object({
  list: Type.Array(DownlineTransactionRow),
  ...PageOf,
  /** Net of the amounts over the whole filtered range. */
  totals: Type.Object({ count: Type.Integer(), amount: Amount }),
});
export type DownlineTransactionsPage = Static<typeof DownlineTransactionsPage>;

const RANGE =
  'A range of at most 92 days within the last 180 (400 `report.range.too.long`, ' +
  '`report.range.invalid`)';

export const agentReportsContracts = contractsOf('agentReports', agentReportsCalls, {
  teamBetting: {
    summary: 'Bets of the downline tree, one by one or per period and member, paged, with totals',
    description: RANGE,
    query: TeamBettingQuery,
    value: TeamBettingPage,
  },
  userPnl: {
    summary: 'Profit and loss of each downline member (optionally per period), paged, with totals',
    description: RANGE,
    query: UserPnlQuery,
    value: UserPnlPage,
  },
  income: {
    summary: 'The agent’s own salary and dividend income per period, paged, with totals and trend',
    description: RANGE,
    query: IncomeQuery,
    value: IncomePage,
  },
  downlineTransactions: {
    summary: 'Ledger rows of the downline tree, optionally of one type or member, paged',
    description: RANGE,
    query: DownlineTransactionsQuery,
    value: DownlineTransactionsPage,
  },
});
