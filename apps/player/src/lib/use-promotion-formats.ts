import { useBalanceQuery } from '@gaming/api/member';
import { useTranslation } from '@gaming/i18n';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@gaming/i18n/format';

/** The seed merchant's currency until the balance says which one the member's is. */
const DEFAULT_CURRENCY_SYMBOL = '₱';

/** Money and dates in the member's language; a visitor sees the site's currency. */
export function usePromotionFormats(loggedIn: boolean) {
  const { i18n } = useTranslation();
  const balance = useBalanceQuery(undefined, { skip: !loggedIn });
  const symbol = balance.data?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
  const language = i18n.language;
  return {
    money: (amount: number) => formatMoney(amount, language, symbol),
    points: (value: number) => formatNumber(value, language, { maximumFractionDigits: 2 }),
    date: (at: string) => formatDate(at, language),
    dateTime: (at: string) => formatDateTime(at, language),
    /** A site day (`2026-11-24`) read at noon UTC, so no time zone moves it. */
    day: (date: string) => formatDate(`${date}T12:00:00Z`, language, 'UTC'),
  };
}
