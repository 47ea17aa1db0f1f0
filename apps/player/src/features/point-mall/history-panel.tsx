import { useRedemptionsQuery } from '@gaming/api/points';
import type { PointRedemption, RedemptionStatus } from '@gaming/api/wire';
import { REDEMPTION_STATUSES } from '@gaming/api/wire';
import { useTranslation } from '@gaming/i18n';
import { Select } from '@gaming/ui/select';
import { useState } from 'react';
import { lastThirtyDays } from './range';
import { QueryTable } from './query-table';
import { useRewardFormats } from './use-formats';

/** The redeem history of the last 30 days, optionally in one status (in process, rejected, approved). */
export function HistoryPanel() {
  const { t } = useTranslation('rewards');
  const formats = useRewardFormats();
  const [status, setStatus] = useState<RedemptionStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const query = useRedemptionsQuery({
    ...lastThirtyDays(),
    pageNo,
    ...(status === '' ? {} : { status }),
  });
  return (
    <div className="point-mall__panel">
      <p className="point-mall__note">{t('history.range')}</p>
      <Select
        label={t('history.status_filter')}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as RedemptionStatus | '');
          setPageNo(1);
        }}
        options={[
          { value: '', label: t('history.all') },
          ...REDEMPTION_STATUSES.map((value) => ({ value, label: t(`history.status.${value}`) })),
        ]}
      />
      <QueryTable<PointRedemption, NonNullable<typeof query.currentData>>
        caption={t('history.title')}
        query={query}
        rowsOf={(data) => data.list}
        pageOf={(data) => ({ page: data.pageNo, pageCount: data.totalPages })}
        onPageChange={setPageNo}
        rowKey={(row) => String(row.id)}
        loadingLabel={t('history.loading')}
        failedMessage={t('history.load_failed')}
        emptyMessage={t('history.empty')}
        columns={[
          { key: 'name', header: t('history.name'), cell: (row) => row.name, rowHeader: true },
          {
            key: 'date',
            header: t('history.date'),
            cell: (row) => formats.dateTime(row.dateRequested),
          },
          { key: 'type', header: t('history.type'), cell: (row) => t(`mall.category.${row.type}`) },
          {
            key: 'quantity',
            header: t('history.quantity'),
            cell: (row) => row.quantity,
            numeric: true,
          },
          {
            key: 'points',
            header: t('history.points'),
            cell: (row) => formats.points(row.requiredPoint),
            numeric: true,
          },
          {
            key: 'money',
            header: t('history.money'),
            cell: (row) => formats.money(row.requiredMoney),
            numeric: true,
          },
          {
            key: 'status',
            header: t('history.state'),
            cell: (row) => (
              <span className={`point-mall__status point-mall__status--${row.status}`}>
                {t(`history.status.${row.status}`)}
              </span>
            ),
          },
          { key: 'id', header: t('history.id'), cell: (row) => row.id },
        ]}
      />
    </div>
  );
}
