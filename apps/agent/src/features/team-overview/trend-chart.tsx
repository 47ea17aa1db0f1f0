/**
 * A small line chart of the 30-day trend, drawn as SVG by hand (no chart library). It is decoration
 * for sighted users: the page gives the same figures as a summary and a table for screen readers.
 */
export interface TrendPoint {
  date: string;
  value: number;
}

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 8;

export default function TrendChart({ points }: { points: readonly TrendPoint[] }) {
  const values = points.map((p) => p.value);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const step = points.length > 1 ? (WIDTH - 2 * PAD) / (points.length - 1) : 0;
  const y = (value: number) => PAD + (HEIGHT - 2 * PAD) * (1 - (value - min) / span);
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${(PAD + i * step).toFixed(1)},${y(p.value).toFixed(1)}`)
    .join(' ');
  const zero = y(0);
  const area = `${line} L${(PAD + (points.length - 1) * step).toFixed(1)},${zero.toFixed(1)} L${PAD},${zero.toFixed(1)} Z`;
  return (
    <svg
      className="trend-chart"
      viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid="trend-chart"
    >
      <line className="trend-chart__axis" x1={PAD} x2={WIDTH - PAD} y1={zero} y2={zero} />
      {points.length > 1 && <path className="trend-chart__area" d={area} />}
      {points.length > 1 && <path className="trend-chart__line" d={line} />}
      {points.map((p, i) => (
        <circle
          key={p.date}
          className="trend-chart__dot"
          cx={PAD + i * step}
          cy={y(p.value)}
          r={2.5}
        />
      ))}
    </svg>
  );
}
