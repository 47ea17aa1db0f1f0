export {
  DEFAULT_DOWNLINE_PASSWORD,
  DOWNLINE_STATUSES,
  DOWNLINE_STATUS_NAMES,
  OVERVIEW_MAX_DAYS,
  OVERVIEW_PERIODS,
  TREND_DAYS,
  downlineStatusOf,
  isOverviewPeriod,
  periodRange,
  rebateRateProblem,
  splitEqually,
  trendDays,
} from './agent-team';
export type { DownlineStatus, OverviewPeriod } from './agent-team';
export { inviteUrlOf } from './invite-link';
