/**
 * Money, counts, dates and times on screen, written the way the current language reads them
 * (`@gaming/i18n/format`), for both apps: the player's promotions and reward centre, the agent
 * centre's pages and reports. Dates and times are the site's (`SITE_TIME_ZONE`, GMT+8) whatever the
 * device's zone: this hook is how the apps write them (the lint config keeps the raw writers out
 * of the apps), so a new list cannot show a device's time.
 */
import { useBalanceQuery } from '@gaming/api/member';
import { SITE_TIME_ZONE } from '@gaming/domain/time';
import { useTranslation } from '@gaming/i18n';
import {
  formatClock,
  formatDate,
  formatDateClock,
  formatDateTime,
  formatDay,
  formatIsoDateTime,
  formatMoney,
  formatNumber,
  formatTime,
  formatTimeZone,
} from '@gaming/i18n/format';

/** The seed merchant's currency until the balance says which one the account's is. */
export const DEFAULT_CURRENCY_SYMBOL = '₱';

type Instant = Date | string | number;

/**
 * Dates and times in `language` and the site's zone, for code outside a component (a table's
 * column list built once); components use `useFormats`.
 */
export function siteDateFormats(language: string) {
  const zone = SITE_TIME_ZONE;
  return {
    /** The zone every date below is written in ("Asia/Manila"). */
    timeZone: zone,
    /** Its short name for the screen: `GMT+8`. */
    timeZoneName: formatTimeZone(zone),
    /** `Nov 27, 2026`: the site's date of an instant. */
    date: (at: Instant) => formatDate(at, language, zone),
    /** `11:59 PM` */
    time: (at: Instant) => formatTime(at, language, zone),
    /** `11:59:05 PM` */
    clock: (at: Instant) => formatClock(at, language, zone),
    /** `Nov 27, 2026, 11:59:05 PM` */
    dateClock: (at: Instant) => formatDateClock(at, language, zone),
    /** `Nov 27, 2026, 11:59 PM`, or a dash when there is none (never logged in). */
    dateTime: (at: Instant | null) => (at === null ? '—' : formatDateTime(at, language, zone)),
    /** `2026-11-27 23:59`: the same in every language, for files (CSV). */
    isoDateTime: (at: Instant) => formatIsoDateTime(at, zone),
    /** A site day (`2026-11-24`, as filters and reports name days): no zone moves it. */
    day: (date: string) => formatDay(date, language),
  };
}

export type DateFormats = ReturnType<typeof siteDateFormats>;

/**
 * Counts, points, dates and times in the current language, dates and times in the site's zone (no
 * currency: see useMoneyFormats).
 */
export function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    count: (value: number) => formatNumber(value, language),
    /** Points and other figures with up to 2 decimals. */
    points: (value: number) => formatNumber(value, language, { maximumFractionDigits: 2 }),
    ...siteDateFormats(language),
  };
}

/** Dates and times only, in the current language and the site's zone. */
export function useDateFormats(): DateFormats {
  const { i18n } = useTranslation();
  return siteDateFormats(i18n.language);
}

/**
 * The same, and money in the account's currency (its balance says which; the site's until then).
 * `signedIn` false (a visitor) asks for no balance.
 */
export function useMoneyFormats(signedIn = true) {
  const { i18n } = useTranslation();
  const balance = useBalanceQuery(undefined, { skip: !signedIn });
  const symbol = balance.data?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
  const language = i18n.language;
  return {
    ...useFormats(),
    money: (amount: number) => formatMoney(amount, language, symbol),
  };
}

export type Formats = ReturnType<typeof useFormats>;
export type MoneyFormats = ReturnType<typeof useMoneyFormats>;
