import { ok, refused, stubPlatform } from '@gaming/api/testing';
import type {
  BetRecord,
  BetsPage,
  DepositRecord,
  DepositsPage,
  GameMaker,
  ProfitLossReport,
  RebateDay,
  RebateRates,
  TransactionsPage,
  WithdrawalsPage,
} from '@gaming/api/wire';
import type { Language } from '@gaming/i18n';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import AccountRecordPage from './account-record-page';
import BettingRecordPage from './betting-record-page';
import BonusPage from './bonus-page';
import ManualRebatePage from './manual-rebate-page';
import ProfitLossPage from './profit-loss-page';

function renderPage(ui: ReactNode, language: Language = 'EN', path = '/') {
  return renderWithProviders(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>, {
    language,
    token: 'test-token',
  });
}

const page = <T, E extends object = object>(list: T[], extra = {} as E) => ({
  list,
  pageNo: 1,
  pageSize: 13,
  totalCount: list.length,
  totalPages: list.length > 0 ? 1 : 0,
  ...extra,
});

const makers: GameMaker[] = [
  {
    gameType: 'RNG',
    layout: 'casino',
    vendors: [
      { vassalage: 'NOVA_REELS', displayName: 'Nova Reels' },
      { vassalage: 'AURORA_SPIN', displayName: 'Aurora Spin' },
    ],
  },
  { gameType: 'SPORTS', layout: 'sports', vendors: [{ vassalage: 'KICK', displayName: 'Kick' }] },
  { gameType: 'LOTT', layout: 'lottery', vendors: [{ vassalage: 'TCG', displayName: 'TCG' }] },
];

const bet = (overrides: Partial<BetRecord>): BetRecord => ({
  orderNo: 'S1',
  betTime: '2026-11-12T11:00:00.000Z',
  gameName: 'Golden Reels',
  gameCode: 'G1',
  vassalage: 'NOVA_REELS',
  betAmount: 1000,
  validBetAmount: 1000,
  winAmount: 1950,
  profitAndLoss: 950,
  transTime: null,
  selection: null,
  odds: null,
  eventName: null,
  status: 'win',
  ...overrides,
});

const totals = { betAmount: 1000, validBetAmount: 1000, winAmount: 1950, profitAndLoss: 950 };

describe('the betting record', () => {
  it('shows a tab per game type with its columns, totals, and the sports and lottery columns', async () => {
    const asked: string[] = [];
    stubPlatform({
      '/wps/member/records/game-makers': () => ok(makers),
      '/wps/member/records/bets': (request) => {
        const type = new URL(request.url).searchParams.get('gameType') ?? '';
        asked.push(new URL(request.url).search);
        const list =
          type === 'SPORTS'
            ? [
                bet({
                  orderNo: 'S2',
                  status: 'win_half',
                  selection: 'Manila Eagles',
                  odds: 1.95,
                  eventName: 'Manila Eagles vs Cebu Sharks',
                }),
              ]
            : type === 'LOTT'
              ? [bet({ orderNo: 'S3', status: '4', eventName: '20261118-045' })]
              : [bet({})];
        return ok(page(list, { totals }) satisfies BetsPage);
      },
    });
    renderPage(<BettingRecordPage />);
    expect(await screen.findByRole('tab', { name: 'Slots', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Betting record' });
    expect(within(table).getByRole('rowheader', { name: /Nov 12, 2026/ })).toBeInTheDocument();
    expect(within(table).getByText('Golden Reels')).toBeInTheDocument();
    expect(within(table).getAllByText('+₱950.00')).toHaveLength(2);
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Game maker' })).toHaveDisplayValue(
      'All game makers',
    );
    expect(asked[0]).toContain('gameType=RNG');
    expect(asked[0]).toContain('pageSize=13');

    await userEvent.click(screen.getByRole('tab', { name: 'Sports' }));
    const sports = await screen.findByRole('table', { name: 'Betting record' });
    expect(await within(sports).findByText('Manila Eagles vs Cebu Sharks')).toBeInTheDocument();
    expect(within(sports).getByRole('columnheader', { name: 'Odds' })).toBeInTheDocument();
    expect(within(sports).getByText('1.95')).toBeInTheDocument();
    expect(within(sports).getByText('Half win')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Lottery' }));
    expect(await screen.findByText('20261118-045')).toBeInTheDocument();
    expect(screen.getByText('Won')).toBeInTheDocument();
  });

  it('refuses a range of more than 30 days before asking, and shows the empty state', async () => {
    const fetchMock = stubPlatform({
      '/wps/member/records/game-makers': () => ok(makers),
      '/wps/member/records/bets': () =>
        ok(
          page([], {
            totals: { betAmount: 0, validBetAmount: 0, winAmount: 0, profitAndLoss: 0 },
          }) satisfies BetsPage,
        ),
    });
    renderPage(<BettingRecordPage />);
    expect(await screen.findByText('No records for these dates.')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    expect(await screen.findByText('Choose at most 30 days.')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('shows the error state, and retries', async () => {
    let fail = true;
    stubPlatform({
      '/wps/member/records/game-makers': () => ok(makers),
      '/wps/member/records/bets': () =>
        fail ? refused('unknown.error', 500) : ok(page([bet({})], { totals }) satisfies BetsPage),
    });
    renderPage(<BettingRecordPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The records could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Golden Reels')).toBeInTheDocument();
  });

  it('reads in Tagalog', async () => {
    stubPlatform({
      '/wps/member/records/game-makers': () => ok(makers),
      '/wps/member/records/bets': () => ok(page([bet({})], { totals }) satisfies BetsPage),
    });
    renderPage(<BettingRecordPage />, 'TY');
    const table = await screen.findByRole('table', { name: 'Talaan ng taya' });
    expect(within(table).getByRole('columnheader', { name: 'Halaga ng taya' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Kabuuan' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mula')).toBeInTheDocument();
  });
});

describe('the account record', () => {
  it('lists transactions by type, deposits and withdrawals with their states', async () => {
    stubPlatform({
      '/wps/member/records/transactions': () =>
        ok(
          page([
            {
              id: 7,
              txType: 'REBATE',
              time: '2026-11-24T12:00:00.000Z',
              amount: 4,
              balanceAfter: 12584.5,
              orderNo: 'RB1',
              remark: 'LIVE 2026-11-05',
            },
          ]) satisfies TransactionsPage,
        ),
      '/wps/member/records/deposits': () =>
        ok(
          page([
            {
              depositId: 'D202611220001',
              depositMethod: 'QRPH',
              requestedAmount: 500,
              amount: 500,
              customerBankCharge: 5,
              depositDate: '2026-11-22T07:00:00.000Z',
              actualDepositDate: null,
              state: 'expired',
              stateCode: 7,
            },
          ]) satisfies DepositsPage,
        ),
      '/wps/member/records/withdrawals': () =>
        ok(
          page([
            {
              refId: 'W202610200001',
              withdrawType: 'EW',
              amount: 2419.5,
              bankName: null,
              withdrawDate: '2026-10-20T11:15:00.000Z',
              status: 'success',
              statusCode: 4,
              remark: null,
            },
          ]) satisfies WithdrawalsPage,
        ),
    });
    renderPage(<AccountRecordPage />);
    const transactions = await screen.findByRole('table', { name: 'Transactions' });
    expect(await within(transactions).findByText('Rebate')).toBeInTheDocument();
    expect(within(transactions).getByText('+₱4.00')).toBeInTheDocument();
    expect(within(transactions).getByText('₱12,584.50')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Transaction type' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Deposits' }));
    const deposits = await screen.findByRole('table', { name: 'Deposits' });
    expect(await within(deposits).findByText('Expired')).toBeInTheDocument();
    expect(within(deposits).getByRole('rowheader', { name: 'D202611220001' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    const withdrawals = await screen.findByRole('table', { name: 'Withdrawals' });
    expect(await within(withdrawals).findByText('Successful')).toBeInTheDocument();
    expect(within(withdrawals).getByText('E-wallet')).toBeInTheDocument();
  });

  it('offers cancel on a new deposit and speed up on a pending one, and refreshes the list', async () => {
    const deposit = (depositId: string, state: DepositRecord['state']): DepositRecord => ({
      depositId,
      depositMethod: 'Bank transfer',
      requestedAmount: 500,
      amount: 500,
      customerBankCharge: 0,
      depositDate: '2026-11-24T07:00:00.000Z',
      actualDepositDate: null,
      state,
      stateCode: state === 'new' ? 5 : state === 'pending' ? 4 : 3,
    });
    let cancelled = false;
    const reminded: string[] = [];
    stubPlatform({
      '/wps/member/records/deposits': () =>
        ok(
          page([
            deposit('D202611240001', cancelled ? 'cancelled' : 'new'),
            deposit('D202611240002', 'pending'),
            deposit('D202611230003', 'approved'),
          ]) satisfies DepositsPage,
        ),
      '/wps/member/deposit/orders/D202611240001/cancel': () => {
        cancelled = true;
        return ok({ status: 'cancelled' });
      },
      '/wps/member/deposit/orders/D202611240002/reminder': () => {
        reminded.push('D202611240002');
        return reminded.length === 1
          ? ok({ status: 'pending' })
          : refused('TOO_MANY_REQUESTS', 429, { retryAfter: 42 });
      },
    });
    renderPage(<AccountRecordPage />, 'EN', '/?tab=deposits');
    const deposits = await screen.findByRole('table', { name: 'Deposits' });
    const rowOf = (id: string) => {
      const row = within(deposits).getByRole('rowheader', { name: id }).closest('tr');
      if (!row) throw new Error(`no row ${id}`);
      return row;
    };
    expect(within(deposits).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const approved = await within(deposits).findByRole('rowheader', { name: 'D202611230003' });
    expect(within(approved.closest('tr') ?? deposits).queryByRole('button')).toBeNull();
    expect(within(rowOf('D202611240001')).queryByRole('button', { name: 'Speed up' })).toBeNull();

    await userEvent.click(within(rowOf('D202611240002')).getByRole('button', { name: 'Speed up' }));
    expect(
      await within(rowOf('D202611240002')).findByText('We reminded our team about this deposit.'),
    ).toBeInTheDocument();
    await userEvent.click(within(rowOf('D202611240002')).getByRole('button', { name: 'Speed up' }));
    expect(await within(rowOf('D202611240002')).findByRole('alert')).toHaveTextContent(
      'You can speed up this deposit again in 42 seconds.',
    );

    await userEvent.click(
      within(rowOf('D202611240001')).getByRole('button', { name: 'Cancel this deposit' }),
    );
    expect(await within(deposits).findByText('Cancelled')).toBeInTheDocument();
    expect(
      within(rowOf('D202611240001')).queryByRole('button', { name: 'Cancel this deposit' }),
    ).toBeNull();
  });

  it('reads the deposit actions in Tagalog', async () => {
    stubPlatform({
      '/wps/member/records/deposits': () =>
        ok(
          page([
            {
              depositId: 'D202611240002',
              depositMethod: null,
              requestedAmount: 500,
              amount: 500,
              customerBankCharge: 0,
              depositDate: '2026-11-24T07:00:00.000Z',
              actualDepositDate: null,
              state: 'pending',
              stateCode: 4,
            },
          ]) satisfies DepositsPage,
        ),
    });
    renderPage(<AccountRecordPage />, 'TY', '/?tab=deposits');
    const deposits = await screen.findByRole('table', { name: 'Mga deposit' });
    expect(await within(deposits).findByRole('button', { name: 'Pabilisin' })).toBeInTheDocument();
    expect(within(deposits).getByRole('columnheader', { name: 'Mga aksyon' })).toBeInTheDocument();
  });

  it('refuses more than 7 days of deposits', async () => {
    stubPlatform({ '/wps/member/records/deposits': () => ok(page([]) satisfies DepositsPage) });
    renderPage(<AccountRecordPage />, 'EN', '/?tab=deposits&from=2026-11-01&to=2026-11-20');
    expect(await screen.findByText('Choose at most 7 days.')).toBeInTheDocument();
  });
});

describe('profit and loss', () => {
  it('shows each day and a totals row', async () => {
    const day = {
      deposit: 0,
      withdraw: 0,
      betAmount: 100,
      winAmount: 120,
      rebate: 0,
      promotion: 0,
      totalInvitationAmount: 0,
      profitAndLoss: 20,
    };
    stubPlatform({
      '/wps/member/records/profit-loss': () =>
        ok({
          list: [{ balanceDate: '2026-11-03', ...day }],
          totals: { ...day, deposit: 15000 },
        } satisfies ProfitLossReport),
    });
    renderPage(<ProfitLossPage />);
    const table = await screen.findByRole('table', { name: 'Profit and loss' });
    expect(
      await within(table).findByRole('rowheader', { name: 'Nov 3, 2026' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(within(table).getByText('₱15,000.00')).toBeInTheDocument();
    expect(within(table).getAllByText('+₱20.00')).toHaveLength(2);
  });
});

describe('bonus', () => {
  it('lists the rebate rate of each game type', async () => {
    stubPlatform({
      '/wps/member/records/rebate-rates': () =>
        ok({
          list: [
            { gameType: 'RNG', rate: 0.8 },
            { gameType: 'LIVE', rate: 0.5 },
          ],
          hasRebate: true,
        } satisfies RebateRates),
    });
    renderPage(<BonusPage />);
    const table = await screen.findByRole('table', { name: 'Rebate rates' });
    expect(await within(table).findByRole('rowheader', { name: 'Slots' })).toBeInTheDocument();
    expect(within(table).getByText('0.8%')).toBeInTheDocument();
  });
});

describe('manual rebate', () => {
  const day = (claimed: boolean): RebateDay => ({
    balanceDate: '2026-11-05',
    list: [
      {
        category: 'LIVE',
        validBetAmount: 800,
        rate: 0.5,
        rebate: 4,
        claimed: claimed ? 4 : 0,
        available: claimed ? 0 : 4,
      },
    ],
    totalAvailable: claimed ? 0 : 4,
    claimable: true,
  });
  const paid = {
    balanceDate: '2026-11-05',
    claimed: [{ category: 'LIVE', amount: 4 }],
    total: 4,
    balance: 12584.5,
  };

  it('claims what is left once, with an Idempotency-Key, the button busy meanwhile', async () => {
    let claimed = false;
    let release: () => void = () => undefined;
    const sent: { key: string | null; body: unknown }[] = [];
    stubPlatform({
      '/wps/member/records/rebate': async (request) => {
        if (request.method === 'GET') return ok(day(claimed) satisfies RebateDay);
        sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        claimed = true;
        return ok(paid);
      },
    });
    renderPage(<ManualRebatePage />);
    expect(await screen.findByText('Total available: ₱4.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim rebate' }));
    const busy = await screen.findByRole('button', { name: 'Claiming…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Rebate of ₱4.00 claimed.');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]?.body).toMatchObject({ claims: [{ category: 'LIVE', amount: 4 }] });
    expect(await screen.findByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  });

  it('sends a claim that got no answer again with the same Idempotency-Key', async () => {
    const keys: (string | null)[] = [];
    stubPlatform({
      '/wps/member/records/rebate': (request) => {
        if (request.method === 'GET') return ok(day(false));
        keys.push(request.headers.get('Idempotency-Key'));
        if (keys.length === 1) throw new TypeError('Failed to fetch');
        return ok(paid);
      },
    });
    renderPage(<ManualRebatePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Rebate of ₱4.00 claimed.');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says why a claim was refused', async () => {
    stubPlatform({
      '/wps/member/records/rebate': (request) =>
        request.method === 'GET' ? ok(day(false)) : refused('rebate.nothing'),
    });
    renderPage(<ManualRebatePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no rebate to claim.');
  });
});
