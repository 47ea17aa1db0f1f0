/**
 * User profit and loss (original palStatementsAgentCopy): per member of the agent's whole
 * downline, over the range (or per period and member when a period is chosen), what they
 * deposited, withdrew, bet, won, got back as rebate and promotion, and their profit or loss.
 */
import { useLazyUserPnlQuery, useUserPnlQuery } from '@gaming/api/agent-reports';
import type { UserPnlPage, UserPnlQuery, UserPnlRow } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { useTranslation } from 'react-i18next';
import { useReportFilters } from '../../lib/report-filters';
import type { ReportColumn } from '../../lib/report-view';
import {
  AppliedTextFilter,
  ExportButton,
  ReportFilterBar,
  ReportTable,
  Signed,
  failureCodeOf,
  fetchAllRows,
  useReportFormats,
} from '../../lib/report-view';

const FIGURES = [
  ['deposit', 'deposit'],
  ['withdraw', 'withdraw'],
  ['betAmount', 'bet'],
  ['winAmount', 'win'],
  ['rebate', 'rebate'],
  ['promotion', 'promotion'],
] as const;

export default function UserPnlReportPage() {
  const { t } = useTranslation(['agent', 'errors']);
  const formats = useReportFormats();
  const filters = useReportFilters(null);
  const username = filters.filter('username');
  const args: UserPnlQuery = {
    from: filters.from,
    to: filters.to,
    pageNo: filters.page,
    ...(filters.period ? { period: filters.period } : {}),
    ...(username ? { username } : {}),
  };
  const skip = filters.problem !== null;
  const query = useUserPnlQuery(args, { skip });
  const [fetchPage] = useLazyUserPnlQuery();
  const unknownUser = failureCodeOf(query.error) === ErrorCode.downlineNotFound;

  const columns: ReportColumn<UserPnlRow>[] = [
    { key: 'username', header: t('user_pnl.columns.username'), text: (row) => row.username },
    ...(filters.period === null
      ? []
      : [
          {
            key: 'period',
            header: t('user_pnl.columns.period'),
            text: (row: UserPnlRow) => formats.period(row.periodFrom, row.periodTo),
          },
        ]),
    {
      key: 'level',
      header: t('user_pnl.columns.level'),
      align: 'end',
      text: (row) => formats.count(row.level),
    },
    ...FIGURES.map(([key, label]) => ({
      key,
      header: t(`user_pnl.columns.${label}`),
      align: 'end' as const,
      text: (row: UserPnlRow) => formats.amount(row[key]),
    })),
    {
      key: 'profitAndLoss',
      header: t('user_pnl.columns.pnl'),
      align: 'end',
      text: (row) => formats.amount(row.profitAndLoss),
      render: (row) => (
        <Signed text={formats.amount(row.profitAndLoss)} value={row.profitAndLoss} />
      ),
    },
  ];
  const totalsText = (totals: UserPnlPage['totals']): Record<string, string> => ({
    ...Object.fromEntries(FIGURES.map(([key]) => [key, formats.amount(totals[key])])),
    profitAndLoss: formats.amount(totals.profitAndLoss),
  });

  return (
    <section className="report-page">
      <ReportFilterBar
        filters={filters}
        period={{ allowNone: true }}
        actions={
          <ExportButton<UserPnlRow>
            report="user-pnl"
            filters={filters}
            columns={columns}
            disabled={skip || unknownUser}
            load={async () => {
              let totals: UserPnlPage['totals'] | undefined;
              const rows = await fetchAllRows(async (pageNo) => {
                const page = await fetchPage({ ...args, pageNo, pageSize: 100 }).unwrap();
                totals = page.totals;
                return page;
              });
              return { rows, totals: totals && totalsText(totals) };
            }}
          />
        }
      >
        <AppliedTextFilter
          label={t('user_pnl.username')}
          value={username}
          onApply={(value) => filters.setFilter('username', value)}
          error={unknownUser ? t('errors:downline_not_found') : undefined}
        />
      </ReportFilterBar>
      <p className="report-page__note">{t('reports.amounts_note')}</p>
      <ReportTable<UserPnlRow, UserPnlPage>
        caption={t('user_pnl.title')}
        columns={columns}
        query={query}
        rowKey={(row) => row.key}
        filters={filters}
        skip={skip}
        shownElsewhere={unknownUser}
        emptyMessage={t('user_pnl.empty')}
        totalsOf={(data) => ({
          ...totalsText(data.totals),
          profitAndLoss: (
            <Signed
              text={formats.amount(data.totals.profitAndLoss)}
              value={data.totals.profitAndLoss}
            />
          ),
        })}
      />
    </section>
  );
}
