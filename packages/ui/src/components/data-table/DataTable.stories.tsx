import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../empty-state';
import { Paginator } from '../paginator';
import type { DataTableColumn, DataTableProps } from './DataTable';
import { DataTable } from './DataTable';

interface MemberRow {
  username: string;
  game: string;
  betTime: string;
  bet: number;
  validBet: number;
  win: number;
}

const money = (value: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

const columns: DataTableColumn<MemberRow>[] = [
  { key: 'username', header: 'Username', render: (row) => row.username },
  { key: 'game', header: 'Game', render: (row) => row.game },
  { key: 'betTime', header: 'Bet time', render: (row) => row.betTime },
  { key: 'bet', header: 'Bet amount', align: 'end', render: (row) => money(row.bet) },
  { key: 'validBet', header: 'Valid bet', align: 'end', render: (row) => money(row.validBet) },
  { key: 'win', header: 'Win', align: 'end', render: (row) => money(row.win) },
  { key: 'pnl', header: 'P&L', align: 'end', render: (row) => money(row.win - row.bet) },
];

const games = ['Lucky Fortune', 'Dragon Tiger', 'Wheel Carnival', 'Royal Ace Rush'];
const rows: MemberRow[] = Array.from({ length: 24 }, (_, index) => ({
  username: `player${String((index % 10) + 1).padStart(2, '0')}`,
  game: games[index % games.length] ?? 'Lucky Fortune',
  betTime: `2026-11-${String(1 + (index % 24)).padStart(2, '0')} 14:${String((index * 7) % 60).padStart(2, '0')}`,
  bet: 20 * ((index % 5) + 1),
  validBet: 20 * ((index % 5) + 1),
  win: index % 3 === 0 ? 55 * ((index % 4) + 1) : 0,
}));

const sum = (pick: (row: MemberRow) => number) => money(rows.reduce((s, r) => s + pick(r), 0));
const totals = {
  bet: sum((r) => r.bet),
  validBet: sum((r) => r.validBet),
  win: sum((r) => r.win),
  pnl: sum((r) => r.win - r.bet),
};

/** The table with a paginator below, its page kept in state as a report keeps it in the URL. */
function Paged(args: DataTableProps<MemberRow> & { onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  const { onPageChange, ...props } = args;
  return (
    <DataTable
      {...props}
      rows={props.rows.slice((page - 1) * 8, page * 8)}
      footer={
        <Paginator
          page={page}
          pageCount={Math.ceil(props.rows.length / 8)}
          onPageChange={(next) => {
            setPage(next);
            onPageChange?.(next);
          }}
        />
      }
    />
  );
}

const meta = {
  title: 'Data/DataTable',
  component: DataTable<MemberRow>,
  args: {
    caption: 'Team betting',
    columns,
    rows,
    rowKey: (row: MemberRow) => `${row.username}-${row.betTime}`,
  },
  render: (args) => <Paged {...args} />,
} satisfies Meta<typeof DataTable<MemberRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Team betting' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('player01');
  },
};

/** A totals row in the footer, a header that stays in view, paging below. */
export const WithTotals: Story = {
  args: { totals, maxHeight: '280px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Team betting' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [], totals },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No records found')).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'Total' })).not.toBeInTheDocument();
  },
};

/** The empty slot: a report says what to change. */
export const CustomEmpty: Story = {
  args: {
    rows: [],
    empty: (
      <EmptyState
        message="No bets in this range"
        action={{ label: 'Last 30 days', onClick: fn() }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No bets in this range')).toBeVisible();
  },
};

/** At 360 px the table scrolls inside its own box with the first column fixed; the page does not. */
export const Phone: Story = {
  args: { totals },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Team betting' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    const first = within(region).getAllByRole('rowheader')[0];
    const left = first?.getBoundingClientRect().left;
    region.scrollLeft = 200;
    await expect(first?.getBoundingClientRect().left).toBe(left);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
