/**
 * Rules of the agent centre's reports (§2 Agent centre, issue 13 "Reports"): the date range a report
 * accepts, the periods its rows are grouped by, and the CSV file it exports. Dates are site days
 * (`YYYY-MM-DD`, Philippine time) as in the member's records.
 */
import { addDays, checkDateRange, isDateText, siteDateOf } from '../records';
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

/** A column of a CSV file: its header and the text of a row's cell, as the screen shows it. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => string | number;
}

/** A number as a number: never a formula, left as it is (a loss of `-12.50` stays a number). */
const PLAIN_NUMBER = /^-?[0-9][0-9,]*(\.[0-9]+)?%?$/;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled. A
 * text a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return)
 * gets a leading apostrophe first (OWASP "CSV injection"); plain numbers are left alone.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
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
