/**
 * Team betting (original personalHistoryCopy): the bets of the agent's whole downline in a range,
 * newest first, with a username filter. With a period chosen, one row per period and member (their
 * bets counted and summed) instead of one per bet. Totals cover the whole filtered range; the CSV
 * holds every row of it.
 */
import { agentReportsApi } from '@gaming/api/agent-reports';
import type { TeamBettingPage, TeamBettingRow } from '@gaming/api/wire';
import { csvTime } from '@gaming/domain/reports';
import { useTranslation } from 'react-i18next';
import { useReportFilters } from '../../lib/report-filters';
import type { ReportColumn } from '../../lib/report-view';
import {
  ReportView,
  useFigureColumns,
  usePeriodCsv,
  useReportFormats,
} from '../../lib/report-view';

type Totals = TeamBettingPage['totals'];

export default function TeamBettingReportPage() {
  const { t } = useTranslation('agent');
  const formats = useReportFormats();
  const figures = useFigureColumns<TeamBettingRow, Totals>();
  const filters = useReportFilters(null);
  const grouped = filters.period !== null;
  const periodCsv = usePeriodCsv<TeamBettingRow>((row) => ({
    from: row.periodFrom,
    to: row.periodTo,
  }));

  const columns: ReportColumn<TeamBettingRow, Totals>[] = [
    { key: 'username', header: t('team_betting.columns.username'), text: (row) => row.username },
    grouped
      ? {
          key: 'period',
          header: t('team_betting.columns.period'),
          text: (row) => formats.period(row.periodFrom, row.periodTo),
          csv: periodCsv,
        }
      : {
          key: 'game',
          header: t('team_betting.columns.game'),
          text: (row) => row.gameName ?? '—',
        },
    grouped
      ? figures.count('betCount', t('team_betting.columns.bets'))
      : {
          key: 'betTime',
          header: t('team_betting.columns.betTime'),
          text: (row) => formats.dateTime(row.betTime),
          csv: (row) => (row.betTime === null ? null : csvTime(row.betTime)),
        },
    figures.amount('betAmount', t('team_betting.columns.betAmount')),
    figures.amount('validBetAmount', t('team_betting.columns.validBetAmount')),
    figures.amount('winAmount', t('team_betting.columns.winAmount')),
    figures.signed('profitAndLoss', t('team_betting.columns.profitAndLoss')),
  ];

  return (
    <ReportView
      report="team-betting"
      caption={t('team_betting.title')}
      emptyMessage={t('team_betting.empty')}
      filters={filters}
      endpoint={agentReportsApi.endpoints.teamBetting}
      columns={columns}
      rowKey={(row) => row.key}
      period={{ allowNone: true }}
      usernameLabel={t('team_betting.username')}
    />
  );
}
