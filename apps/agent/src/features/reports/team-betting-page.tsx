/**
 * Team betting (original personalHistoryCopy): the bets of the agent's whole downline in a range,
 * newest first, with a username filter. With a period chosen, one row per period and member (their
 * bets counted and summed) instead of one per bet. Totals cover the whole filtered range; the CSV
 * holds every row of it.
 */
import { useLazyTeamBettingQuery, useTeamBettingQuery } from '@gaming/api/agent-reports';
import type { TeamBettingPage, TeamBettingQuery, TeamBettingRow } from '@gaming/api/wire';
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

export default function TeamBettingReportPage() {
  const { t } = useTranslation(['agent', 'errors']);
  const formats = useReportFormats();
  const filters = useReportFilters(null);
  const username = filters.filter('username');
  const args: TeamBettingQuery = {
    from: filters.from,
    to: filters.to,
    pageNo: filters.page,
    ...(filters.period ? { period: filters.period } : {}),
    ...(username ? { username } : {}),
  };
  const skip = filters.problem !== null;
  const query = useTeamBettingQuery(args, { skip });
  const [fetchPage] = useLazyTeamBettingQuery();
  const unknownUser = failureCodeOf(query.error) === ErrorCode.downlineNotFound;
  const grouped = filters.period !== null;

  const columns: ReportColumn<TeamBettingRow>[] = [
    { key: 'username', header: t('team_betting.columns.username'), text: (row) => row.username },
    grouped
      ? {
          key: 'period',
          header: t('team_betting.columns.period'),
          text: (row) => formats.period(row.periodFrom, row.periodTo),
        }
      : {
          key: 'game',
          header: t('team_betting.columns.game'),
          text: (row) => row.gameName ?? '—',
        },
    grouped
      ? {
          key: 'bets',
          header: t('team_betting.columns.bets'),
          align: 'end',
          text: (row) => formats.count(row.betCount),
        }
      : {
          key: 'betTime',
          header: t('team_betting.columns.betTime'),
          text: (row) => formats.dateTime(row.betTime),
        },
    {
      key: 'betAmount',
      header: t('team_betting.columns.betAmount'),
      align: 'end',
      text: (row) => formats.amount(row.betAmount),
    },
    {
      key: 'validBetAmount',
      header: t('team_betting.columns.validBetAmount'),
      align: 'end',
      text: (row) => formats.amount(row.validBetAmount),
    },
    {
      key: 'winAmount',
      header: t('team_betting.columns.winAmount'),
      align: 'end',
      text: (row) => formats.amount(row.winAmount),
    },
    {
      key: 'profitAndLoss',
      header: t('team_betting.columns.profitAndLoss'),
      align: 'end',
      text: (row) => formats.amount(row.profitAndLoss),
      render: (row) => (
        <Signed text={formats.amount(row.profitAndLoss)} value={row.profitAndLoss} />
      ),
    },
  ];
  const totalsText = (totals: TeamBettingPage['totals']) => ({
    ...(grouped ? { bets: formats.count(totals.betCount) } : {}),
    betAmount: formats.amount(totals.betAmount),
    validBetAmount: formats.amount(totals.validBetAmount),
    winAmount: formats.amount(totals.winAmount),
    profitAndLoss: formats.amount(totals.profitAndLoss),
  });

  return (
    <section className="report-page">
      <ReportFilterBar
        filters={filters}
        period={{ allowNone: true }}
        actions={
          <ExportButton<TeamBettingRow>
            report="team-betting"
            filters={filters}
            columns={columns}
            disabled={skip || unknownUser}
            load={async () => {
              let totals: TeamBettingPage['totals'] | undefined;
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
          label={t('team_betting.username')}
          value={username}
          onApply={(value) => filters.setFilter('username', value)}
          error={unknownUser ? t('errors:downline_not_found') : undefined}
        />
      </ReportFilterBar>
      <p className="report-page__note">{t('reports.amounts_note')}</p>
      <ReportTable<TeamBettingRow, TeamBettingPage>
        caption={t('team_betting.title')}
        columns={columns}
        query={query}
        rowKey={(row) => row.key}
        filters={filters}
        skip={skip}
        shownElsewhere={unknownUser}
        emptyMessage={t('team_betting.empty')}
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
