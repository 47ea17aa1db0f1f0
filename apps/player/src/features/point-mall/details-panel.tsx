import { usePointDetailsQuery } from '@gaming/api/points';
import type { PointDetail } from '@gaming/api/wire';
import { useTranslation } from '@gaming/i18n';
import { useState } from 'react';
import { QueryTable } from './query-table';
import { lastThirtyDays } from './range';
import { useRewardFormats } from './use-formats';

/** Points earned (bets, deposits, missions) and spent (redemptions, conversions), newest first. */
export function DetailsPanel() {
  const { t } = useTranslation(['rewards', 'games']);
  const formats = useRewardFormats();
  const [pageNo, setPageNo] = useState(1);
  const query = usePointDetailsQuery({ ...lastThirtyDays(), pageNo });
  return (
    <div className="point-mall__panel">
      <p className="point-mall__note">{t('details.range')}</p>
      <QueryTable<PointDetail, NonNullable<typeof query.currentData>>
        caption={t('details.title')}
        query={query}
        rowsOf={(data) => data.list}
        pageOf={(data) => ({ page: data.pageNo, pageCount: data.totalPages })}
        onPageChange={setPageNo}
        rowKey={(row) => row.txId}
        loadingLabel={t('details.loading')}
        failedMessage={t('details.load_failed')}
        emptyMessage={t('details.empty')}
        columns={[
          {
            key: 'time',
            header: t('details.time'),
            cell: (row) => formats.dateTime(row.time),
            rowHeader: true,
          },
          {
            key: 'what',
            header: t('details.what'),
            cell: (row) =>
              t(`details.kind.${row.kind}`, {
                source: row.source
                  ? t(`games:categories.${row.source}` as 'games:categories.RNG', {
                      defaultValue: row.source,
                    })
                  : '',
              }),
          },
          {
            key: 'amount',
            header: t('details.amount'),
            cell: (row) => (
              <span className={row.amount < 0 ? 'point-mall__spent' : 'point-mall__earned'}>
                {row.amount > 0 ? '+' : ''}
                {formats.points(row.amount)}
              </span>
            ),
            numeric: true,
          },
          {
            key: 'balance',
            header: t('details.balance'),
            cell: (row) => formats.points(row.currentAvailBalance),
            numeric: true,
          },
        ]}
      />
    </div>
  );
}
