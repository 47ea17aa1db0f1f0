export {
  CONSOLIDATED_CONTRACT_FIELD,
  CONTRACT_KINDS,
  CONTRACT_STATUS,
  contractAnswer,
  HIGHER_RATE_WARNING_KEY,
  isAwaitingAnswer,
} from './contracts';
export type { ContractAnswer, ContractChoice, ContractKind, ContractStatus } from './contracts';
export {
  ACTIVITY_STATUS_KEYS,
  ACTIVITY_STATUSES,
  isRedeemStatus,
  PERIOD_OPTION_KEYS,
  PERIOD_OPTIONS,
  REDEEM_STATUS,
  REDEEM_STATUS_KEYS,
  redeemStatusKeyOf,
} from './statuses';
export type { ActivityStatus, PeriodOption, RedeemStatus } from './statuses';
export {
  checkTiers,
  choiceOfPosted,
  DIVIDEND_PERIODS,
  HOURLY_INTERVALS,
  MAX_RATE_PERCENT,
  MAX_TIERS,
  payoutCentsOf,
  REALTIME_SETTLE_MINUTES,
  TIER_COLUMNS,
  tierReached,
  topRateOf,
  windowAt,
} from './terms';
export type {
  ContractTier,
  DividendPeriod,
  HourlyInterval,
  Schedule,
  SettlementWindow,
  TeamFigures,
  TierProblem,
} from './terms';
