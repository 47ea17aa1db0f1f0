import { errorCodeOf, isApiFailure } from '@gaming/api/base-api';
import { errorKeyOf, useTranslation } from '@gaming/i18n';
import { formatPercent } from '@gaming/i18n/format';
import type { SerializedError } from '@reduxjs/toolkit';
import { useMoneyFormats } from '@gaming/kernel/formats';

/**
 * The agent's money and count formats, plus rates and settlement windows. Contracts settle in the
 * site's time (Philippines, UTC+8): windows and times are shown in it.
 */
export function useContractFormats() {
  const { i18n } = useTranslation();
  const { money, count, date, dateTime } = useMoneyFormats();
  const language = i18n.language;
  return {
    money,
    count,
    rate: (percent: number) => formatPercent(percent, language),
    dateTime: (at: string) => dateTime(at),
    /**
     * A settlement window: days (daily salary, dividends) as dates, the last day included; shorter
     * windows (hourly, real-time) as times.
     */
    window: (start: string, end: string, byDay: boolean) => {
      if (!byDay) return `${dateTime(start)} – ${dateTime(end)}`;
      const first = date(start);
      const last = date(Date.parse(end) - 1);
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
