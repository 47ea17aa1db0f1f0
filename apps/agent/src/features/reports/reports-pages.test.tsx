import { ok, refused, stubPlatform } from '@gaming/api/testing';
import type {
  DownlineTransactionsPage,
  IncomePage,
  TeamBettingPage,
  TeamBettingRow,
  UserPnlPage,
} from '@gaming/api/wire';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from '../../lib/csv-download';
import { renderWithProviders } from '../../test/render';
import DownlineTransactionsReportPage from './downline-transactions-page';
import RevenueReportPage from './revenue-page';
import TeamBettingReportPage from './team-betting-page';
import UserPnlReportPage from './user-pnl-page';

vi.mock('../../lib/csv-download', () => ({ downloadCsv: vi.fn() }));

const RANGE = '?from=2026-11-01&to=2026-11-24';

function renderPage(ui: ReactNode, search = RANGE) {
  const router = createMemoryRouter([{ path: '/agentHome/report', element: ui }], {
    initialEntries: [`/agentHome/report${search}`],
  });
  const view = renderWithProviders(<RouterProvider router={router} />, { token: 'agent-token' });
  return { ...view, router, query: () => new URLSearchParams(router.state.location.search) };
}

const bet = (n: number, overrides: Partial<TeamBettingRow> = {}): TeamBettingRow => ({
  key: `B${String(n)}`,
  username: `player0${String(n)}`,
  periodFrom: null,
  periodTo: null,
  gameName: 'Nova Reels 1',
  betTime: '2026-11-20T04:00:00.000Z',
  betCount: 1,
  betAmount: 1_250,
  validBetAmount: 1_250,
  winAmount: 0,
  profitAndLoss: -1_250,
  ...overrides,
});

const bettingPage = (list: TeamBettingRow[], extra: Partial<TeamBettingPage> = {}) => ({
  list,
  pageNo: 1,
  pageSize: 20,
  totalCount: list.length,
  totalPages: list.length > 0 ? 1 : 0,
  totals: {
    betCount: 2,
    betAmount: 2_500,
    validBetAmount: 2_500,
    winAmount: 30,
    profitAndLoss: -2_470,
  },
  ...extra,
});

/** The query string of each call to `path`. */
const callsTo = (fetchMock: ReturnType<typeof stubPlatform>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);

beforeEach(() => {
  // Only the clock: the ranges are checked against today.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T04:00:00Z'));
});
let restoreZone: (() => void) | null = null;
/** Runs the rest of the test on a device in `zone` (Node reads TZ at each date call). */
function inDeviceZone(zone: string) {
  const before = process.env.TZ;
  restoreZone = () => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  };
  process.env.TZ = zone;
}
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(downloadCsv).mockReset();
  restoreZone?.();
  restoreZone = null;
});

describe('team betting', () => {
  it('asks for the range in the URL and shows the rows with a totals row', async () => {
    const fetchMock = stubPlatform({
      '/wps/agent/reports/team-betting': () =>
        ok(bettingPage([bet(1), bet(2, { winAmount: 30, profitAndLoss: 30 })], { totalPages: 3 })),
    });
    renderPage(<TeamBettingReportPage />);
    const table = await screen.findByRole('table', { name: 'Team betting' });
    expect(await within(table).findByRole('rowheader', { name: 'player01' })).toBeInTheDocument();
    const [asked] = callsTo(fetchMock, '/wps/agent/reports/team-betting');
    expect(asked?.get('from')).toBe('2026-11-01');
    expect(asked?.get('to')).toBe('2026-11-24');
    expect(asked?.get('pageNo')).toBe('1');
    expect(asked?.has('period')).toBe(false);
    const total = within(table).getByRole('rowheader', { name: 'Total' });
    expect(total.closest('tfoot')).not.toBeNull();
    const totalRow = within(total.closest('tr') as HTMLElement);
    expect(totalRow.getAllByText('2,500.00')).toHaveLength(2);
    expect(totalRow.getByText('-2,470.00')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByRole('navigation', { name: 'Team betting pages' })).toBeInTheDocument();
  });

  it('keeps the period and the page in the URL and asks for them', async () => {
    const fetchMock = stubPlatform({
      '/wps/agent/reports/team-betting': (request) => {
        const period = new URL(request.url).searchParams.get('period');
        return ok(
          bettingPage(
            period
              ? [
                  bet(1, {
                    periodFrom: '2026-11-16',
                    periodTo: '2026-11-22',
                    betCount: 4,
                    gameName: null,
                    betTime: null,
                  }),
                ]
              : [bet(1)],
            { totalPages: 3 },
          ),
        );
      },
    });
    const { query } = renderPage(<TeamBettingReportPage />);
    await screen.findByRole('rowheader', { name: 'player01' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(query().get('page')).toBe('2'));
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'weekly');
    await waitFor(() => expect(query().get('period')).toBe('weekly'));
    // A new grouping starts on its first page.
    expect(query().has('page')).toBe(false);
    expect(await screen.findByRole('columnheader', { name: 'Period' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Bets' })).toBeInTheDocument();
    const asked = callsTo(fetchMock, '/wps/agent/reports/team-betting').at(-1);
    expect(asked?.get('period')).toBe('weekly');
    expect(asked?.get('pageNo')).toBe('1');
  });

  it('exports every row of the range as a CSV named after the report and range', async () => {
    // A device in New York: the file still holds Manila's times.
    inDeviceZone('America/New_York');
    const fetchMock = stubPlatform({
      '/wps/agent/reports/team-betting': (request) => {
        const params = new URL(request.url).searchParams;
        if (params.get('pageSize') !== '100') return ok(bettingPage([bet(1)], { totalPages: 2 }));
        return ok(
          params.get('pageNo') === '1'
            ? bettingPage([bet(1, { username: 'player01' })], { totalPages: 2 })
            : bettingPage([bet(2, { username: 'player02', gameName: '=cmd|"calc"' })], {
                totalPages: 2,
              }),
        );
      },
    });
    renderPage(<TeamBettingReportPage />);
    await screen.findByRole('rowheader', { name: 'player01' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledOnce());
    const [name, csv] = vi.mocked(downloadCsv).mock.calls[0] ?? [];
    expect(name).toBe('team-betting-2026-11-01_2026-11-24.csv');
    // Figures as plain numbers, times in the site's zone (4:00 UTC is noon in Manila), a formula
    // in a text cell disarmed and quoted only because it holds quotes.
    expect((csv ?? '').split('\r\n')).toEqual([
      'Username,Game,Bet time,Bet amount,Valid bet,Win amount,Profit and loss',
      'player01,Nova Reels 1,2026-11-20 12:00,1250.00,1250.00,0.00,-1250.00',
      `player02,"'=cmd|""calc""",2026-11-20 12:00,1250.00,1250.00,0.00,-1250.00`,
      'Total,,,2500.00,2500.00,30.00,-2470.00',
      '',
    ]);
    const exportCalls = callsTo(fetchMock, '/wps/agent/reports/team-betting').filter(
      (params) => params.get('pageSize') === '100',
    );
    expect(exportCalls.map((params) => params.get('pageNo'))).toEqual(['1', '2']);
  });

  it('exports a period as its first and last day', async () => {
    stubPlatform({
      '/wps/agent/reports/team-betting': () =>
        ok(
          bettingPage([
            bet(1, {
              periodFrom: '2026-11-16',
              periodTo: '2026-11-22',
              betCount: 4,
              gameName: null,
              betTime: null,
              betAmount: 1_575.35,
            }),
          ]),
        ),
    });
    renderPage(<TeamBettingReportPage />, `${RANGE}&period=weekly`);
    await screen.findByRole('rowheader', { name: 'player01' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledOnce());
    const [, csv] = vi.mocked(downloadCsv).mock.calls[0] ?? [];
    const lines = (csv ?? '').split('\r\n');
    expect(lines[0]).toBe(
      'Username,Period start,Period end,Bets,Bet amount,Valid bet,Win amount,Profit and loss',
    );
    expect(lines[1]).toBe('player01,2026-11-16,2026-11-22,4,1575.35,1250.00,0.00,-1250.00');
    expect(lines[2]).toBe('Total,,,2,2500.00,2500.00,30.00,-2470.00');
  });

  it('shows an unknown username under the field, keeping what was typed', async () => {
    stubPlatform({
      '/wps/agent/reports/team-betting': (request) =>
        new URL(request.url).searchParams.get('username')
          ? refused('downline.not.found', 404)
          : ok(bettingPage([bet(1)])),
    });
    const { query } = renderPage(<TeamBettingReportPage />);
    await screen.findByRole('rowheader', { name: 'player01' });
    const field = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.type(field, 'player99{Enter}');
    expect(await screen.findByText('This account is not in your downline.')).toBeInTheDocument();
    expect(field).toHaveValue('player99');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(query().get('username')).toBe('player99');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('refuses a bad range with the catalogue message before asking', async () => {
    const fetchMock = stubPlatform({});
    renderPage(<TeamBettingReportPage />, '?from=2026-11-20&to=2026-11-02');
    expect(
      await screen.findByText(
        'Choose real dates, the start on or before the end, and not after today.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/wps/agent/reports/team-betting')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-01' } });
    expect(
      await screen.findByText('A report covers at most 92 days, within the last 180 days.'),
    ).toBeInTheDocument();
  });

  it('shows the error state with a retry when the report fails', async () => {
    let fail = true;
    stubPlatform({
      '/wps/agent/reports/team-betting': () =>
        fail ? refused('network.link.abnormal', 500) : ok(bettingPage([bet(1)])),
    });
    renderPage(<TeamBettingReportPage />);
    expect(await screen.findByText('The report could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'player01' })).toBeInTheDocument();
  });

  it('shows the empty state for a range without bets', async () => {
    stubPlatform({ '/wps/agent/reports/team-betting': () => ok(bettingPage([])) });
    renderPage(<TeamBettingReportPage />);
    expect(await screen.findByText('No bets by your team in this range')).toBeInTheDocument();
  });
});

describe('user P&L', () => {
  it('lists each member with a totals row', async () => {
    const row = {
      key: 'a',
      username: 'player07',
      level: 2,
      periodFrom: null,
      periodTo: null,
      deposit: 1_000,
      withdraw: 200,
      betAmount: 500,
      winAmount: 650,
      rebate: 5,
      promotion: 0,
      profitAndLoss: 155,
    };
    stubPlatform({
      '/wps/agent/reports/user-pnl': () =>
        ok({
          list: [row],
          pageNo: 1,
          pageSize: 20,
          totalCount: 1,
          totalPages: 1,
          totals: row,
        } satisfies UserPnlPage),
    });
    renderPage(<UserPnlReportPage />);
    const table = await screen.findByRole('table', { name: 'User profit and loss' });
    expect(await within(table).findByRole('rowheader', { name: 'player07' })).toBeInTheDocument();
    expect(within(table).getAllByText('+155.00')).toHaveLength(2);
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
  });
});

describe('my income', () => {
  it('shows the income per period, its total and a lazily loaded trend with a summary', async () => {
    const fetchMock = stubPlatform({
      '/wps/agent/reports/income': () =>
        ok({
          list: [
            {
              key: '1',
              periodFrom: '2026-11-16',
              periodTo: '2026-11-16',
              txType: 'DIVIDEND',
              kind: 'dividend',
              count: 1,
              amount: 120_000,
            },
            {
              key: '2',
              periodFrom: '2026-11-15',
              periodTo: '2026-11-15',
              txType: 'SALARY',
              kind: 'daily',
              count: 1,
              amount: 500,
            },
          ],
          pageNo: 1,
          pageSize: 20,
          totalCount: 2,
          totalPages: 1,
          totals: { count: 2, amount: 120_500 },
          trend: [
            { periodFrom: '2026-11-15', amount: 500 },
            { periodFrom: '2026-11-16', amount: 120_000 },
          ],
        } satisfies IncomePage),
    });
    renderPage(<RevenueReportPage />);
    const table = await screen.findByRole('table', { name: 'My income' });
    // Each row names the contract that paid it, as the contract pages do.
    expect(await within(table).findByText('Dividend')).toBeInTheDocument();
    expect(within(table).getByText('Daily wage')).toBeInTheDocument();
    expect(within(table).getByText('120,500.00')).toBeInTheDocument();
    const figure = await screen.findByRole('figure');
    expect(figure).toHaveTextContent('2 periods with income');
    expect(figure).toHaveTextContent('the highest was 120,000.00');
    // The chart has titled axes and a value for every day.
    expect(within(figure).getByText('Amount (₱)', { selector: 'span' })).toBeVisible();
    expect(within(figure).getByText('Date', { selector: 'span' })).toBeVisible();
    const days = within(figure).getByRole('table', { name: /./ });
    expect(
      within(days)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Nov 15, 2026500.00', 'Nov 16, 2026120,000.00']);
    expect(within(figure).getByRole('slider', { name: 'Income trend' })).toHaveAttribute(
      'aria-valuetext',
      'Nov 16, 2026: 120,000.00',
    );
    expect(callsTo(fetchMock, '/wps/agent/reports/income')[0]?.get('period')).toBe('daily');
    expect(screen.getByLabelText('Period')).toHaveValue('daily');
  });

  it('shows the empty state and no chart without income', async () => {
    stubPlatform({
      '/wps/agent/reports/income': () =>
        ok({
          list: [],
          pageNo: 1,
          pageSize: 20,
          totalCount: 0,
          totalPages: 0,
          totals: { count: 0, amount: 0 },
          trend: [],
        } satisfies IncomePage),
    });
    renderPage(<RevenueReportPage />);
    expect(
      await screen.findByText('No salary or dividend income in this range yet'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});

describe('downline transactions', () => {
  it('filters by type through the URL', async () => {
    const fetchMock = stubPlatform({
      '/wps/agent/reports/downline-transactions': () =>
        ok({
          list: [
            {
              id: 9,
              username: 'player02',
              time: '2026-11-20T04:00:00.000Z',
              txType: 'DEPOSIT',
              amount: 500,
              balanceAfter: 1_500,
              remark: 'GCASH',
            },
          ],
          pageNo: 1,
          pageSize: 20,
          totalCount: 1,
          totalPages: 1,
          totals: { count: 1, amount: 500 },
        } satisfies DownlineTransactionsPage),
    });
    const { query } = renderPage(<DownlineTransactionsReportPage />);
    expect(await screen.findByRole('rowheader', { name: 'player02' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Period')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'DEPOSIT');
    await waitFor(() => expect(query().get('type')).toBe('DEPOSIT'));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, '/wps/agent/reports/downline-transactions').at(-1)?.get('txType'),
      ).toBe('DEPOSIT'),
    );
  });
});
