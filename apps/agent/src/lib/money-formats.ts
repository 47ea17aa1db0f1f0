import { useBalanceQuery } from '@gaming/api/member';
import { useTranslation } from '@gaming/i18n';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@gaming/i18n/format';

/** The seed merchant's currency until the balance says which one the agent's is. */
const DEFAULT_CURRENCY_SYMBOL = '₱';

/** Money, counts, dates and times written the way the agent's language reads them. */
export function useMoneyFormats() {
  const { i18n } = useTranslation();
  const balance = useBalanceQuery();
  const symbol = balance.data?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
  const language = i18n.language;
  return {
    money: (amount: number) => formatMoney(amount, language, symbol),
    count: (value: number) => formatNumber(value, language),
    dateTime: (at: string | null) => (at === null ? '—' : formatDateTime(at, language)),
    /** A site day (`2026-11-24`) as a date, read at noon UTC so no time zone moves it. */
    day: (date: string) => formatDate(`${date}T12:00:00Z`, language, 'UTC'),
  };
}
