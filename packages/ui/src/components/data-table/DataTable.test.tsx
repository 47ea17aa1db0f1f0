import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test/render';
import type { DataTableColumn } from './DataTable';
import { DataTable } from './DataTable';

interface Row {
  name: string;
  bet: number;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Username', render: (row) => row.name },
  { key: 'bet', header: 'Bet amount', align: 'end', render: (row) => row.bet.toFixed(2) },
];
const rows: Row[] = [
  { name: 'player01', bet: 10 },
  { name: 'player02', bet: 32.5 },
];

describe('DataTable', () => {
  it('is a real table named by its caption: column headers, the first cell a row header', () => {
    renderWithI18n(
      <DataTable caption="Team betting" columns={columns} rows={rows} rowKey={(r) => r.name} />,
    );
    const table = screen.getByRole('table', { name: 'Team betting' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Username', 'Bet amount']);
    expect(within(table).getByRole('rowheader', { name: 'player02' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Team betting' })).toHaveAttribute('tabindex', '0');
    expect(within(table).getByRole('cell', { name: '32.50' })).toHaveClass(
      'ui-data-table__cell--end',
    );
  });

  it('puts the totals in the table footer, the first column saying Total', () => {
    renderWithI18n(
      <DataTable
        caption="Team betting"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.name}
        totals={{ bet: '42.50' }}
      />,
    );
    const total = screen.getByRole('rowheader', { name: 'Total' });
    expect(total.closest('tfoot')).not.toBeNull();
    expect(within(total.closest('tr') as HTMLElement).getByText('42.50')).toBeInTheDocument();
  });

  it('shows skeleton rows while loading, and the empty slot without rows', () => {
    const { rerender } = renderWithI18n(
      <DataTable caption="T" columns={columns} rows={[]} rowKey={(r) => r.name} loading />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelectorAll('.ui-data-table__skeleton-row')).toHaveLength(5);
    rerender(
      <DataTable
        caption="T"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.name}
        totals={{ bet: '0.00' }}
        empty={<p>Nothing in this range</p>}
      />,
    );
    expect(screen.getByText('Nothing in this range')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Total' })).toBeNull();
  });
});
