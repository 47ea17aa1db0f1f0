/**
 * My income (original agentRevenueReport): the signed-in agent's own salary and dividend income,
 * from its ledger rows of those types, per period of the range (daily unless another period is
 * chosen), one row per period and source: the contract (dividend, daily, hourly or real-time
 * salary) whose payouts they are, the same rows its page lists, so the two agree for any range.
 * With a total and a trend chart that loads only when there is income to draw.
 */
import { agentReportsApi } from '@gaming/api/agent-reports';
import type { IncomePage, IncomeRow } from '@gaming/api/wire';
import { Skeleton } from '@gaming/ui/skeleton';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportFilters } from '../../lib/report-filters';
import type { ReportColumn } from '../../lib/report-view';
import {
  ReportView,
  useFigureColumns,
  usePeriodCsv,
  useReportFormats,
} from '../../lib/report-view';

const IncomeChart = lazy(() => import('./income-chart'));

type Totals = IncomePage['totals'];

export default function RevenueReportPage() {
  const { t } = useTranslation('agent');
  const formats = useReportFormats();
  const figures = useFigureColumns<IncomeRow, Totals>();
  const filters = useReportFilters('daily');
  const periodCsv = usePeriodCsv<IncomeRow>((row) => ({ from: row.periodFrom, to: row.periodTo }));

  const columns: ReportColumn<IncomeRow, Totals>[] = [
    {
      key: 'period',
      header: t('income.columns.period'),
      text: (row) => formats.period(row.periodFrom, row.periodTo),
      csv: periodCsv,
    },
    {
      key: 'type',
      header: t('income.columns.type'),
      text: (row) =>
        row.kind === null ? t(`income.types.${row.txType}`) : t(`income.kinds.${row.kind}`),
    },
    figures.count('count', t('income.columns.count')),
    figures.amount('amount', t('income.columns.amount')),
  ];

  return (
    <ReportView
      report="my-income"
      caption={t('income.title')}
      emptyMessage={t('income.empty')}
      filters={filters}
      endpoint={agentReportsApi.endpoints.income}
      columns={columns}
      rowKey={(row) => row.key}
      period={{ allowNone: false }}
      totalLabel={t('income.total')}
      aside={(page) =>
        page && page.trend.length > 0 ? (
          <Suspense
            fallback={<Skeleton shape="card" height="200px" className="report-page__chart" />}
          >
            <IncomeChart points={page.trend} />
          </Suspense>
        ) : null
      }
    />
  );
}
