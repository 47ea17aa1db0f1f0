/**
 * Rules of the agent centre's reports (§2 Agent centre): the date range a report
 * accepts, the periods its rows are grouped by, and the CSV file it exports. Dates are site days
 * (`YYYY-MM-DD`, Philippine time) as in the member's records.
 */
import { SITE_UTC_OFFSET_HOURS, addDays, checkDateRange, isDateText, siteDateOf } from '../records';
import type { DateRangeProblem } from '../records';

/** How a report groups its rows: per day, per week (Monday to Sunday), per half month, per month. */
export const REPORT_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export function isReportPeriod(value: unknown): value is ReportPeriod {
  return typeof value === 'string' && (REPORT_PERIODS as readonly string[]).includes(value);
}

/** A report covers at most 92 days (a quarter) at a time. */
export const REPORT_RANGE_DAYS = 92;
/** A report reaches back at most 180 days. */
export const REPORT_HISTORY_DAYS = 180;
/** Rows per page of a report, and the most a page may ask for. */
export const REPORT_PAGE_SIZE = 20;
export const REPORT_MAX_PAGE_SIZE = 100;
/** The range a report opens on: the last 7 days, today included. */
export const REPORT_DEFAULT_DAYS = 7;

export type ReportRangeProblem = DateRangeProblem | 'date.too.old' | 'date.future';

export interface ReportRange {
  from: string;
  to: string;
}

/**
 * Checks a report's range against `today` (a site day): real days, from ≤ to, at most
 * `REPORT_RANGE_DAYS` days, not after today and not before `REPORT_HISTORY_DAYS` ago.
 */
export function checkReportRange(
  from: string,
  to: string,
  today: string,
): { days: number } | { problem: ReportRangeProblem } {
  const checked = checkDateRange(from, to, REPORT_RANGE_DAYS);
  if ('problem' in checked) return checked;
  if (isDateText(today)) {
    if (to > today) return { problem: 'date.future' };
    if (from < addDays(today, -(REPORT_HISTORY_DAYS - 1))) return { problem: 'date.too.old' };
  }
  return checked;
}

/** The range a report opens on, ending today. */
export function defaultReportRange(now: Date): ReportRange {
  const to = siteDateOf(now);
  return { from: addDays(to, 1 - REPORT_DEFAULT_DAYS), to };
}

/** The first day of the period `date` falls in (weeks start on Monday). */
export function periodStartOf(date: string, period: ReportPeriod): string {
  if (!isDateText(date)) throw new Error(`not a date: ${date}`);
  switch (period) {
    case 'daily':
      return date;
    case 'weekly': {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      return addDays(date, -((weekday + 6) % 7));
    }
    case 'semimonthly':
      return `${date.slice(0, 8)}${Number(date.slice(8)) <= 15 ? '01' : '16'}`;
    case 'monthly':
      return `${date.slice(0, 8)}01`;
  }
}

/** The last day of the period that starts on `start` (a `periodStartOf` value). */
export function periodEndOf(start: string, period: ReportPeriod): string {
  switch (period) {
    case 'daily':
      return start;
    case 'weekly':
      return addDays(start, 6);
    case 'semimonthly':
      return start.endsWith('-01') ? `${start.slice(0, 8)}15` : monthEndOf(start);
    case 'monthly':
      return monthEndOf(start);
  }
}

function monthEndOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The period of `date`, clipped to the report's range (a week that began before `from`). */
export function periodWithin(date: string, period: ReportPeriod, range: ReportRange): ReportRange {
  const start = periodStartOf(date, period);
  const end = periodEndOf(start, period);
  return { from: start < range.from ? range.from : start, to: end > range.to ? range.to : end };
}

/**
 * A cell of a CSV file, as a spreadsheet should read it: text (guarded against formulas), a number
 * (`1575.35`: a dot, no grouping, no currency), an amount of money (`csvAmount`, two decimals), a
 * time (`csvTime`, `2026-11-27 23:59` in the site's zone), or empty (null).
 */
export type CsvValue = string | number | CsvAmount | CsvTime | null | undefined;

/** Money: written with two decimals (`-12.50`). */
export interface CsvAmount {
  readonly amount: number;
}

/** An instant: written as its site date and time. */
export interface CsvTime {
  readonly at: string | Date;
}

export const csvAmount = (amount: number): CsvAmount => ({ amount });
export const csvTime = (at: string | Date): CsvTime => ({ at });

/** A column of a CSV file: its header and a row's cell. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => CsvValue;
}

/**
 * A number as plain digits: a point for decimals, no grouping, no exponent (`1e-7` and `1e21` are
 * written out), a minus for negatives.
 */
export function csvNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${String(value)}`);
  const text = String(value);
  if (!/e/i.test(text)) return text === '-0' ? '0' : text;
  // Exponent notation only for very small or very large values: write every digit.
  return Math.abs(value) >= 1
    ? BigInt(Math.round(value)).toString()
    : value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

/**
 * An instant as `YYYY-MM-DD HH:mm` on the site's clock (Philippine time, UTC+8), whatever the
 * zone of the device that writes the file.
 */
export function csvTimeText(at: string | Date): string {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`not a time: ${String(at)}`);
  const local = new Date(ms + SITE_UTC_OFFSET_HOURS * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

/** Characters a spreadsheet reads as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text of a cell before quoting: numbers and times as written above, text guarded. */
function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return csvNumber(value);
  if (typeof value === 'object') {
    if ('amount' in value) {
      const cents = Math.round(value.amount * 100);
      if (!Number.isSafeInteger(cents))
        throw new RangeError(`not an amount: ${String(value.amount)}`);
      const sign = cents < 0 ? '-' : '';
      const whole = Math.abs(cents);
      return `${sign}${String(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
    }
    return csvTimeText(value.at);
  }
  // Text a spreadsheet would run as a formula gets a leading apostrophe, even when it looks like a
  // number: numbers are passed as numbers, so text is always text.
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * One CSV field (RFC 4180): quoted only when it holds a quote, comma or line break, quotes
 * doubled. Numbers, amounts and times are plain; text starting with = + - @, a tab or a carriage
 * return gets a leading apostrophe first.
 */
export function csvField(value: CsvValue): string {
  const text = cellText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV file: the header row, then one line per row, lines ended by CRLF (RFC 4180). */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => csvField(column.header)),
    ...rows.map((row) => columns.map((column) => csvField(column.cell(row)))),
  ];
  return lines.map((line) => `${line.join(',')}\r\n`).join('');
}

/** The export's file name: `team-betting-2026-11-01_2026-11-25.csv`. */
export function csvFileName(report: string, range: ReportRange): string {
  const slug = report
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-${range.from}_${range.to}.csv`;
}

/** What a trend's words say about it: its total and its highest point. */
export interface TrendSummary {
  /** The sum of the points, added in whole cents so no fraction of a cent creeps in. */
  total: number;
  /** The highest point's value (0 without points). */
  highest: number;
  /** Where the highest point stands (the first of equals; 0 without points). */
  highestIndex: number;
}

/**
 * The total and the highest point of a trend (a figure per day or period, oldest first), as a
 * chart's caption or summary states them for a reader who cannot see the drawing.
 */
export function trendSummary(values: readonly number[]): TrendSummary {
  let cents = 0;
  let highestIndex = 0;
  values.forEach((value, index) => {
    cents += Math.round(value * 100);
    if (value > (values[highestIndex] ?? 0)) highestIndex = index;
  });
  return { total: cents / 100, highest: values[highestIndex] ?? 0, highestIndex };
}

/**
 * Round values for a chart's value axis: from a round number at or below the lowest value (0 at
 * most) to one at or above the highest (0 at least), in about `count` steps of 1, 2, 2.5 or 5 ×
 * 10ⁿ, so the axis reads 0, 10, 20, 30 rather than 0, 7.73, 15.47, 23.20. Never fewer than two.
 */
export function chartTicks(values: readonly number[], count = 4): number[] {
  const finite = values.filter((value) => Number.isFinite(value));
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  if (low === high) return [0, 1];
  const raw = (high - low) / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  const nice =
    residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10;
  const step = nice * magnitude;
  // A span too small for a float step (subnormal values): the ends and 0 only.
  if (!(step > 0) || !Number.isFinite(step)) return [...new Set([low, 0, high])];
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  const ticks: number[] = [];
  // Whole multiples of the step, rounded so 0.1 + 0.2 does not creep into a label.
  for (let n = first; n <= last; n++) ticks.push(Number((n * step).toPrecision(12)));
  return ticks;
}
