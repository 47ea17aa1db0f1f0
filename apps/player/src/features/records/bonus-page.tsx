/**
 * Bonus (§2 bonusDetails): the rebate rate of each game type, a share of the
 * member's valid bets. Shown only when some rate is above zero (the member-page rule).
 */
import { useRebateRatesQuery } from '@gaming/api/records';
import type { RebateRate } from '@gaming/api/wire';
import { useTranslation } from '@gaming/i18n';
import { formatPercent } from '@gaming/i18n/format';
import { RecordsTable } from './records-view';
import './records.css';

export default function BonusPage() {
  const { t, i18n } = useTranslation(['member', 'games']);
  const query = useRebateRatesQuery();
  return (
    <section className="records-page" aria-labelledby="bonus-rates">
      <h2 id="bonus-rates">{t('bonus.rebate_rates')}</h2>
      <p className="records-note">{t('bonus.rates_note')}</p>
      <RecordsTable<RebateRate, NonNullable<typeof query.currentData>>
        caption={t('bonus.rebate_rates')}
        hideCaption
        query={query}
        rowsOf={(data) => data.list}
        rowKey={(row) => row.gameType}
        emptyMessage={t('bonus.empty')}
        columns={[
          {
            key: 'gameType',
            header: t('bonus.game_type'),
            cell: (row) =>
              t(`games:categories.${row.gameType}` as 'games:categories.RNG', {
                defaultValue: row.gameType,
              }),
            rowHeader: true,
          },
          {
            key: 'rate',
            header: t('bonus.rate'),
            cell: (row) => formatPercent(row.rate, i18n.language, 3),
            numeric: true,
          },
        ]}
      />
    </section>
  );
}
