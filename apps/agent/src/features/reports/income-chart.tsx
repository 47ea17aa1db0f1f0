/**
 * The income trend (loaded lazily, no chart library): one bar per period of the range over a date
 * axis and an amount axis, each bar's day and amount shown on hover or focus (`TimeChart`). The
 * figure's caption says what it shows in words (how many periods, the total, the highest period),
 * and a table under the chart gives every period's amount to a screen reader.
 */
import type { IncomePoint } from '@gaming/api/wire';
import { trendSummary } from '@gaming/domain/reports';
import { useTranslation } from 'react-i18next';
import { useReportFormats } from '../../lib/report-view';
import { TimeChart } from '../../lib/time-chart';
import './income-chart.css';

export default function IncomeChart({ points }: { points: readonly IncomePoint[] }) {
  const { t } = useTranslation('agent');
  const formats = useReportFormats();
  if (points.length === 0) return <p className="income-chart__empty">{t('reports.chart.empty')}</p>;
  const { total, highest, highestIndex } = trendSummary(points.map((point) => point.amount));
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <figure className="income-chart">
      <figcaption className="income-chart__caption">
        <span className="income-chart__title">{t('reports.chart.title')}</span>{' '}
        <span className="income-chart__summary">
          {/* A single period is its own sentence, not the plural's `one` form: in Tagalog `one`
              also covers 2, 3, 5, 7, 8, 10… periods, which need the count and the last day. */}
          {points.length === 1
            ? t('reports.chart.single_summary', {
                day: formats.day(first?.periodFrom ?? ''),
                total: formats.amount(total),
              })
            : t('reports.chart.summary', {
                count: points.length,
                first: formats.day(first?.periodFrom ?? ''),
                last: formats.day(last?.periodFrom ?? ''),
                total: formats.amount(total),
                max: formats.amount(highest),
                maxDay: formats.day(points[highestIndex]?.periodFrom ?? ''),
              })}
        </span>
      </figcaption>
      <TimeChart
        shape="bars"
        points={points.map((point) => ({ day: point.periodFrom, value: point.amount }))}
        label={t('reports.chart.title')}
        xTitle={t('reports.chart.x_axis')}
        yTitle={t('reports.chart.y_axis')}
        valueText={formats.amount}
        tableCaption={t('reports.chart.table')}
        emphasis={highestIndex}
      />
    </figure>
  );
}
