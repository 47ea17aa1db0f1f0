import { useBalanceQuery } from '@gaming/api/member';
import { useTranslation } from '@gaming/i18n';
import { formatMoney, formatNumber } from '@gaming/i18n/format';
import { useDateFormats } from '@gaming/kernel/formats';

/** The seed merchant's currency until the balance says which one the member's is. */
const DEFAULT_CURRENCY_SYMBOL = '₱';

/** Points, money and times written the way the member's language reads them, in the site's zone. */
export function useRewardFormats() {
  const { i18n } = useTranslation();
  const balance = useBalanceQuery();
  const symbol = balance.data?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
  const language = i18n.language;
  const dates = useDateFormats();
  return {
    money: (amount: number) => formatMoney(amount, language, symbol),
    /** Points carry at most 2 decimals (earned at a percentage of bets). */
    points: (value: number) => formatNumber(value, language, { maximumFractionDigits: 2 }),
    dateTime: (at: string) => dates.dateTime(at),
  };
}
