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

  it('names every point by its day and value, with one tab stop', () => {
    renderChart();
    const points = within(screen.getByRole('group', { name: 'Income trend' })).getAllByRole(
      'button',
    );
    expect(points.map((point) => point.getAttribute('aria-label'))).toEqual([
      'Nov 21, 2026: 23.20',
      'Nov 22, 2026: 16.65',
      'Nov 23, 2026: 0.00',
      'Nov 24, 2026: 1,575.35',
    ]);
    // The newest is the one tab stop; the arrows move between the rest.
    expect(points.map((point) => point.tabIndex)).toEqual([-1, -1, -1, 0]);
    expect(screen.getByRole('group', { name: 'Income trend' })).toHaveAccessibleDescription(
      'Use the arrow keys to move from one day to the next.',
    );
  });

  it('shows the day and value of the point in focus, moved by the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = renderChart();
    const tip = () => container.querySelector('.time-chart__tip');
    expect(tip()).toBeNull();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Nov 24, 2026: 1,575.35' })).toHaveFocus();
    expect(tip()).toHaveTextContent('Nov 24, 2026');
    expect(tip()).toHaveTextContent('1,575.35');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Nov 23, 2026: 0.00' })).toHaveFocus();
    expect(tip()).toHaveTextContent('Nov 23, 2026');
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Nov 21, 2026: 23.20' })).toHaveFocus();
    expect(tip()).toHaveTextContent('23.20');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Nov 21, 2026: 23.20' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Nov 24, 2026: 1,575.35' })).toHaveFocus();
    // Tab leaves the chart at once and comes back to the point last read.
    await user.keyboard('{ArrowLeft}');
    await user.tab();
    expect(tip()).toBeNull();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Nov 23, 2026: 0.00' })).toHaveFocus();
  });

  it('shows the value of the point under the pointer', () => {
    const { container } = renderChart();
    const point = screen.getByRole('button', { name: 'Nov 22, 2026: 16.65' });
    act(() => {
      fireEvent.mouseEnter(point);
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
    expect(screen.getByRole('button', { name: 'Nob 24, 2026: 1,575.35' })).toBeInTheDocument();
  });
});
