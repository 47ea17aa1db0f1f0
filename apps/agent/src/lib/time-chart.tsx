/**
 * A chart of figures over site days, drawn by hand (no chart library): bars (income per period) or
 * a line (the team's 30-day trend), with a titled value axis of round ticks and a titled date axis.
 * The dates are site days (`YYYY-MM-DD`, Philippine time) written as such, so the device's zone
 * never moves them. The plot is one slider over the days (a single large target, one tab stop):
 * the pointer over a day, or the arrow keys, Home and End, show that day's value beside it, and the
 * slider's value text says the same to a screen reader; the table under the chart (for screen
 * readers) holds every point at once. Thirty days on a phone are 10 px each: as buttons they
 * would be targets too small to hit.
 */
import { chartTicks } from '@gaming/domain/reports';
import { useFormats } from '@gaming/kernel/formats';
import { useId, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './time-chart.css';

export interface TimeChartPoint {
  /** A site day, `YYYY-MM-DD`. */
  day: string;
  value: number;
}

export interface TimeChartProps {
  points: readonly TimeChartPoint[];
  shape: 'bars' | 'line';
  /** What the chart shows: the name of its group of points. */
  label: string;
  /** The axes' titles: the days, and the values with their unit (`Amount (₱)`). */
  xTitle: string;
  yTitle: string;
  /** A value as the tooltip, the points' names and the table write it. */
  valueText: (value: number) => string;
  /** The caption of the table of every point. */
  tableCaption: string;
  /** A point drawn stronger (the highest bar). */
  emphasis?: number;
}

/** The drawing's own units; it stretches to the box (the labels are HTML, so they never do). */
const WIDTH = 1000;
const HEIGHT = 200;

/** Which points name their day under the axis: the first, the middle and the last. */
function tickIndexes(count: number): number[] {
  if (count <= 3) return Array.from({ length: count }, (_, i) => i);
  return [0, Math.floor((count - 1) / 2), count - 1];
}

export function TimeChart({
  points,
  shape,
  label,
  xTitle,
  yTitle,
  valueText,
  tableCaption,
  emphasis,
}: TimeChartProps) {
  const { t } = useTranslation('agent');
  const formats = useFormats();
  const hintId = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  // The day the slider stands on: the last (the newest) until the reader moves.
  const [current, setCurrent] = useState(Math.max(0, points.length - 1));
  if (points.length === 0) return null;

  const ticks = chartTicks(points.map((point) => point.value));
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  /** How high a value stands, 0 (bottom) to 1 (top). */
  const heightOf = (value: number) => (value - low) / (high - low || 1);
  const slot = 100 / points.length;
  const centreOf = (index: number) => (index + 0.5) * slot;
  const zeroY = HEIGHT * (1 - heightOf(0));
  const yOf = (value: number) => HEIGHT * (1 - heightOf(value));
  const xOf = (index: number) => (centreOf(index) / 100) * WIDTH;
  const pointName = (point: TimeChartPoint) =>
    t('reports.chart.point', { day: formats.day(point.day), value: valueText(point.value) });

  const selected = Math.min(current, points.length - 1);
  const shown = focused ? selected : hovered;
  const shownPoint = shown === null ? undefined : points[shown];
  const selectedPoint = points[selected];
  /** The day under the pointer, from its place across the plot. */
  const indexAt = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const across = box.width > 0 ? (event.clientX - box.left) / box.width : 0;
    return Math.min(points.length - 1, Math.max(0, Math.floor(across * points.length)));
  };
  const move = (event: KeyboardEvent, index: number) => {
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? points.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(Math.min(points.length - 1, Math.max(0, next)));
  };

  return (
    <div className="time-chart">
      <span className="time-chart__y-title">{yTitle}</span>
      <div className="time-chart__y-ticks" aria-hidden="true">
        {/* Evenly spaced from the bottom, as the ticks are: each label centred on its line. */}
        {ticks.map((tick) => (
          <span key={tick}>{formats.count(tick)}</span>
        ))}
      </div>
      <div className="time-chart__plot" onMouseLeave={() => setHovered(null)}>
        <svg
          className="time-chart__drawing"
          viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {ticks.map((tick) => (
            <line
              key={tick}
              className={tick === 0 ? 'time-chart__zero' : 'time-chart__grid'}
              x1="0"
              x2={WIDTH}
              y1={yOf(tick)}
              y2={yOf(tick)}
            />
          ))}
          {shape === 'bars' ? (
            points.map((point, index) => {
              const top = Math.min(yOf(point.value), zeroY);
              const height = Math.abs(yOf(point.value) - zeroY);
              const classes = ['time-chart__bar'];
              if (index === emphasis) classes.push('time-chart__bar--emphasis');
              if (index === shown) classes.push('time-chart__bar--shown');
              return (
                <rect
                  key={point.day}
                  className={classes.join(' ')}
                  x={xOf(index) - (WIDTH * slot) / 100 / 2 + 1}
                  y={top}
                  width={Math.max((WIDTH * slot) / 100 - 2, 1)}
                  height={Math.max(height, point.value === 0 ? 0 : 1)}
                />
              );
            })
          ) : (
            <>
              <path
                className="time-chart__area"
                d={`${points.map((p, i) => `${i === 0 ? 'M' : 'L'}${xOf(i).toFixed(1)},${yOf(p.value).toFixed(1)}`).join(' ')} L${xOf(points.length - 1).toFixed(1)},${zeroY.toFixed(1)} L${xOf(0).toFixed(1)},${zeroY.toFixed(1)} Z`}
              />
              <path
                className="time-chart__line"
                d={points
                  .map(
                    (p, i) =>
                      `${i === 0 ? 'M' : 'L'}${xOf(i).toFixed(1)},${yOf(p.value).toFixed(1)}`,
                  )
                  .join(' ')}
              />
            </>
          )}
          {shown !== null && shownPoint ? (
            <line
              className="time-chart__cursor"
              x1={xOf(shown)}
              x2={xOf(shown)}
              y1="0"
              y2={HEIGHT}
            />
          ) : null}
        </svg>
        {shape === 'line'
          ? points.map((point, index) => (
              <span
                key={point.day}
                aria-hidden="true"
                className={
                  index === shown ? 'time-chart__dot time-chart__dot--shown' : 'time-chart__dot'
                }
                style={{
                  left: `${String(centreOf(index))}%`,
                  top: `${String((1 - heightOf(point.value)) * 100)}%`,
                }}
              />
            ))
          : null}
        <div
          className="time-chart__points"
          role="slider"
          tabIndex={0}
          aria-label={label}
          aria-describedby={hintId}
          aria-orientation="horizontal"
          aria-valuemin={0}
          aria-valuemax={points.length - 1}
          aria-valuenow={selected}
          aria-valuetext={selectedPoint ? pointName(selectedPoint) : undefined}
          onPointerMove={(event) => setHovered(indexAt(event))}
          onPointerDown={(event) => setCurrent(indexAt(event))}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={(event) => move(event, selected)}
        />
        <span id={hintId} className="visually-hidden">
          {t('reports.chart.keys_hint')}
        </span>
        {shown !== null && shownPoint ? (
          <p
            className={[
              'time-chart__tip',
              centreOf(shown) < 25
                ? 'time-chart__tip--start'
                : centreOf(shown) > 75
                  ? 'time-chart__tip--end'
                  : '',
              // Near the top, the tip hangs below the point so it stays in the chart's box.
              heightOf(Math.max(shownPoint.value, 0)) > 0.6 ? 'time-chart__tip--below' : '',
            ].join(' ')}
            style={{
              left: `${String(centreOf(shown))}%`,
              top: `${String((1 - heightOf(Math.max(shownPoint.value, 0))) * 100)}%`,
            }}
            aria-hidden="true"
          >
            <span className="time-chart__tip-day">{formats.day(shownPoint.day)}</span>
            <span className="time-chart__tip-value">{valueText(shownPoint.value)}</span>
          </p>
        ) : null}
      </div>
      <div className="time-chart__x-ticks" aria-hidden="true">
        {tickIndexes(points.length).map((index, order, all) => {
          // The first and last days sit at the ends of the axis, so they never run out of the box.
          const end = all.length > 1 && order === all.length - 1;
          const start = all.length > 1 && order === 0;
          return (
            <span
              key={index}
              className="time-chart__x-tick"
              style={
                start
                  ? { left: 0 }
                  : end
                    ? { right: 0 }
                    : { left: `${String(centreOf(index))}%`, transform: 'translateX(-50%)' }
              }
            >
              {formats.day(points[index]?.day ?? '')}
            </span>
          );
        })}
      </div>
      <span className="time-chart__x-title">{xTitle}</span>
      <table className="visually-hidden">
        <caption>{tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{xTitle}</th>
            <th scope="col">{yTitle}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.day}>
              <th scope="row">{formats.day(point.day)}</th>
              <td>{valueText(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
