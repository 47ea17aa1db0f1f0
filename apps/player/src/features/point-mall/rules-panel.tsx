import { usePointConfigQuery } from '@gaming/api/points';
import { useTranslation } from '@gaming/i18n';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { SkeletonText } from '@gaming/ui/skeleton';
import { Table } from '@gaming/ui/table';
import { useRewardFormats } from './use-formats';

/** How points are earned (per game type and per deposit), converted, and that they never expire. */
export function RulesPanel() {
  const { t } = useTranslation(['rewards', 'games']);
  const formats = useRewardFormats();
  const config = usePointConfigQuery();
  if (config.isError) return <LoadFailed query={config} what={t('rules.load_failed')} />;
  if (!config.data) return <SkeletonText lines={5} label={t('rules.loading')} />;
  const { rates, exchangeRate, neverExpire } = config.data;
  return (
    <div className="point-mall__panel">
      <h2 className="point-mall__subtitle">{t('rules.title')}</h2>
      <p>{t('rules.earn')}</p>
      <Table
        caption={t('rules.earn')}
        hideCaption
        className="point-mall__table"
        rows={rates}
        rowKey={(row) => row.source}
        columns={[
          {
            key: 'source',
            header: t('rules.source'),
            rowHeader: true,
            cell: (row) =>
              row.source === 'DEPOSIT'
                ? t('rules.deposit')
                : t(`games:categories.${row.source}` as 'games:categories.RNG', {
                    defaultValue: row.source,
                  }),
          },
          {
            key: 'rate',
            header: t('rules.rate'),
            numeric: true,
            cell: (row) => formats.points(row.rate),
          },
        ]}
      />
      <p>{t('rules.exchange', { rate: formats.points(exchangeRate), money: formats.money(1) })}</p>
      {neverExpire ? <p className="point-mall__highlight">{t('rules.never_expire')}</p> : null}
    </div>
  );
}
