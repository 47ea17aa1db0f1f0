import { ok, refused, stubPlatform } from '@gaming/api/testing';
import type {
  ConsolidatedFunds,
  ContractRequest,
  DownlineContracts,
  MyContract,
  PayoutsPage,
} from '@gaming/api/wire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { baseApi } from '@gaming/api/base-api';
import { act } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { downloadCsv } from '../../lib/csv-download';
import { renderWithProviders } from '../../test/render';
import { ContractOffers } from './contract-offers';
import DailySalaryPage from './daily-salary-page';
import DividendRecordsPage from './dividend-records-page';

vi.mock('../../lib/csv-download', () => ({ downloadCsv: vi.fn() }));

const renderIn = (ui: ReactNode) =>
  renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>, { token: 'agent-token' });

const offerOf = (overrides: Partial<ContractRequest> = {}): ContractRequest => ({
  id: 12,
  kind: 'daily',
  status: 'P',
  rate: 0.8,
  upline: 'agent1',
  tiers: [{ betAmount: 100, activeMembers: 1, netLoss: 0, rate: 0.8 }],
  period: null,
  interval: null,
  productType: 'ALL',
  downlineHigherRate: 'N',
  time: '2026-11-24T04:00:00.000Z',
  ...overrides,
});

const funds = (daily: ContractRequest | null): ConsolidatedFunds => ({
  dailysalreqtype: daily,
  divtypereq: null,
  contracthoursalreq: null,
  realtimesalreqtype: null,
  enableSalary: true,
  enableContract: true,
});

const balance = { balance: 100, currency: 'TLB', currencySymbol: '₱', wallets: [] };

describe('the contract offers dialog', () => {
  it('confirms the higher-rate warning first, then accepts through the daily relay', async () => {
    let pending: ContractRequest | null = offerOf({ downlineHigherRate: 'Y' });
    const posted: unknown[] = [];
    stubPlatform({
      '/wps/member/info/funds/consolidated': () => ok(funds(pending)),
      '/wps/v2/wallets/balance': () => ok(balance),
      '/wps/relay/MCS2_processDailySalContract': async (request) => {
        posted.push(await request.json());
        pending = null;
        return ok({ contract: { status: 'A' }, terminatedDownlines: ['agent1subsub'] });
      },
    });
    const user = userEvent.setup();
    renderIn(<ContractOffers />);

    const dialog = await screen.findByRole('dialog', { name: 'Daily wage contract offer' });
    expect(within(dialog).getByText(/offers you a new daily wage contract/)).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Offered terms' })).toHaveTextContent('0.8%');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    // The warning comes first; cancelling it posts nothing.
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent(/end your downlines' contracts that have a higher rate/);
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    expect(posted).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Contract accepted.');
    expect(posted).toEqual([{ id: 12, status: 'A' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers End contract / Reject for a termination request, and "Later" puts it off for the session', async () => {
    stubPlatform({
      '/wps/member/info/funds/consolidated': () => ok(funds(offerOf({ status: 'V' }))),
      '/wps/v2/wallets/balance': () => ok(balance),
    });
    const user = userEvent.setup();
    renderIn(<ContractOffers />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/asks to end your daily wage contract/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'End contract' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('agent.contract-offers.later')).toContain('daily:12');
  });
});

describe('when the contract offers dialog opens', () => {
  it('waits for the next page when an offer arrives while the agent works on a page', async () => {
    let pending: ContractRequest | null = null;
    let asked = 0;
    stubPlatform({
      '/wps/member/info/funds/consolidated': () => {
        asked += 1;
        return ok(funds(pending));
      },
      '/wps/v2/wallets/balance': () => ok(balance),
    });
    const user = userEvent.setup();
    const { store } = renderIn(
      <>
        <Link to="/agentHome/agentDailyWages2">Daily wages</Link>
        <ContractOffers />
      </>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // An offer comes in while a form on the page is being filled: no dialog over it.
    pending = offerOf();
    await act(async () => {
      store.dispatch(baseApi.util.invalidateTags(['Consolidated']));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(asked).toBe(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Moving to another page shows it.
    await user.click(screen.getByRole('link', { name: 'Daily wages' }));
    expect(
      await screen.findByRole('dialog', { name: 'Daily wage contract offer' }),
    ).toBeInTheDocument();
  });
});

const myDaily: MyContract = { contract: null, ownRate: null, records: [] };
const downlines: DownlineContracts = {
  ownRate: 1,
  list: [{ customerId: 4, username: 'agent1sub', nickname: 'Sub Agent', contract: null }],
};
const noPayouts: PayoutsPage = {
  list: [],
  pageNo: 1,
  pageSize: 10,
  totalCount: 0,
  totalPages: 0,
  totalAmount: 0,
};

describe('the daily salary page', () => {
  const stubPage = (onOffer: (body: unknown) => Response) =>
    stubPlatform({
      '/wps/member/info/funds/consolidated': () => ok(funds(null)),
      '/wps/v2/wallets/balance': () => ok(balance),
      '/wps/agent/contracts/mine': () => ok(myDaily),
      '/wps/agent/contracts/payouts': () => ok(noPayouts),
      '/wps/agent/contracts/downlines': () => ok(downlines),
      '/wps/agent/contracts/offer': async (request) => onOffer(await request.json()),
    });

  it('refuses a rate above the agent’s own with the catalogue’s message, keeping what was typed', async () => {
    const offers: unknown[] = [];
    stubPage((body) => {
      offers.push(body);
      return ok({});
    });
    const user = userEvent.setup();
    renderIn(<DailySalaryPage />);
    expect(await screen.findByText('No payouts yet.')).toBeInTheDocument();
    expect(screen.getByText('You have no contract of this kind.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Offer contract · agent1sub' }));
    const form = screen.getByRole('form', { name: 'Daily wage contract for agent1sub' });
    const tier1 = within(form).getByRole('group', { name: 'Tier 1' });
    await user.clear(within(tier1).getByRole('textbox', { name: 'Bet volume' }));
    await user.type(within(tier1).getByRole('textbox', { name: 'Bet volume' }), '1500');
    await user.type(within(tier1).getByRole('textbox', { name: 'Rate (%)' }), '1.5');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));

    const rate = within(tier1).getByRole('textbox', { name: 'Rate (%)' });
    expect(rate).toHaveAccessibleDescription(/A rate cannot be higher than your own rate of 1%/);
    expect(rate).toHaveValue('1.5');
    expect(within(tier1).getByRole('textbox', { name: 'Bet volume' })).toHaveValue('1500');
    expect(offers).toEqual([]);

    // A second tier, then a valid offer: both tiers are sent.
    await user.clear(rate);
    await user.type(rate, '0.5');
    // The message goes as soon as the rate is right, before any new submit.
    expect(rate).not.toHaveAccessibleDescription(/A rate cannot be higher/);
    expect(rate).not.toHaveAttribute('aria-invalid');
    await user.click(within(form).getByRole('button', { name: 'Add tier' }));
    const tier2 = within(form).getByRole('group', { name: 'Tier 2' });
    await user.clear(within(tier2).getByRole('textbox', { name: 'Bet volume' }));
    await user.type(within(tier2).getByRole('textbox', { name: 'Bet volume' }), '10000');
    await user.type(within(tier2).getByRole('textbox', { name: 'Rate (%)' }), '1');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText(/The offer was sent to agent1sub/)).toBeInTheDocument();
    expect(offers).toEqual([
      {
        customerId: 4,
        kind: 'daily',
        tiers: [
          { betAmount: 1500, activeMembers: 0, netLoss: 0, rate: 0.5 },
          { betAmount: 10000, activeMembers: 0, netLoss: 0, rate: 1 },
        ],
      },
    ]);
  });

  it('shows the platform’s refusal and keeps the form as typed', async () => {
    stubPage(() => refused('contract.rate.above.own', 400, { rate: 0.7, tier: 1 }));
    const user = userEvent.setup();
    renderIn(<DailySalaryPage />);
    await user.click(await screen.findByRole('button', { name: 'Offer contract · agent1sub' }));
    const form = screen.getByRole('form', { name: 'Daily wage contract for agent1sub' });
    await user.type(within(form).getByRole('textbox', { name: 'Rate (%)' }), '0.9');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A rate cannot be higher than your own rate of 0.7%.',
    );
    expect(within(form).getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('0.9');
  });
});

describe('the dividend records', () => {
  it('asks the platform for the range in the URL and exports the records of the range as CSV', async () => {
    const asked: string[] = [];
    const page: PayoutsPage = {
      list: [
        {
          id: 3,
          windowStart: '2026-11-15T16:00:00.000Z',
          windowEnd: '2026-11-22T16:00:00.000Z',
          teamValidBet: 7800,
          teamNetLoss: 880,
          activeMembers: 2,
          rate: 5,
          amount: 44,
          status: 'paid',
          paidAt: '2026-11-22T16:00:00.000Z',
        },
      ],
      pageNo: 1,
      pageSize: 10,
      totalCount: 1,
      totalPages: 1,
      totalAmount: 44,
    };
    stubPlatform({
      '/wps/member/info/funds/consolidated': () => ok(funds(null)),
      '/wps/v2/wallets/balance': () => ok(balance),
      '/wps/agent/contracts/mine': () => ok({ contract: null, ownRate: null, records: [] }),
      '/wps/agent/contracts/payouts': (request) => {
        asked.push(new URL(request.url).search);
        return ok(page);
      },
      '/wps/agent/contracts/downlines': () => ok({ list: [] }),
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/?from=2026-11-09&to=2026-11-24']}>
        <DividendRecordsPage />
      </MemoryRouter>,
      { token: 'agent-token' },
    );
    const records = await screen.findByRole('table', { name: 'Payout records' });
    expect(within(records).getAllByRole('row').at(-1)).toHaveTextContent('₱44.00');
    expect(asked[0]).toContain('from=2026-11-09');
    expect(asked[0]).toContain('to=2026-11-24');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-09');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledOnce());
    const [name, csv] = vi.mocked(downloadCsv).mock.calls[0] ?? [];
    expect(name).toBe('dividend-payouts-2026-11-09_2026-11-24.csv');
    // Plain numbers and the site's times (GMT+8), not the screen's "₱44.00" or "Nov 23, 2026".
    expect((csv ?? '').split('\r\n')).toEqual([
      'Period start,Period end,Paid at,Valid bets,Net loss,Active members,Rate (%),Amount,Status',
      '2026-11-16 00:00,2026-11-23 00:00,2026-11-23 00:00,7800.00,880.00,2,5,44.00,Paid',
      'Total,,,,,,,44.00,',
      '',
    ]);
  });
});
