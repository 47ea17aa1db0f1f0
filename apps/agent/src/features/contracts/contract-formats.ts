import { errorCodeOf, isApiFailure } from '@gaming/api/base-api';
import { useBalanceQuery } from '@gaming/api/member';
import { errorKeyOf, useTranslation } from '@gaming/i18n';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
} from '@gaming/i18n/format';
import type { SerializedError } from '@reduxjs/toolkit';

/** The seed merchant's currency until the balance says which one the agent's is. */
const DEFAULT_CURRENCY_SYMBOL = '₱';

/** Contracts settle in the site's time (Philippines, UTC+8): windows are shown in it. */
const SITE_TIME_ZONE = 'Asia/Manila';

/** Money, rates, counts and times written the way the agent's language reads them. */
export function useContractFormats() {
  const { i18n } = useTranslation();
  const balance = useBalanceQuery();
  const symbol = balance.data?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
  const language = i18n.language;
  return {
    money: (amount: number) => formatMoney(amount, language, symbol),
    rate: (percent: number) => formatPercent(percent, language),
    count: (value: number) => formatNumber(value, language),
    dateTime: (at: string) => formatDateTime(at, language, SITE_TIME_ZONE),
    /**
     * A settlement window: days (daily salary, dividends) as dates, the last day included; shorter
     * windows (hourly, real-time) as times.
     */
    window: (start: string, end: string, byDay: boolean) => {
      if (!byDay)
        return `${formatDateTime(start, language, SITE_TIME_ZONE)} – ${formatDateTime(end, language, SITE_TIME_ZONE)}`;
      const first = formatDate(start, language, SITE_TIME_ZONE);
      const last = formatDate(new Date(Date.parse(end) - 1), language, SITE_TIME_ZONE);
      return first === last ? first : `${first} – ${last}`;
    },
  };
}

/** The catalogue's message for a failed call, with the rate a refusal names (§8). */
export function useFailureMessage() {
  const { t } = useTranslation('errors');
  return (error: unknown): string => {
    const code = errorCodeOf(error as SerializedError);
    const value = isApiFailure(error) ? (error.value as { rate?: unknown } | undefined) : undefined;
    return t(errorKeyOf(code), {
      rate: typeof value?.rate === 'number' ? value.rate : '',
    });
  };
}
