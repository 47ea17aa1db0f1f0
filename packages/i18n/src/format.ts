/**
 * Numbers, money, dates and times for the screen, grouped and written the way each language reads
 * them. `language` is the app's code (`EN`, `TY`, …): TY formats as Tagalog (`fil`).
 */
import { toBcp47 } from './language';

/** What a hidden balance shows instead of the amount (VISUAL.md: Money). */
export const hiddenMoney = '****';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

function zoned(timeZone: string | undefined): Intl.DateTimeFormatOptions {
  return timeZone === undefined ? {} : { timeZone };
}

/**
 * Building an `Intl` formatter costs far more than using one (a board of 20 amounts spent ~15 ms
 * on a phone making formatters): each locale and options pair is made once and kept. The options
 * are small literals, so their JSON is the key.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<F>(
  formats: Map<string, F>,
  language: string,
  options: object,
  make: (locale: string) => F,
): F {
  const locale = toBcp47(language);
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = make(locale);
    formats.set(key, format);
  }
  return format;
}

const numberFormatOf = (language: string, options: Intl.NumberFormatOptions) =>
  kept(numberFormats, language, options, (locale) => new Intl.NumberFormat(locale, options));

const dateTimeFormatOf = (language: string, options: Intl.DateTimeFormatOptions) =>
  kept(dateTimeFormats, language, options, (locale) => new Intl.DateTimeFormat(locale, options));

/** A number grouped per language: `formatNumber(1234567.5, 'EN')` → `1,234,567.5`. */
export function formatNumber(
  value: number,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormatOf(language, options).format(value);
}

/**
 * The locales that group whole digits by three with "," and write decimals after "." (English and
 * Tagalog, this region's languages). Their amounts are written by hand, exactly as Intl writes them
 * (format.test.ts compares the two): a page's first `Intl.NumberFormat` loads the language's
 * number data, ~20 ms of main thread on a desktop and ~80 ms on a mid-range phone, one long task
 * on the first screen of any page showing a balance.
 */
const COMMA_GROUPED_LOCALES: ReadonlySet<string> = new Set(['en', 'fil']);

/**
 * Up to here a double holds every cent exactly, so `toFixed` and Intl agree; no amount gets
 * further (ten trillion), Intl takes it if one does.
 */
const PLAIN_DIGITS_LIMIT = 1e13;

/** `1234567.5` → `1,234,567.50`: a non-negative amount already rounded to cents. */
function commaGroupedCents(value: number): string {
  const [whole = '0', cents = '00'] = value.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/**
 * Money with the member's currency symbol and 2 decimals, grouped per language:
 * `formatMoney(1234.5, 'EN', '₱')` → `₱1,234.50`; a negative amount keeps its sign in front.
 */
export function formatMoney(amount: number, language: string, currencySymbol: string): string {
  const rounded = Math.round(amount * 100) / 100;
  const magnitude = Math.abs(rounded);
  const digits =
    COMMA_GROUPED_LOCALES.has(toBcp47(language)) && magnitude < PLAIN_DIGITS_LIMIT
      ? commaGroupedCents(magnitude)
      : formatNumber(magnitude, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${rounded < 0 ? '-' : ''}${currencySymbol}${digits}`;
}

/**
 * A rate given in percent (`1.5` means 1.5 %), as contracts and rebates carry it:
 * `formatPercent(1.5, 'EN')` → `1.5%`. Up to `maximumFractionDigits` decimals (2 by default).
 */
export function formatPercent(
  percent: number,
  language: string,
  maximumFractionDigits = 2,
): string {
  return formatNumber(percent / 100, language, { style: 'percent', maximumFractionDigits });
}

/** A date in the language's words, e.g. `Jun 1, 2024`. */
export function formatDate(date: DateInput, language: string, timeZone?: string): string {
  return dateTimeFormatOf(language, {
    dateStyle: 'medium',
    ...zoned(timeZone),
  }).format(toDate(date));
}

/** A time of day, e.g. `2:30 PM`. */
export function formatTime(date: DateInput, language: string, timeZone?: string): string {
  return dateTimeFormatOf(language, {
    timeStyle: 'short',
    ...zoned(timeZone),
  }).format(toDate(date));
}

/** A clock with seconds, e.g. `2:30:05 PM` (the agent header ticks every second). */
export function formatClock(date: DateInput, language: string, timeZone?: string): string {
  return dateTimeFormatOf(language, {
    timeStyle: 'medium',
    ...zoned(timeZone),
  }).format(toDate(date));
}

/**
 * A date and time in the language's words, e.g. `Jun 1, 2024, 2:30 PM`. `timeZone` defaults to the
 * browser's; tests pass one to stay stable.
 */
export function formatDateTime(date: DateInput, language: string, timeZone?: string): string {
  return dateTimeFormatOf(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...zoned(timeZone),
  }).format(toDate(date));
}
