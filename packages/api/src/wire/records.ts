/** Records schemas: bets, transactions, deposits, withdrawals, profit and loss, rebates. */
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { recordsCalls } from './records-calls';
import { Code, IsoTime, Nullable, OneOf, PageNo, Text } from './schema-kit';
import { TX_TYPE_NAMES } from './tx-types';

/** A calendar day of the site (`2026-11-24`); the platform checks it is a real date. */
export const DateText = Text({
  minLength: 10,
  maxLength: 10,
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
});

/** Money on the wire: a number with at most 2 decimals, summed from exact numerics. */
const Amount = Type.Number();

const PageSize = Type.Integer({ minimum: 1, maximum: 50 });

const RangeQuery = {
  startDate: DateText,
  endDate: DateText,
  pageNo: Type.Optional(PageNo),
  pageSize: Type.Optional(PageSize),
};

const PageOf = {
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  totalCount: Type.Integer(),
  totalPages: Type.Integer(),
};

export const BET_LAYOUTS = ['casino', 'sports', 'lottery'] as const;

/** A tab of the betting record: a game type, how its bets are shown, and its game makers. */
export const GameMaker = Type.Object({
  gameType: Type.String(),
  layout: OneOf(BET_LAYOUTS),
  vendors: Type.Array(Type.Object({ vassalage: Type.String(), displayName: Type.String() })),
});
export type GameMaker = Static<typeof GameMaker>;

export const BetsQuery = Type.Object({
  gameType: Code,
  /** One game maker of the type; all of them when left out. */
  vassalage: Type.Optional(Code),
  ...RangeQuery,
});
export type BetsQuery = Static<typeof BetsQuery>;

export const BetRecord = Type.Object({
  orderNo: Type.String(),
  betTime: IsoTime,
  gameName: Type.String(),
  gameCode: Type.String(),
  vassalage: Type.String(),
  betAmount: Amount,
  validBetAmount: Amount,
  winAmount: Amount,
  /** Win minus bet. */
  profitAndLoss: Amount,
  /** Sports: when it was settled. */
  transTime: Nullable(IsoTime),
  selection: Nullable(Type.String()),
  odds: Nullable(Type.Number()),
  eventName: Nullable(Type.String()),
  /** Sports: win, lose, tie, refund, win_half, lose_half, cash_out, cancel; lottery: its code (2, 4, 5, 7, 14, 16). */
  status: Nullable(Type.String()),
});
export type BetRecord = Static<typeof BetRecord>;

const BetTotals = Type.Object({
  betAmount: Amount,
  validBetAmount: Amount,
  winAmount: Amount,
  profitAndLoss: Amount,
});

export const BetsPage = Type.Object({
  list: Type.Array(BetRecord),
  ...PageOf,
  /** Sums over the whole range, not only this page. */
  totals: BetTotals,
});
export type BetsPage = Static<typeof BetsPage>;

export { TX_TYPE_NAMES } from './tx-types';

export const TransactionsQuery = Type.Object({
  txType: Type.Optional(OneOf(TX_TYPE_NAMES)),
  ...RangeQuery,
});
export type TransactionsQuery = Static<typeof TransactionsQuery>;

export const TransactionRecord = Type.Object({
  id: Type.Integer(),
  /** The ledger's type (DEPOSIT, BET, …); the app names it. */
  txType: Type.String(),
  time: IsoTime,
  /** Signed: money out is negative. */
  amount: Amount,
  balanceAfter: Amount,
  /** The order number, game code or claim that moved it. */
  orderNo: Nullable(Type.String()),
  remark: Nullable(Type.String()),
});
export type TransactionRecord = Static<typeof TransactionRecord>;

export const TransactionsPage = Type.Object({ list: Type.Array(TransactionRecord), ...PageOf });
export type TransactionsPage = Static<typeof TransactionsPage>;

export const DEPOSIT_STATE_NAMES = [
  'approved',
  'cancelled',
  'pending',
  'new',
  'rejected',
  'expired',
] as const;
export const WITHDRAW_STATE_NAMES = [
  'processing',
  'transferring',
  'audit_fail',
  'success',
  'failed',
] as const;

export const DepositsQuery = Type.Object({
  state: Type.Optional(OneOf(DEPOSIT_STATE_NAMES)),
  ...RangeQuery,
});
export type DepositsQuery = Static<typeof DepositsQuery>;

export const DepositRecord = Type.Object({
  depositId: Type.String(),
  depositMethod: Nullable(Type.String()),
  requestedAmount: Amount,
  amount: Amount,
  customerBankCharge: Amount,
  depositDate: IsoTime,
  actualDepositDate: Nullable(IsoTime),
  state: OneOf(DEPOSIT_STATE_NAMES),
  /** The original site's code of the state (2 approved … 7 expired). */
  stateCode: Type.Integer(),
});
export type DepositRecord = Static<typeof DepositRecord>;

export const DepositsPage = Type.Object({ list: Type.Array(DepositRecord), ...PageOf });
export type DepositsPage = Static<typeof DepositsPage>;

export const WithdrawalsQuery = Type.Object({
  status: Type.Optional(OneOf(WITHDRAW_STATE_NAMES)),
  ...RangeQuery,
});
export type WithdrawalsQuery = Static<typeof WithdrawalsQuery>;

export const WithdrawalRecord = Type.Object({
  refId: Type.String(),
  /** BC bank card, EW e-wallet, VW crypto wallet. */
  withdrawType: Nullable(Type.String()),
  amount: Amount,
  bankName: Nullable(Type.String()),
  withdrawDate: IsoTime,
  status: OneOf(WITHDRAW_STATE_NAMES),
  statusCode: Type.Integer(),
  remark: Nullable(Type.String()),
});
export type WithdrawalRecord = Static<typeof WithdrawalRecord>;

export const WithdrawalsPage = Type.Object({ list: Type.Array(WithdrawalRecord), ...PageOf });
export type WithdrawalsPage = Static<typeof WithdrawalsPage>;

export const ProfitLossQuery = Type.Object({ startDate: DateText, endDate: DateText });
export type ProfitLossQuery = Static<typeof ProfitLossQuery>;

const ProfitLossFigures = {
  deposit: Amount,
  withdraw: Amount,
  betAmount: Amount,
  winAmount: Amount,
  rebate: Amount,
  promotion: Amount,
  totalInvitationAmount: Amount,
  /** Win − bet + rebate + promotion + invitation. */
  profitAndLoss: Amount,
};

export const ProfitLossDay = Type.Object({ balanceDate: DateText, ...ProfitLossFigures });
export type ProfitLossDay = Static<typeof ProfitLossDay>;

export const ProfitLossTotals = Type.Object(ProfitLossFigures);
export type ProfitLossTotals = Static<typeof ProfitLossTotals>;

export const ProfitLossReport = Type.Object({
  /** Days with any movement, newest first. */
  list: Type.Array(ProfitLossDay),
  totals: ProfitLossTotals,
});
export type ProfitLossReport = Static<typeof ProfitLossReport>;

export const RebateRate = Type.Object({
  gameType: Type.String(),
  /** Percent of valid bets (0.8 = 0.8 %). */
  rate: Type.Number(),
});
export type RebateRate = Static<typeof RebateRate>;

export const RebateRates = Type.Object({
  list: Type.Array(RebateRate),
  /** Some rate is above zero (the bonus page shows). */
  hasRebate: Type.Boolean(),
});
export type RebateRates = Static<typeof RebateRates>;

export const RebateQuery = Type.Object({ balanceDate: DateText });
export type RebateQuery = Static<typeof RebateQuery>;

export const RebateCategory = Type.Object({
  /** The game type. */
  category: Type.String(),
  validBetAmount: Amount,
  rate: Type.Number(),
  /** What the day's valid bets earn at the rate. */
  rebate: Amount,
  claimed: Amount,
  /** Still to claim: rebate − claimed (0 once claimed). */
  available: Amount,
});
export type RebateCategory = Static<typeof RebateCategory>;

export const RebateDay = Type.Object({
  balanceDate: DateText,
  list: Type.Array(RebateCategory),
  totalAvailable: Amount,
  /** A day can be claimed once it is over, for 30 days. */
  claimable: Type.Boolean(),
});
export type RebateDay = Static<typeof RebateDay>;

export const ClaimRebateRequest = Type.Object({
  balanceDate: DateText,
  /** The amounts shown, per category: each must be what is still available. */
  claims: Type.Array(Type.Object({ category: Code, amount: Type.Number() }), {
    minItems: 1,
    maxItems: 20,
  }),
});
export type ClaimRebateRequest = Static<typeof ClaimRebateRequest>;

export const ClaimRebateValue = Type.Object({
  balanceDate: DateText,
  claimed: Type.Array(Type.Object({ category: Type.String(), amount: Amount })),
  total: Amount,
  /** The main wallet after the claim. */
  balance: Amount,
});
export type ClaimRebateValue = Static<typeof ClaimRebateValue>;

export const recordsContracts = contractsOf('records', recordsCalls, {
  gameMakers: {
    summary: 'The betting record tabs: game types with their game makers',
    value: Type.Array(GameMaker),
  },
  bets: {
    summary: 'Bets of a game type in a date range (≤ 30 days), paged, with totals',
    query: BetsQuery,
    value: BetsPage,
  },
  transactions: {
    summary: 'Wallet transactions in a date range (≤ 30 days), optionally of one type',
    query: TransactionsQuery,
    value: TransactionsPage,
  },
  deposits: {
    summary: 'Deposit orders in a date range (≤ 7 days), optionally in one state',
    query: DepositsQuery,
    value: DepositsPage,
  },
  withdrawals: {
    summary: 'Withdrawal orders in a date range (≤ 7 days), optionally in one state',
    query: WithdrawalsQuery,
    value: WithdrawalsPage,
  },
  profitLoss: {
    summary: 'Profit and loss per day in a date range (≤ 30 days), with totals',
    query: ProfitLossQuery,
    value: ProfitLossReport,
  },
  rebateRates: { summary: 'Rebate rates per game type', value: RebateRates },
  rebate: {
    summary: 'Rebate available per game type for a day',
    query: RebateQuery,
    value: RebateDay,
  },
  claimRebate: {
    summary: 'Claim a day’s rebate (Idempotency-Key supported); pays each category once',
    body: ClaimRebateRequest,
    value: ClaimRebateValue,
  },
});
