import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { TimeChart } from './time-chart';

const POINTS = [
  { day: '2026-11-21', value: 23.2 },
  { day: '2026-11-22', value: 16.65 },
  { day: '2026-11-23', value: 0 },
  { day: '2026-11-24', value: 1_575.35 },
];

const money = (value: number) =>
  value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function renderChart(language: 'EN' | 'TY' = 'EN') {
  return renderWithProviders(
    <TimeChart
      shape="bars"
      points={POINTS}
      label="Income trend"
      xTitle="Date"
      yTitle="Amount (₱)"
      valueText={money}
      tableCaption="Income per period"
      emphasis={3}
    />,
    { language },
  );
}

describe('the time chart', () => {
  it('titles both axes and marks the dates and round amounts along them', () => {
    const { container } = renderChart();
    expect(screen.getByText('Amount (₱)', { selector: 'span' })).toBeVisible();
    expect(screen.getByText('Date', { selector: 'span' })).toBeVisible();
    const xTicks = container.querySelector('.time-chart__x-ticks');
    expect(xTicks).toHaveTextContent('Nov 21, 2026');
    expect(xTicks).toHaveTextContent('Nov 22, 2026');
    expect(xTicks).toHaveTextContent('Nov 24, 2026');
    // Round steps from 0 past the highest day (1,575.35).
    expect(
      [...(container.querySelector('.time-chart__y-ticks')?.children ?? [])].map(
        (tick) => tick.textContent,
      ),
    ).toEqual(['0', '500', '1,000', '1,500', '2,000']);
  });

  it('is one slider over the days, named by the chart and standing on the newest day', () => {
    renderChart();
    const slider = screen.getByRole('slider', { name: 'Income trend' });
    expect(slider).toHaveAttribute('aria-valuetext', 'Nov 24, 2026: 1,575.35');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '3');
    expect(slider).toHaveAccessibleDescription(
      'Use the arrow keys to move from one day to the next.',
    );
    // One target the width of the plot, not a button per day (10 px each for 30 days on a phone).
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('shows the day and value it stands on while focused, moved by the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = renderChart();
    const tip = () => container.querySelector('.time-chart__tip');
    const slider = screen.getByRole('slider', { name: 'Income trend' });
    expect(tip()).toBeNull();
    await user.tab();
    expect(slider).toHaveFocus();
    expect(tip()).toHaveTextContent('Nov 24, 2026');
    expect(tip()).toHaveTextContent('1,575.35');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuetext', 'Nov 23, 2026: 0.00');
    expect(tip()).toHaveTextContent('Nov 23, 2026');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuetext', 'Nov 21, 2026: 23.20');
    expect(tip()).toHaveTextContent('23.20');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuetext', 'Nov 21, 2026: 23.20');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuetext', 'Nov 24, 2026: 1,575.35');
    // Tab leaves the chart at once and comes back to the day last read.
    await user.keyboard('{ArrowLeft}');
    await user.tab();
    expect(tip()).toBeNull();
    await user.tab({ shift: true });
    expect(slider).toHaveFocus();
    expect(slider).toHaveAttribute('aria-valuetext', 'Nov 23, 2026: 0.00');
  });

  it('shows the value of the day under the pointer', () => {
    const { container } = renderChart();
    const slider = screen.getByRole('slider', { name: 'Income trend' });
    // jsdom lays nothing out: the plot is given 400 px, four days of 100 px.
    slider.getBoundingClientRect = () => new DOMRect(0, 0, 400, 160);
    act(() => {
      fireEvent.pointerMove(slider, { clientX: 150, clientY: 80 });
    });
    expect(container.querySelector('.time-chart__tip')).toHaveTextContent('Nov 22, 2026');
    expect(container.querySelector('.time-chart__tip')).toHaveTextContent('16.65');
    act(() => {
      fireEvent.mouseLeave(container.querySelector('.time-chart__plot') as Element);
    });
    expect(container.querySelector('.time-chart__tip')).toBeNull();
  });

  it('gives every point in a table for screen readers', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Income per period' });
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Amount (₱)' })).toBeInTheDocument();
    const row = within(table).getByRole('rowheader', { name: 'Nov 24, 2026' }).closest('tr');
    expect(within(row as HTMLElement).getByRole('cell')).toHaveTextContent('1,575.35');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
  });

  it('writes the dates in Tagalog for a Tagalog reader', () => {
    renderChart('TY');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', 'Nob 24, 2026: 1,575.35');
  });
});
