import { useTranslation } from '@gaming/i18n';
import { TextField } from '@gaming/ui/text-field';
import type { ReactNode } from 'react';
import type { RangeState } from './use-range';

/**
 * The From and To days of a records page (native date pickers), the filters beside them, and the
 * reason a range is refused (too long, or the wrong way round) before anything is asked.
 */
export function DateRangeFields({ range, children }: { range: RangeState; children?: ReactNode }) {
  const { t } = useTranslation('member');
  const error =
    range.problem === 'date.too.long'
      ? t('records.range_too_long', { days: range.maxDays })
      : range.problem === null
        ? undefined
        : t('records.range_inverted');
  return (
    <fieldset className="records-filters">
      <legend className="visually-hidden">{t('records.filters')}</legend>
      <TextField
        type="date"
        label={t('records.from')}
        value={range.startDate}
        max={range.today}
        required
        onChange={(event) => {
          if (event.target.value) range.setRange(event.target.value, range.endDate);
        }}
      />
      <TextField
        type="date"
        label={t('records.to')}
        value={range.endDate}
        max={range.today}
        required
        error={error}
        onChange={(event) => {
          if (event.target.value) range.setRange(range.startDate, event.target.value);
        }}
      />
      {children}
    </fieldset>
  );
}
