/**
 * Numbers, money, dates and times for the screen, grouped and written the way each language reads
 * them. `language` is the app's code (`EN`, `TY`, …): TY formats as Tagalog (`fil`).
 */
import { toBcp47 } from './language';

/** What a hidden balance shows instead of the amount: four stars, whatever its size. */
export const hiddenMoney = '****';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * Every date and time names the zone it is written in: the apps pass the site's
 * (`@gaming/kernel/formats`), so the device's zone never decides what a date reads. A caller that
 * slips past the types without one (plain JavaScript, `as never`) is refused rather than served
 * the device's zone.
 */
function zoneOf(timeZone: string): string {
  if (typeof timeZone !== 'string' || timeZone === '')
    throw new RangeError('A date or time is written in a named time zone; none was given.');
  return timeZone;
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

/**
 * The locales that group whole digits by three with "," and write decimals after "." (English and
 * Tagalog, this region's languages). Their numbers, amounts and rates are written by hand, exactly
 * as Intl writes them (format.test.ts compares the two): a page's first `Intl.NumberFormat` loads
 * the language's number data, ~20 ms of main thread on a desktop and ~90 ms on a mid-range phone,
 * one long task on the first screen of any page showing a balance, a count or a rate.
 */
const COMMA_GROUPED_LOCALES: ReadonlySet<string> = new Set(['en', 'fil']);

/**
 * Up to here (ten trillion) every number is written with plain digits by hand; beyond it, or
 * where `String` writes an exponent, Intl writes it.
 */
const PLAIN_DIGITS_LIMIT = 1e13;

const writtenByHand = (language: string) => COMMA_GROUPED_LOCALES.has(toBcp47(language));

/**
 * A non-negative decimal's digits (`"1234567.50"`), its whole digits grouped by three and the
 * fraction's trailing zeros dropped down to `minimumFractionDigits`: `1,234,567.5`.
 */
function groupedDecimal(fixed: string, minimumFractionDigits: number): string {
  const [whole = '0', fraction = ''] = fixed.split('.');
  let kept = fraction;
  while (kept.length > minimumFractionDigits && kept.endsWith('0')) kept = kept.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return kept === '' ? grouped : `${grouped}.${kept}`;
}

/**
 * A non-negative number as Intl writes it in these locales before grouping: its shortest decimal
 * (the digits `String` writes, which Intl starts from, not the double's exact binary value), the
 * point moved `shift` places right (a percent), rounded half away from zero to `max` fraction
 * digits, trailing zeros dropped down to `min`. Null when `String` writes an exponent.
 */
function roundedDecimal(value: number, shift: number, min: number, max: number): string | null {
  const text = String(value);
  if (text.includes('e')) return null;
  const [integer = '0', decimals = ''] = text.split('.');
  const padded = decimals.padEnd(shift, '0');
  const whole = integer + padded.slice(0, shift);
  const fraction = padded.slice(shift);
  let digits = BigInt(whole + fraction.slice(0, max).padEnd(max, '0'));
  // Half away from zero: up when the first dropped digit is 5 or more.
  if (fraction.charAt(max) >= '5') digits += 1n;
  const all = digits.toString().padStart(max + 1, '0');
  const kept = all.length - max;
  return groupedDecimal(max === 0 ? all : `${all.slice(0, kept)}.${all.slice(kept)}`, min);
}

/** Intl's sign for a number: a minus for negatives, negative zero included. */
const signOf = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/**
 * The fraction digits of options made only of minimum and maximum fraction digits (Intl's defaults:
 * 0 and at least 3), or null for options the hand-written numbers do not follow.
 */
function fractionDigitsOf(options: Intl.NumberFormatOptions): { min: number; max: number } | null {
  const { minimumFractionDigits: min = 0, ...rest } = options;
  const { maximumFractionDigits: max = Math.max(min, 3), ...others } = rest;
  if (Object.keys(others).length > 0) return null;
  const valid = (digits: number) => Number.isInteger(digits) && digits >= 0 && digits <= 20;
  return valid(min) && valid(max) && min <= max ? { min, max } : null;
}

/** A number grouped per language: `formatNumber(1234567.5, 'EN')` → `1,234,567.5`. */
export function formatNumber(
  value: number,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  const digits = fractionDigitsOf(options);
  const written =
    digits !== null && writtenByHand(language) && Math.abs(value) < PLAIN_DIGITS_LIMIT
      ? roundedDecimal(Math.abs(value), 0, digits.min, digits.max)
      : null;
  return written === null
    ? numberFormatOf(language, options).format(value)
    : signOf(value) + written;
}

/**
 * Money with the member's currency symbol and 2 decimals, grouped per language:
 * `formatMoney(1234.5, 'EN', '₱')` → `₱1,234.50`; a negative amount keeps its sign in front.
 */
export function formatMoney(amount: number, language: string, currencySymbol: string): string {
  const rounded = Math.round(amount * 100) / 100;
  const digits = formatNumber(Math.abs(rounded), language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
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
  const ratio = percent / 100;
  const digits = fractionDigitsOf({ maximumFractionDigits });
  // Intl moves the point of the ratio's shortest decimal two places, then rounds.
  const written =
    digits !== null && writtenByHand(language) && Math.abs(ratio) < PLAIN_DIGITS_LIMIT / 100
      ? roundedDecimal(Math.abs(ratio), 2, digits.min, digits.max)
      : null;
  if (written !== null) return `${signOf(ratio)}${written}%`;
  return formatNumber(ratio, language, { style: 'percent', maximumFractionDigits });
}

/**
 * Dates and times in English and Tagalog are written by hand too, exactly as Intl writes them
 * (format.test.ts compares the two over a year of instants, in several zones): a page's first
 * `Intl.DateTimeFormat` loads the calendar data, ~30 ms of main thread on a mid-range phone, one
 * long task on the first screen of a member centre or agent centre page. Intl writes the rest: other
 * languages, zones this table does not know, instants outside `HAND_WRITTEN_YEARS`.
 */
const MONTHS: Readonly<Record<string, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fil: ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Set', 'Okt', 'Nob', 'Dis'],
};

/**
 * Zones whose offset from UTC (minutes) has not changed since 1980, with the short name Intl gives
 * them in English: their wall clock is UTC shifted by a constant. Manila last kept daylight saving
 * in 1978.
 */
const FIXED_ZONES: Readonly<Record<string, { offsetMinutes: number; name: string }>> = {
  UTC: { offsetMinutes: 0, name: 'UTC' },
  'Etc/UTC': { offsetMinutes: 0, name: 'UTC' },
  'Asia/Manila': { offsetMinutes: 8 * 60, name: 'GMT+8' },
};

/** The years the hand-written dates cover (Intl writes years before 1000 and the zones' pasts differently). */
const HAND_WRITTEN_YEARS = { first: 1980, last: 9999 };

interface WallClock {
  months: readonly string[];
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** A date's wall clock in a fixed zone of the table, or null (another zone, an invalid date). */
function fixedWallClockOf(date: Date, timeZone: string): Omit<WallClock, 'months'> | null {
  const zone = FIXED_ZONES[timeZone];
  const time = date.getTime();
  if (zone === undefined || !Number.isFinite(time)) return null;
  const shifted = new Date(time + zone.offsetMinutes * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** The wall clock of `date` for a hand-written format in `timeZone`, or null for Intl. */
function wallClockOf(date: Date, language: string, timeZone: string): WallClock | null {
  const months = MONTHS[toBcp47(language)];
  if (months === undefined) return null;
  const clock = fixedWallClockOf(date, timeZone);
  if (clock === null) return null;
  if (clock.year < HAND_WRITTEN_YEARS.first || clock.year > HAND_WRITTEN_YEARS.last) return null;
  return { months, ...clock };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `Jun 1, 2024` (Intl's medium date in both languages). */
const dateOf = (clock: WallClock) => `${clock.months[clock.month]} ${clock.day}, ${clock.year}`;

/** `2:30 PM`, or `2:30:05 PM` with seconds (Intl's short and medium times in both languages). */
function timeOf(clock: WallClock, withSeconds: boolean): string {
  const hour = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  const seconds = withSeconds ? `:${twoDigits(clock.second)}` : '';
  return `${hour}:${twoDigits(clock.minute)}${seconds} ${clock.hour < 12 ? 'AM' : 'PM'}`;
}

/** The hand-written text, else Intl's with `options` in the zone. */
function written(
  value: DateInput,
  language: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  write: (clock: WallClock) => string,
): string {
  const zone = zoneOf(timeZone);
  const date = toDate(value);
  const clock = wallClockOf(date, language, zone);
  if (clock !== null) return write(clock);
  return dateTimeFormatOf(language, { ...options, timeZone: zone }).format(date);
}

/*
 * The writers below take the zone as a required argument, never a default: a date written without
 * one would read the device's zone (a transfer at 11:59 PM in Manila shown at 10:59 AM in New
 * York). The apps reach them through `useFormats` (`@gaming/kernel/formats`), bound to the site's.
 */

/** A date in the language's words in `timeZone`, e.g. `Jun 1, 2024`. */
export function formatDate(date: DateInput, language: string, timeZone: string): string {
  return written(date, language, timeZone, { dateStyle: 'medium' }, dateOf);
}

/** A time of day in `timeZone`, e.g. `2:30 PM`. */
export function formatTime(date: DateInput, language: string, timeZone: string): string {
  return written(date, language, timeZone, { timeStyle: 'short' }, (clock) => timeOf(clock, false));
}

/** A clock with seconds in `timeZone`, e.g. `2:30:05 PM` (the agent header ticks every second). */
export function formatClock(date: DateInput, language: string, timeZone: string): string {
  return written(date, language, timeZone, { timeStyle: 'medium' }, (clock) => timeOf(clock, true));
}

/** A date and a clock with seconds in `timeZone`, e.g. `Jun 1, 2024, 2:30:05 PM`. */
export function formatDateClock(date: DateInput, language: string, timeZone: string): string {
  return written(
    date,
    language,
    timeZone,
    { dateStyle: 'medium', timeStyle: 'medium' },
    (clock) => `${dateOf(clock)}, ${timeOf(clock, true)}`,
  );
}

/** A date and time in the language's words in `timeZone`, e.g. `Jun 1, 2024, 2:30 PM`. */
export function formatDateTime(date: DateInput, language: string, timeZone: string): string {
  return written(
    date,
    language,
    timeZone,
    { dateStyle: 'medium', timeStyle: 'short' },
    (clock) => `${dateOf(clock)}, ${timeOf(clock, false)}`,
  );
}

/**
 * A date and time for files and machines, the same in every language, in `timeZone`:
 * `2026-11-27 23:59` (ISO 8601's date and 24-hour minute, a space between; CSV exports).
 */
export function formatIsoDateTime(date: DateInput, timeZone: string): string {
  const zone = zoneOf(timeZone);
  const value = toDate(date);
  if (!Number.isFinite(value.getTime())) throw new RangeError('Invalid time value');
  let clock = fixedWallClockOf(value, zone);
  if (clock === null) {
    const parts = dateTimeFormatOf('EN', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      timeZone: zone,
    }).formatToParts(value);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      Number(parts.find((found) => found.type === type)?.value);
    clock = {
      year: part('year'),
      month: part('month') - 1,
      day: part('day'),
      hour: part('hour'),
      minute: part('minute'),
      second: 0,
    };
  }
  const year = String(clock.year).padStart(4, '0');
  return `${year}-${twoDigits(clock.month + 1)}-${twoDigits(clock.day)} ${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
}

/**
 * A calendar day (`2026-11-24`, a site day as filters and reports name it) in the language's words,
 * `Nov 24, 2026`: a day names no instant, so no zone can move it.
 */
export function formatDay(day: string, language: string): string {
  return formatDate(`${day}T12:00:00Z`, language, 'UTC');
}

/** The short name of a time zone at an instant, e.g. `GMT+8` (Intl's English short name). */
export function formatTimeZone(timeZone: string, at: Date = new Date()): string {
  const fixed = FIXED_ZONES[timeZone];
  if (fixed !== undefined) return fixed.name;
  const parts = dateTimeFormatOf('EN', { timeZone, timeZoneName: 'short' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
