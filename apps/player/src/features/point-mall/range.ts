import { siteDayRange } from '@gaming/domain/records';

/** The redeem history and details cover at most 30 days (original). */
export const POINTS_RANGE_DAYS = 30;

/** The last 30 site days, today included. */
export function lastThirtyDays(now: Date = new Date()): { startDate: string; endDate: string } {
  return siteDayRange(now, POINTS_RANGE_DAYS);
}
