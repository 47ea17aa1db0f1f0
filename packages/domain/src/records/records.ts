/**
 * Rules of the member's records (betting record, account record, profit and
 * loss, manual rebate): the date ranges each list accepts, the bet statuses it shows, and the rebate
 * a day's valid bets earn. Dates are calendar days (`YYYY-MM-DD`) of the site's time zone.
 */

import { SITE_UTC_OFFSET_MINUTES } from '../time';

/** The site's days run on Philippine time (UTC+8, no daylight saving): the site zone's offset. */
export const SITE_UTC_OFFSET_HOURS = SITE_UTC_OFFSET_MINUTES / 60;

/** Bets, transactions and profit and loss: at most 30 days at a time. */
export const RECORD_RANGE_DAYS = 30;
/** Deposits and withdrawals: at most 7 days at a time. */
export const PAYMENT_RANGE_DAYS = 7;

/** Rows per page (original sizes): bets and transactions 13, deposits 8, withdrawals 14. */
export const RECORD_PAGE_SIZES = {
  bets: 13,
  transactions: 13,
  deposits: 8,
  withdrawals: 14,
} as const;

/** How a game type's bets are shown: casino columns, sports columns, or lottery columns. */
export type BetLayout = 'casino' | 'sports' | 'lottery';

export function betLayoutOf(gameType: string): BetLayout {
  if (gameType === 'SPORTS' || gameType === 'ESPORTS') return 'sports';
  if (gameType === 'LOTT' || gameType === 'ELOTT') return 'lottery';
  return 'casino';
}

/** Sports settlement statuses (original betting record). */
export const SPORTS_BET_STATES = [
  'win',
  'lose',
  'tie',
  'refund',
  'win_half',
  'lose_half',
  'cash_out',
  'cancel',
] as const;
export type SportsBetState = (typeof SPORTS_BET_STATES)[number];

/** Lottery bet statuses and their codes: 2 processing, 4 won, 5 lost, 7 abandoned, 14 not drawn, 16 tie. */
export const LOTTERY_BET_STATES = {
  processing: 2,
  won: 4,
  lost: 5,
  abandoned: 7,
  not_drawn: 14,
  tie: 16,
} as const;
export type LotteryBetState = keyof typeof LOTTERY_BET_STATES;

/** The lottery status name of a stored code (`'4'` → `won`), or null for a code not listed. */
export function lotteryStateOf(code: string | number | null): LotteryBetState | null {
  if (code === null) return null;
  const value = Number(code);
  const found = Object.entries(LOTTERY_BET_STATES).find(([, known]) => known === value);
  return found ? (found[0] as LotteryBetState) : null;
}

export function isSportsBetState(value: string | null): value is SportsBetState {
  return value !== null && (SPORTS_BET_STATES as readonly string[]).includes(value);
}

const DAY_MS = 86_400_000;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a `YYYY-MM-DD` day at UTC midnight, or null when it is no real date. */
function dayNumber(text: string): number | null {
  const match = DATE_TEXT.exec(text);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d)
    return null;
  return ms;
}

export function isDateText(text: string): boolean {
  return dayNumber(text) !== null;
}

/** Why a date range is refused: a date that is none, the end before the start, or too long. */
export type DateRangeProblem = 'date.invalid' | 'date.inverted' | 'date.too.long';

/** Days from `startDate` to `endDate`, both included, or the problem with them. */
export function checkDateRange(
  startDate: string,
  endDate: string,
  maxDays: number,
): { days: number } | { problem: DateRangeProblem } {
  const start = dayNumber(startDate);
  const end = dayNumber(endDate);
  if (start === null || end === null) return { problem: 'date.invalid' };
  if (end < start) return { problem: 'date.inverted' };
  const days = (end - start) / DAY_MS + 1;
  if (days > maxDays) return { problem: 'date.too.long' };
  return { days };
}

const MINUTE_MS = 60_000;

/** A zone's offset from UTC in milliseconds; an offset no zone has (past ±18 hours) is refused. */
function offsetMs(offsetMinutes: number): number {
  if (!Number.isInteger(offsetMinutes) || Math.abs(offsetMinutes) > 18 * 60)
    throw new RangeError(`not a time zone offset: ${String(offsetMinutes)}`);
  return offsetMinutes * MINUTE_MS;
}

/**
 * The instant calendar day `date` starts in a zone `offsetMinutes` east of UTC
 * (`zoneDayStart('2026-11-24', 480)` → 2026-11-23T16:00:00Z). A day boundary always names its
 * zone: the device's never decides where a filter's day begins.
 */
export function zoneDayStart(date: string, offsetMinutes: number): Date {
  const ms = dayNumber(date);
  if (ms === null) throw new Error(`not a date: ${date}`);
  return new Date(ms - offsetMs(offsetMinutes));
}

/** The instant after calendar day `date` ends in that zone (the next day's start). */
export function zoneDayEnd(date: string, offsetMinutes: number): Date {
  return new Date(zoneDayStart(date, offsetMinutes).getTime() + DAY_MS);
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in a zone `offsetMinutes` east of UTC. */
export function zoneDateOf(at: Date | number, offsetMinutes: number): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + offsetMs(offsetMinutes)).toISOString().slice(0, 10);
}

/** The instant a site day starts (`2026-11-24` → 2026-11-23T16:00:00Z). */
export function siteDayStart(date: string): Date {
  return zoneDayStart(date, SITE_UTC_OFFSET_MINUTES);
}

/** The instant after a site day ends (the next day's start). */
export function siteDayEnd(date: string): Date {
  return zoneDayEnd(date, SITE_UTC_OFFSET_MINUTES);
}

/**
 * The site day an instant falls on (`YYYY-MM-DD`): "today" of every filter is
 * `siteDateOf(new Date())`, Manila's date wherever the device is.
 */
export function siteDateOf(at: Date | number): string {
  return zoneDateOf(at, SITE_UTC_OFFSET_MINUTES);
}

/** Today and the days before it as a filter's quick ranges count them, in the site's days. */
export function siteDayRange(
  now: Date | number,
  days: number,
): { startDate: string; endDate: string } {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`not a day count: ${String(days)}`);
  const endDate = siteDateOf(now);
  return { startDate: addDays(endDate, 1 - days), endDate };
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  const ms = dayNumber(date);
  if (ms === null) throw new Error(`not a date: ${date}`);
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The rebate of a day's valid bets at a rate in percent (`0.8` = 0.8 %), in cents, rounded down
 * to the cent (a member is never paid a fraction the operator did not give). Exact: the rate is
 * taken to thousandths of a percent and the product is computed in integers.
 */
export function rebateCentsOf(validBetCents: number, ratePercent: number): number {
  if (!Number.isFinite(ratePercent) || ratePercent <= 0 || validBetCents <= 0) return 0;
  const milli = BigInt(Math.round(ratePercent * 1000));
  return Number((BigInt(validBetCents) * milli) / 100_000n);
}
