import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TableColumn, TableProps } from './Table';
import { Table } from './Table';

interface Bet {
  order: string;
  time: string;
  game: string;
  stake: number;
  winLoss: number;
}

const money = (value: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

const columns: TableColumn<Bet>[] = [
  { key: 'order', header: 'Order', cell: (bet) => bet.order, rowHeader: true },
  { key: 'time', header: 'Time', cell: (bet) => bet.time },
  { key: 'game', header: 'Game', cell: (bet) => bet.game },
  { key: 'stake', header: 'Stake', cell: (bet) => money(bet.stake), numeric: true },
  { key: 'winLoss', header: 'Win/loss', cell: (bet) => money(bet.winLoss), numeric: true },
];

const games = [
  'Lucky Fortune',
  'Dragon Tiger',
  'Wheel Carnival',
  'Royal Ace Rush',
  'Baccarat Squeeze',
];
const bets: Bet[] = Array.from({ length: 20 }, (_, index) => ({
  order: `B${String(240601000 + index)}`,
  time: `2024-06-01 ${String(10 + Math.floor(index / 4)).padStart(2, '0')}:${String((index * 7) % 60).padStart(2, '0')}`,
  game: games[index % games.length] ?? 'Lucky Fortune',
  stake: 10 * ((index % 5) + 1),
  winLoss: index % 3 === 0 ? 25.5 * ((index % 4) + 1) : -10 * ((index % 5) + 1),
}));

const total = (key: 'stake' | 'winLoss') => money(bets.reduce((sum, bet) => sum + bet[key], 0));

/** The table with its page kept in state, as a records screen keeps it. */
function Paged(args: TableProps<Bet>) {
  const [page, setPage] = useState(args.paging?.page ?? 1);
  return (
    <Table
      {...args}
      paging={
        args.paging && {
          ...args.paging,
          page,
          onPageChange: (next) => {
            setPage(next);
            args.paging?.onPageChange(next);
          },
        }
      }
    />
  );
}

const meta = {
  title: 'Data/Table',
  component: Table<Bet>,
  args: {
    caption: 'Betting record',
    columns,
    rows: bets,
    rowKey: (bet: Bet) => bet.order,
  },
  render: (args) => <Paged {...args} />,
} satisfies Meta<typeof Table<Bet>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Records: Story = {
  args: { rows: bets.slice(0, 5) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Betting record' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByRole('rowheader', { name: 'B240601000' })).toBeVisible();
  },
};

/** Agent reports: a totals row, a header and totals that stay in view, paging below. */
export const WithTotalsAndPaging: Story = {
  args: {
    maxHeight: '320px',
    totals: { stake: total('stake'), winLoss: total('winLoss') },
    paging: { page: 1, pageCount: 8, onPageChange: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Betting record' });
    const header = canvas.getAllByRole('columnheader')[0];
    region.scrollTop = 200;
    await expect(header?.getBoundingClientRect().top).toBe(region.getBoundingClientRect().top + 1);
    await expect(canvas.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.paging?.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    totals: { stake: '0.00' },
    paging: { page: 1, pageCount: 1, onPageChange: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No records found')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Betting record' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** On a phone each row is a card: every value under its column's name, the totals last. */
export const Phone: Story = {
  args: { rows: bets.slice(0, 6), totals: { stake: total('stake'), winLoss: total('winLoss') } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Betting record' });
    const card = within(list).getByRole('listitem', { name: 'B240601000' });
    await expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(columns.map((column) => column.header));
    const stake = within(card).getByText('Stake').nextElementSibling;
    await expect(stake).toHaveTextContent('10.00');
    await expect(within(list).getByRole('listitem', { name: 'Total' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** A desktop table in a box too narrow for its columns: cards, side by side, rather than a scroll. */
export const TooWideForItsBox: Story = {
  args: { rows: bets.slice(0, 4) },
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    (Story) => (
      <div style={{ width: '300px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Betting record' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Tagalog: Story = {
  globals: { language: 'TY' },
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Walang nakitang record')).toBeVisible();
  },
};
