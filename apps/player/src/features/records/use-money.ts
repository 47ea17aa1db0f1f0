import { useBalanceQuery } from '@gaming/api/member';
import { useTranslation } from '@gaming/i18n';
import { formatMoney } from '@gaming/i18n/format';
import { useDateFormats } from '@gaming/kernel/formats';

/** The seed merchant's currency until the balance says which one the member's is. */
const DEFAULT_CURRENCY_SYMBOL = '₱';

/** Money, dates and times written the way the member's language reads them, in the site's zone. */
export function useRecordFormats() {
  const { i18n } = useTranslation();
  const balance = useBalanceQuery();
  const symbol = balance.data?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
  const language = i18n.language;
  const dates = useDateFormats();
  return {
    money: (amount: number) => formatMoney(amount, language, symbol),
    dateTime: dates.dateTime,
    /** A site day (`2026-11-24`) as a date: no time zone moves it. */
    day: dates.day,
  };
}
