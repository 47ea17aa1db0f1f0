/**
 * The income trend (loaded lazily, no chart library): one bar per period of the range, drawn in
 * SVG. The drawing is decorative; the figure's caption says what it shows in words (how many
 * periods, the total, the highest period), so a screen reader gets the trend without the picture.
 */
import type { IncomePoint } from '@gaming/api/wire';
import { trendSummary } from '@gaming/domain/reports';
import { useTranslation } from 'react-i18next';
import { useReportFormats } from '../../lib/report-view';
import './income-chart.css';

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

export default function IncomeChart({ points }: { points: readonly IncomePoint[] }) {
  const { t } = useTranslation('agent');
  const formats = useReportFormats();
  if (points.length === 0) return <p className="income-chart__empty">{t('reports.chart.empty')}</p>;
  const { total, highest, highestIndex } = trendSummary(points.map((point) => point.amount));
  const first = points[0];
  const last = points[points.length - 1];
  const scale = highest > 0 ? (HEIGHT - 8) / highest : 0;
  const slot = WIDTH / points.length;
  return (
    <figure className="income-chart">
      <figcaption className="income-chart__caption">
        <span className="income-chart__title">{t('reports.chart.title')}</span>{' '}
        <span className="income-chart__summary">
          {t('reports.chart.summary', {
            count: points.length,
            first: formats.day(first?.periodFrom ?? ''),
            last: formats.day(last?.periodFrom ?? ''),
            total: formats.amount(total),
            max: formats.amount(highest),
            maxDay: formats.day(points[highestIndex]?.periodFrom ?? ''),
          })}
        </span>
      </figcaption>
      <svg
        className="income-chart__svg"
        viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <line
          className="income-chart__axis"
          x1="0"
          y1={HEIGHT - 0.5}
          x2={WIDTH}
          y2={HEIGHT - 0.5}
        />
        {points.map((point, index) => {
          const height = Math.max(point.amount * scale, point.amount > 0 ? 1 : 0);
          return (
            <rect
              key={point.periodFrom}
              className={
                index === highestIndex
                  ? 'income-chart__bar income-chart__bar--max'
                  : 'income-chart__bar'
              }
              x={index * slot + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(slot - GAP, 1)}
              height={height}
            />
          );
        })}
      </svg>
    </figure>
  );
}
