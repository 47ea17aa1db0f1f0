/**
 * Money, counts, dates and times on screen, written the way the current language reads them
 * (`@gaming/i18n/format`), for both apps: the player's promotions and reward centre, the agent
 * centre's pages and reports.
 */
import { useBalanceQuery } from '@gaming/api/member';
import { useTranslation } from '@gaming/i18n';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@gaming/i18n/format';

/** The seed merchant's currency until the balance says which one the account's is. */
export const DEFAULT_CURRENCY_SYMBOL = '₱';

/** Counts, points, dates and times in the current language (no currency: see useMoneyFormats). */
export function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    count: (value: number) => formatNumber(value, language),
    /** Points and other figures with up to 2 decimals. */
    points: (value: number) => formatNumber(value, language, { maximumFractionDigits: 2 }),
    date: (at: string) => formatDate(at, language),
    /** A time, or a dash when there is none (never logged in). */
    dateTime: (at: string | null) => (at === null ? '—' : formatDateTime(at, language)),
    /** A site day (`2026-11-24`) read at noon UTC, so no time zone moves it. */
    day: (date: string) => formatDate(`${date}T12:00:00Z`, language, 'UTC'),
  };
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
