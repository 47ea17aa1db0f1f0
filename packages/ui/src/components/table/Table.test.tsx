import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import type { TableColumn, TableProps } from './Table';
import { TABLE_CARDS_QUERY, Table } from './Table';

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

/** The betting record of `bets`, with the props a test is about. */
function betsTable(props: Partial<TableProps<Bet>> = {}) {
  return (
    <Table caption="Betting record" columns={columns} rows={bets} rowKey={(b) => b.id} {...props} />
  );
}

describe('Table', () => {
  it('is a table named by its caption with column headers and a row header', () => {
    renderWithI18n(betsTable());
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
      renderWithI18n(betsTable({ rows: twins }));
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
    renderWithI18n(betsTable({ totals: { stake: '60.00', win: '-25.00' } }));
    const total = screen.getByRole('rowheader', { name: 'Total' });
    const row = total.closest('tr');
    expect(row).not.toBeNull();
    expect(row?.textContent).toBe('Total60.00-25.00');
  });

  it('shows the empty message and no totals without rows', () => {
    renderWithI18n(betsTable({ rows: [], totals: { stake: '0.00' } }));
    expect(screen.getByText('No records found')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Total' })).not.toBeInTheDocument();
  });

  it('is busy with one loading status while rows load', () => {
    renderWithI18n(betsTable({ rows: [], loading: true }));
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
      betsTable({ paging: { page: 1, pageCount: 3, onPageChange } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    rerender(betsTable({ paging: { page: 1, pageCount: 1, onPageChange } }));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('names its paging, and can keep the first column in view of a wide report', () => {
    renderWithI18n(
      betsTable({
        caption: 'Team betting',
        totals: { stake: '60.00' },
        fixedFirstColumn: true,
        paging: { page: 1, pageCount: 2, onPageChange: vi.fn(), label: 'Team betting pages' },
      }),
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

/** A phone: the cards' media query matches (jsdom has no matchMedia of its own). */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === TABLE_CARDS_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** Each value of a card by the column header it sits under: the term right before it. */
function valuesByHeader(card: HTMLElement): Record<string, string> {
  const terms = within(card).getAllByRole('term');
  const values = within(card).getAllByRole('definition');
  expect(values).toHaveLength(terms.length);
  return Object.fromEntries(
    values.map((value) => {
      const term = value.previousElementSibling;
      expect(term).not.toBeNull();
      expect(terms).toContain(term);
      return [term?.textContent ?? '', value.textContent];
    }),
  );
}

describe('Table on a phone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each row as a card named by its row header, every value under its column header', () => {
    onPhone();
    renderWithI18n(betsTable({ totals: { stake: '60.00', win: '-25.00' } }));
    // No table wider than the phone: a list named by the caption, a card per row and the totals.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Betting record' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const first = within(list).getByRole('listitem', { name: 'B-1001' });
    expect(valuesByHeader(first)).toEqual({
      Order: 'B-1001',
      Game: 'Lucky Fortune',
      Stake: '10.00',
      'Win/loss': '25.00',
    });
    const second = within(list).getByRole('listitem', { name: 'B-1002' });
    expect(valuesByHeader(second)).toEqual({
      Order: 'B-1002',
      Game: 'Dragon Tiger',
      Stake: '50.00',
      'Win/loss': '-50.00',
    });
    // The totals card: named Total, its figures under their headers.
    const totals = within(list).getByRole('listitem', { name: 'Total' });
    expect(valuesByHeader(totals)).toEqual({ Stake: '60.00', 'Win/loss': '-25.00' });
  });

  it('labels every column of a wide row, buttons included, and shows a dash for an empty value', async () => {
    onPhone();
    const onLock = vi.fn();
    interface Member {
      username: string;
      remark: string;
    }
    const wide: TableColumn<Member>[] = [
      { key: 'username', header: 'Username', cell: (m) => m.username, rowHeader: true },
      ...['Type', 'Level', 'Balance', 'Registered', 'Last login', 'Status'].map((header) => ({
        key: header,
        header,
        cell: () => `${header} value`,
      })),
      { key: 'remark', header: 'Remark', cell: (m) => m.remark, wrap: true },
      {
        key: 'actions',
        header: 'Actions',
        actions: true,
        cell: (m) => (
          <button type="button" onClick={onLock}>
            Lock {m.username}
          </button>
        ),
      },
    ];
    renderWithI18n(
      <Table
        caption="Downline members"
        columns={wide}
        rows={[{ username: 'player01', remark: '' }]}
        rowKey={(m) => m.username}
      />,
    );
    const card = screen.getByRole('listitem', { name: 'player01' });
    expect(valuesByHeader(card)).toEqual({
      Username: 'player01',
      Type: 'Type value',
      Level: 'Level value',
      Balance: 'Balance value',
      Registered: 'Registered value',
      'Last login': 'Last login value',
      Status: 'Status value',
      Remark: '—',
      Actions: 'Lock player01',
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Lock player01' }));
    expect(onLock).toHaveBeenCalledOnce();
  });

  it('names the cards by a caption kept for screen readers, and shows the empty message', () => {
    onPhone();
    const { rerender } = renderWithI18n(betsTable({ hideCaption: true }));
    expect(screen.getByRole('list', { name: 'Betting record' })).toBeInTheDocument();
    expect(screen.getByText('Betting record')).toHaveClass('visually-hidden');
    rerender(betsTable({ hideCaption: true, rows: [] }));
    expect(screen.getByText('No records found')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('Table wider than its box', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** A layout in place of jsdom's none: the box is `box` wide, the table needs `needed`. */
  function layOut(size: { box: number; needed: number }) {
    const observers = new Set<() => void>();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        private readonly callback: () => void;
        constructor(callback: () => void) {
          this.callback = callback;
          observers.add(callback);
        }
        observe() {}
        disconnect() {
          observers.delete(this.callback);
        }
      },
    );
    const tableNeeds = (element: HTMLElement) =>
      element.classList.contains('ui-table__scroll') ? size.needed : size.box;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => size.box);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => size.box);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return tableNeeds(this);
    });
    return {
      resize(box: number) {
        size.box = box;
        act(() => {
          observers.forEach((callback) => {
            callback();
          });
        });
      },
    };
  }

  it('shows cards while the columns cannot fit, and the table again once they can', () => {
    const layout = layOut({ box: 500, needed: 900 });
    renderWithI18n(betsTable());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(valuesByHeader(screen.getByRole('listitem', { name: 'B-1002' }))['Win/loss']).toBe(
      '-50.00',
    );

    layout.resize(1000);
    expect(screen.getByRole('table', { name: 'Betting record' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the table where its columns fit', () => {
    layOut({ box: 1000, needed: 1000 });
    renderWithI18n(betsTable());
    expect(screen.getByRole('table', { name: 'Betting record' })).toBeInTheDocument();
  });
});
