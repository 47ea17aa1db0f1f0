/**
 * My income (original agentRevenueReport): the signed-in agent's own salary and dividend income,
 * from its ledger rows of those types, per period of the range (daily unless another period is
 * chosen), one row per period and income type, with a total and a small trend chart that loads
 * only when there is income to draw.
 */
import { useIncomeQuery, useLazyIncomeQuery } from '@gaming/api/agent-reports';
import type { IncomePage, IncomeQuery, IncomeRow } from '@gaming/api/wire';
import { Skeleton } from '@gaming/ui/skeleton';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportFilters } from '../../lib/report-filters';
import type { ReportColumn } from '../../lib/report-view';
import {
  ExportButton,
  ReportFilterBar,
  ReportTable,
  fetchAllRows,
  useReportFormats,
} from '../../lib/report-view';

const IncomeChart = lazy(() => import('./income-chart'));

export default function RevenueReportPage() {
  const { t } = useTranslation('agent');
  const formats = useReportFormats();
  const filters = useReportFilters('daily');
  const period = filters.period ?? 'daily';
  const args: IncomeQuery = { from: filters.from, to: filters.to, period, pageNo: filters.page };
  const skip = filters.problem !== null;
  const query = useIncomeQuery(args, { skip });
  const [fetchPage] = useLazyIncomeQuery();
  const trend = skip ? undefined : query.currentData?.trend;

  const columns: ReportColumn<IncomeRow>[] = [
    {
      key: 'period',
      header: t('income.columns.period'),
      text: (row) => formats.period(row.periodFrom, row.periodTo),
    },
    {
      key: 'type',
      header: t('income.columns.type'),
      text: (row) => t(`income.types.${row.txType}`),
    },
    {
      key: 'count',
      header: t('income.columns.count'),
      align: 'end',
      text: (row) => formats.count(row.count),
    },
    {
      key: 'amount',
      header: t('income.columns.amount'),
      align: 'end',
      text: (row) => formats.amount(row.amount),
    },
  ];
  const totalsText = (totals: IncomePage['totals']) => ({
    count: formats.count(totals.count),
    amount: formats.amount(totals.amount),
  });

  return (
    <section className="report-page">
      <ReportFilterBar
        filters={filters}
        period={{ allowNone: false }}
        actions={
          <ExportButton<IncomeRow>
            report="my-income"
            filters={filters}
            columns={columns}
            disabled={skip}
            load={async () => {
              let totals: IncomePage['totals'] | undefined;
              const rows = await fetchAllRows(async (pageNo) => {
                const page = await fetchPage({ ...args, pageNo, pageSize: 100 }).unwrap();
                totals = page.totals;
                return page;
              });
              return { rows, totals: totals && totalsText(totals) };
            }}
          />
        }
      />
      <p className="report-page__note">{t('reports.amounts_note')}</p>
      {trend && trend.length > 0 ? (
        <Suspense
          fallback={<Skeleton shape="card" height="200px" className="report-page__chart" />}
        >
          <IncomeChart points={trend} />
        </Suspense>
      ) : null}
      <ReportTable<IncomeRow, IncomePage>
        caption={t('income.title')}
        columns={columns}
        query={query}
        rowKey={(row) => row.key}
        filters={filters}
        skip={skip}
        emptyMessage={t('income.empty')}
        totalsOf={(data) => ({ period: t('income.total'), ...totalsText(data.totals) })}
      />
    </section>
  );
}
