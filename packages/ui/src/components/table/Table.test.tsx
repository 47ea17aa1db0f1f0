import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import type { TableColumn } from './Table';
import { Table } from './Table';

interface Bet {
  id: string;
  game: string;
  stake: number;
  win: number;
}

const columns: TableColumn<Bet>[] = [
  { key: 'id', header: 'Order', cell: (bet) => bet.id, rowHeader: true },
  { key: 'game', header: 'Game', cell: (bet) => bet.game },
  { key: 'stake', header: 'Stake', cell: (bet) => bet.stake.toFixed(2), numeric: true },
  { key: 'win', header: 'Win/loss', cell: (bet) => bet.win.toFixed(2), numeric: true },
];

const bets: Bet[] = [
  { id: 'B-1001', game: 'Lucky Fortune', stake: 10, win: 25 },
  { id: 'B-1002', game: 'Dragon Tiger', stake: 50, win: -50 },
];

describe('Table', () => {
  it('is a table named by its caption with column headers and a row header', () => {
    renderWithI18n(
      <Table caption="Betting record" columns={columns} rows={bets} rowKey={(b) => b.id} />,
    );
    const table = screen.getByRole('table', { name: 'Betting record' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order', 'Game', 'Stake', 'Win/loss']);
    expect(within(table).getByRole('rowheader', { name: 'B-1002' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Betting record' })).toHaveAttribute('tabindex', '0');
  });

  it('shows rows that share a key, each once, without a key warning', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const twins = [bets[0], { ...bets[1], id: 'B-1001' }, bets[1]].filter(
        (bet): bet is Bet => bet !== undefined,
      );
      renderWithI18n(
        <Table caption="Betting record" columns={columns} rows={twins} rowKey={(b) => b.id} />,
      );
      const games = screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
      expect(games).toEqual([
        expect.stringContaining('Lucky Fortune'),
        expect.stringContaining('Dragon Tiger'),
        expect.stringContaining('Dragon Tiger'),
      ]);
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it('adds a totals row labelled Total', () => {
    renderWithI18n(
      <Table
        caption="Betting record"
        columns={columns}
        rows={bets}
        rowKey={(b) => b.id}
        totals={{ stake: '60.00', win: '-25.00' }}
      />,
    );
    const total = screen.getByRole('rowheader', { name: 'Total' });
    const row = total.closest('tr');
    expect(row).not.toBeNull();
    expect(row?.textContent).toBe('Total60.00-25.00');
  });

  it('shows the empty message and no totals without rows', () => {
    renderWithI18n(
      <Table
        caption="Betting record"
        columns={columns}
        rows={[]}
        rowKey={(b) => b.id}
        totals={{ stake: '0.00' }}
      />,
    );
    expect(screen.getByText('No records found')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Total' })).not.toBeInTheDocument();
  });

  it('is busy with one loading status while rows load', () => {
    renderWithI18n(
      <Table caption="Betting record" columns={columns} rows={[]} rowKey={(b) => b.id} loading />,
    );
    expect(screen.getByRole('table', { name: 'Betting record' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('No records found')).not.toBeInTheDocument();
  });

  it('pages below the table, and has no paginator with one page', async () => {
    const onPageChange = vi.fn();
    const { rerender } = renderWithI18n(
      <Table
        caption="Betting record"
        columns={columns}
        rows={bets}
        rowKey={(b) => b.id}
        paging={{ page: 1, pageCount: 3, onPageChange }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    rerender(
      <Table
        caption="Betting record"
        columns={columns}
        rows={bets}
        rowKey={(b) => b.id}
        paging={{ page: 1, pageCount: 1, onPageChange }}
      />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('names its paging, and can keep the first column in view of a wide report', () => {
    renderWithI18n(
      <Table
        caption="Team betting"
        columns={columns}
        rows={bets}
        rowKey={(b) => b.id}
        totals={{ stake: '60.00' }}
        fixedFirstColumn
        paging={{ page: 1, pageCount: 2, onPageChange: vi.fn(), label: 'Team betting pages' }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Team betting pages' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'B-1001' })).toHaveClass('ui-table__cell--fixed');
    expect(screen.getByRole('rowheader', { name: 'Total' })).toHaveClass('ui-table__cell--fixed');
    expect(screen.getByRole('columnheader', { name: 'Order' })).toHaveClass(
      'ui-table__cell--fixed',
    );
    expect(screen.getByRole('cell', { name: 'Lucky Fortune' })).not.toHaveClass(
      'ui-table__cell--fixed',
    );
  });
});
