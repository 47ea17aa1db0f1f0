export {
  LOTTERY_BET_STATES,
  PAYMENT_RANGE_DAYS,
  RECORD_PAGE_SIZES,
  RECORD_RANGE_DAYS,
  SITE_UTC_OFFSET_HOURS,
  SPORTS_BET_STATES,
  addDays,
  betLayoutOf,
  checkDateRange,
  isDateText,
  isSportsBetState,
  lotteryStateOf,
  rebateCentsOf,
  siteDateOf,
  siteDayEnd,
  siteDayStart,
} from './records';
export type { BetLayout, DateRangeProblem, LotteryBetState, SportsBetState } from './records';
