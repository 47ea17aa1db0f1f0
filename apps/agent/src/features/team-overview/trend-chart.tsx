/**
 * The 30-day trend of one team figure (loaded lazily, no chart library): a line over a date axis
 * and a value axis, each day's value shown on hover or focus, and a table of every day for screen
 * readers (`TimeChart`).
 */
import { TimeChart } from '../../lib/time-chart';

export interface TrendPoint {
  date: string;
  value: number;
}

export interface TrendChartProps {
  points: readonly TrendPoint[];
  /** The figure charted: names the points and the table. */
  label: string;
  xTitle: string;
  yTitle: string;
  valueText: (value: number) => string;
  tableCaption: string;
}

export default function TrendChart({ points, ...chart }: TrendChartProps) {
  return (
    <div className="trend-chart" data-testid="trend-chart">
      <TimeChart
        shape="line"
        points={points.map((point) => ({ day: point.date, value: point.value }))}
        {...chart}
      />
    </div>
  );
}
