/**
 * User profit and loss (original palStatementsAgentCopy): per member of the agent's whole
 * downline, over the range (or per period and member when a period is chosen), what they
 * deposited, withdrew, bet, won, got back as rebate and promotion, and their profit or loss.
 */
import { agentReportsApi } from '@gaming/api/agent-reports';
import type { UserPnlPage, UserPnlRow } from '@gaming/api/wire';
import { useTranslation } from 'react-i18next';
import { useReportFilters } from '../../lib/report-filters';
import type { ReportColumn } from '../../lib/report-view';
import {
  ReportView,
  useFigureColumns,
  usePeriodCsv,
  useReportFormats,
} from '../../lib/report-view';

type Totals = UserPnlPage['totals'];

const FIGURES = [
  ['deposit', 'deposit'],
  ['withdraw', 'withdraw'],
  ['betAmount', 'bet'],
  ['winAmount', 'win'],
  ['rebate', 'rebate'],
  ['promotion', 'promotion'],
] as const;

export default function UserPnlReportPage() {
  const { t } = useTranslation('agent');
  const formats = useReportFormats();
  const figures = useFigureColumns<UserPnlRow, Totals>();
  const filters = useReportFilters(null);
  const periodCsv = usePeriodCsv<UserPnlRow>((row) => ({ from: row.periodFrom, to: row.periodTo }));

  const columns: ReportColumn<UserPnlRow, Totals>[] = [
    { key: 'username', header: t('user_pnl.columns.username'), text: (row) => row.username },
    ...(filters.period === null
      ? []
      : [
          {
            key: 'period',
            header: t('user_pnl.columns.period'),
            text: (row: UserPnlRow) => formats.period(row.periodFrom, row.periodTo),
            csv: periodCsv,
          },
        ]),
    figures.count('level', t('user_pnl.columns.level')),
    ...FIGURES.map(([field, label]) => figures.amount(field, t(`user_pnl.columns.${label}`))),
    figures.signed('profitAndLoss', t('user_pnl.columns.pnl')),
  ];

  return (
    <ReportView
      report="user-pnl"
      caption={t('user_pnl.title')}
      emptyMessage={t('user_pnl.empty')}
      filters={filters}
      endpoint={agentReportsApi.endpoints.userPnl}
      columns={columns}
      rowKey={(row) => row.key}
      period={{ allowNone: true }}
      usernameLabel={t('user_pnl.username')}
    />
  );
}
