/**
 * Agent team rules (§2 Agent centre): the overview's periods, the downline
 * statuses, the rebate ceiling of a new downline, and how a red envelope's total is shared.
 */
import { addDays, checkDateRange, isDateText } from '../records';

/** The overview's period choices; `custom` reads `startDate` and `endDate`. */
export const OVERVIEW_PERIODS = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

export function isOverviewPeriod(value: string | null | undefined): value is OverviewPeriod {
  return (OVERVIEW_PERIODS as readonly string[]).includes(value ?? '');
}

/** The longest custom range the overview sums (days, both ends included). */
export const OVERVIEW_MAX_DAYS = 93;
/** Days in the overview's trend chart, today included. */
export const TREND_DAYS = 30;

/**
 * The site days a period covers, `today` being the site's date: a week starts on Monday, a month on
 * its 1st; both end today. A custom range must be real days in order and at most 93 days long, else
 * null.
 */
export function periodRange(
  period: OverviewPeriod,
  today: string,
  custom: { startDate?: string | undefined; endDate?: string | undefined } = {},
): { startDate: string; endDate: string } | null {
  switch (period) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { startDate: day, endDate: day };
    }
    case 'week': {
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      return { startDate: addDays(today, -((weekday + 6) % 7)), endDate: today };
    }
    case 'month':
      return { startDate: `${today.slice(0, 8)}01`, endDate: today };
    case 'custom': {
      const { startDate, endDate } = custom;
      if (startDate === undefined || endDate === undefined) return null;
      if (!isDateText(startDate) || !isDateText(endDate)) return null;
      return 'days' in checkDateRange(startDate, endDate, OVERVIEW_MAX_DAYS)
        ? { startDate, endDate }
        : null;
    }
  }
}

/** The `TREND_DAYS` site days ending today, oldest first. */
export function trendDays(today: string): string[] {
  return Array.from({ length: TREND_DAYS }, (_, i) => addDays(today, i - (TREND_DAYS - 1)));
}

/**
 * A downline's status (original: 0 blocked, 1 normal, 2/6 login forbidden, 7 deleted). The agent
 * centre locks with 2 and unlocks back to 1; only 1 may log in.
 */
export const DOWNLINE_STATUSES = { normal: 1, blocked: 0, locked: 2, deleted: 7 } as const;
export type DownlineStatus = keyof typeof DOWNLINE_STATUSES;
export const DOWNLINE_STATUS_NAMES = Object.keys(DOWNLINE_STATUSES) as DownlineStatus[];

export function downlineStatusOf(code: number): DownlineStatus {
  if (code === 1) return 'normal';
  if (code === 0) return 'blocked';
  if (code === 7) return 'deleted';
  // 2 and 6 are both "login forbidden".
  return 'locked';
}

/** The original register centre's default password: a change is forced at the first login. */
export const DEFAULT_DOWNLINE_PASSWORD = '123456';

/** A rebate rate is a percent with at most two decimals, from 0 to the agent's own (the ceiling). */
export function rebateRateProblem(
  rate: number,
  ceiling: number,
): 'rate.invalid' | 'rate.above' | null {
  if (!Number.isFinite(rate) || rate < 0 || Math.abs(Math.round(rate * 100) - rate * 100) > 1e-6)
    return 'rate.invalid';
  if (rate > ceiling) return 'rate.above';
  return null;
}

/**
 * The total of a red envelope shared equally among `count` members, in cents: each gets the same
 * whole cents, and the cents left over go one each to the first members, so the shares add up to
 * the total exactly. Null when the total is less than one cent per member.
 */
export function splitEqually(totalCents: number, count: number): number[] | null {
  if (!Number.isSafeInteger(totalCents) || !Number.isSafeInteger(count) || count < 1) return null;
  const share = Math.floor(totalCents / count);
  if (share < 1) return null;
  const left = totalCents - share * count;
  return Array.from({ length: count }, (_, i) => share + (i < left ? 1 : 0));
}
