/**
 * Team overview (agentTeamOverview, the default page): the whole tree's totals for a period chosen
 * in the URL (`?period=today|yesterday|week|month|custom&from=&to=`), and a 30-day trend of one
 * figure at a time, drawn by a chart that loads on its own.
 */
import { useTeamOverviewQuery, useTeamTrendQuery } from '@gaming/api/agent-team';
import type { OverviewQuery, TeamOverview, TrendMetric } from '@gaming/api/wire';
import type { OverviewPeriod } from '@gaming/domain/agent-team';
import { OVERVIEW_PERIODS, isOverviewPeriod } from '@gaming/domain/agent-team';
import { isDateText } from '@gaming/domain/records';
import { trendSummary } from '@gaming/domain/reports';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { Select } from '@gaming/ui/select';
import { Skeleton, SkeletonText } from '@gaming/ui/skeleton';
import { Tabs } from '@gaming/ui/tabs';
import { TextField } from '@gaming/ui/text-field';
import { Suspense, lazy, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useMoneyFormats } from '@gaming/kernel/formats';
import './team-overview.css';

const TrendChart = lazy(() => import('./trend-chart'));

const METRICS: readonly TrendMetric[] = [
  'deposits',
  'withdrawals',
  'bets',
  'wins',
  'profitAndLoss',
  'newMembers',
  'activeMembers',
];
const COUNT_METRICS: readonly TrendMetric[] = ['newMembers', 'activeMembers'];

/** The period of the URL; a custom range without both dates asks for nothing yet. */
function queryOf(params: URLSearchParams): OverviewQuery | null {
  const period = params.get('period');
  const chosen: OverviewPeriod = isOverviewPeriod(period) ? period : 'today';
  if (chosen !== 'custom') return { period: chosen };
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (!isDateText(from) || !isDateText(to) || to < from) return null;
  return { period: 'custom', startDate: from, endDate: to };
}

export default function TeamOverviewPage() {
  const { t } = useTranslation('agent');
  const [params, setParams] = useSearchParams();
  const period = isOverviewPeriod(params.get('period'))
    ? (params.get('period') as OverviewPeriod)
    : 'today';
  const query = queryOf(params);

  const choosePeriod = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('period', value);
    if (value !== 'custom') {
      next.delete('from');
      next.delete('to');
    }
    setParams(next, { replace: true });
  };

  return (
    <section className="team-overview">
      <div className="team-overview__filters">
        <Select
          label={t('overview.period')}
          value={period}
          onChange={(event) => {
            choosePeriod(event.target.value);
          }}
          options={OVERVIEW_PERIODS.map((value) => ({
            value,
            label: t(`overview.periods.${value}`),
          }))}
        />
        {period === 'custom' && (
          <CustomRange
            from={params.get('from') ?? ''}
            to={params.get('to') ?? ''}
            onApply={(from, to) => {
              const next = new URLSearchParams(params);
              next.set('from', from);
              next.set('to', to);
              setParams(next, { replace: true });
            }}
          />
        )}
      </div>
      {query === null ? (
        <p role="status">{t('overview.range_invalid')}</p>
      ) : (
        <Totals query={query} />
      )}
      <Trend />
    </section>
  );
}

function CustomRange({
  from,
  to,
  onApply,
}: {
  from: string;
  to: string;
  onApply: (from: string, to: string) => void;
}) {
  const { t } = useTranslation('agent');
  const [start, setStart] = useState(from);
  const [end, setEnd] = useState(to);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ok = isDateText(start) && isDateText(end) && start <= end;
    setInvalid(!ok);
    if (ok) onApply(start, end);
  };
  return (
    <form className="team-overview__range" onSubmit={submit} noValidate>
      <TextField
        type="date"
        label={t('overview.start_date')}
        value={start}
        onChange={(event) => {
          setStart(event.target.value);
        }}
        error={invalid ? t('overview.range_invalid') : undefined}
      />
      <TextField
        type="date"
        label={t('overview.end_date')}
        value={end}
        onChange={(event) => {
          setEnd(event.target.value);
        }}
      />
      <Button type="submit">{t('overview.apply')}</Button>
    </form>
  );
}

function Totals({ query }: { query: OverviewQuery }) {
  const { t } = useTranslation('agent');
  const format = useMoneyFormats();
  const overview = useTeamOverviewQuery(query);
  if (overview.isError) return <LoadFailed query={overview} what={t('overview.load_failed')} />;
  if (!overview.data)
    return (
      <div className="team-overview__stats" aria-busy="true">
        {Array.from({ length: 10 }, (_, i) => (
          <Skeleton key={i} shape="card" height="4.5rem" />
        ))}
      </div>
    );
  const data: TeamOverview = overview.data;
  const stats: { key: string; label: string; value: string }[] = [
    { key: 'members', label: t('overview.stats.team_size'), value: format.count(data.members) },
    {
      key: 'new',
      label: t('overview.stats_extra.new_members'),
      value: format.count(data.newMembers),
    },
    {
      key: 'active',
      label: t('overview.stats.active_members'),
      value: format.count(data.activeMembers),
    },
    {
      key: 'first',
      label: t('overview.stats.first_deposits'),
      value: format.count(data.firstDeposits),
    },
    { key: 'deposit', label: t('overview.stats.deposit'), value: format.money(data.deposits) },
    {
      key: 'withdrawal',
      label: t('overview.stats.withdrawal'),
      value: format.money(data.withdrawals),
    },
    { key: 'bet', label: t('overview.stats.bet'), value: format.money(data.bets) },
    { key: 'win', label: t('overview.stats.win'), value: format.money(data.wins) },
    { key: 'pnl', label: t('overview.stats.pnl'), value: format.money(data.profitAndLoss) },
    { key: 'balance', label: t('overview.stats.balance'), value: format.money(data.teamBalance) },
  ];
  return (
    <>
      <p className="team-overview__range-text">
        {t('overview.range', { start: format.day(data.startDate), end: format.day(data.endDate) })}
      </p>
      <dl className="team-overview__stats" aria-label={t('overview.stats_label')}>
        {stats.map((stat) => (
          <div key={stat.key} className="team-overview__stat">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Trend() {
  const { t } = useTranslation('agent');
  const format = useMoneyFormats();
  const trend = useTeamTrendQuery();
  const [metric, setMetric] = useState<TrendMetric>('deposits');
  const days = trend.data?.days ?? [];
  const valueText = (value: number) =>
    COUNT_METRICS.includes(metric) ? format.count(value) : format.money(value);
  const metricName = t(`overview.metrics.${metric}`);

  let body;
  if (trend.isError) body = <LoadFailed query={trend} what={t('overview.load_failed')} />;
  else if (!trend.data) body = <SkeletonText lines={4} />;
  else {
    const { total, highest, highestIndex } = trendSummary(days.map((day) => day[metric]));
    body = (
      <>
        <p className="team-overview__summary">
          {t('overview.trend_summary', {
            metric: metricName,
            total: valueText(total),
            max: valueText(highest),
            day: format.day(days[highestIndex]?.date ?? ''),
          })}
        </p>
        <Suspense fallback={<Skeleton shape="card" height="10rem" />}>
          <TrendChart
            points={days.map((day) => ({ date: day.date, value: day[metric] }))}
            label={metricName}
            xTitle={t('overview.date')}
            yTitle={
              COUNT_METRICS.includes(metric)
                ? metricName
                : t('overview.axis_money', { metric: metricName })
            }
            valueText={valueText}
            tableCaption={t('overview.trend_table', { metric: metricName })}
          />
        </Suspense>
      </>
    );
  }

  return (
    <section className="team-overview__trend" aria-labelledby="team-trend-title">
      <h2 id="team-trend-title">{t('overview.trend_title')}</h2>
      <Tabs
        label={t('overview.metric')}
        className="team-overview__metrics"
        value={metric}
        onChange={(id) => {
          setMetric(id as TrendMetric);
        }}
        tabs={METRICS.map((id) => ({
          id,
          label: t(`overview.metrics.${id}`),
          panel: id === metric ? body : null,
        }))}
      />
    </section>
  );
}
