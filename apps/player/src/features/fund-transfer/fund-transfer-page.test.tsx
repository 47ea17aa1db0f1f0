import { ok, refused, stubPlatform } from '@gaming/api/testing';
import type { BalanceValue, TransferLog } from '@gaming/api/wire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import FundTransferPage from './fund-transfer-page';

const balance: BalanceValue = {
  balance: 1_300.5,
  currency: 'TLB',
  currencySymbol: '₱',
  wallets: [
    { accountTypeId: 2, displayName: 'Main wallet', availBalance: 1_200.5, status: 'OK' },
    { accountTypeId: 1001, displayName: 'Nova Reels', availBalance: 100, status: 'OK' },
    {
      accountTypeId: 1007,
      displayName: 'Deep Blue Fishing',
      availBalance: 0,
      status: 'MAINTENANCE',
    },
  ],
};

const log: TransferLog = {
  list: [
    {
      id: 2,
      txType: 'TRANSFER_IN',
      accountTypeId: 1001,
      walletName: 'Nova Reels',
      amount: 100,
      balanceAfter: 100,
      remark: null,
      createdAt: '2026-11-24T10:00:00.000Z',
    },
  ],
};

interface Sent {
  body: unknown;
  key: string | null;
}

function platform(options: { isSingle?: 0 | 1; transfer?: () => Response; empty?: boolean } = {}) {
  const sent: Sent[] = [];
  let balanceCalls = 0;
  const fetchMock = stubPlatform({
    '/wps/relay/GCS_merchantWallet': () => ok({ isSingle: options.isSingle ?? 0, toUpline: 1 }),
    '/wps/v2/wallets/balance': () => {
      balanceCalls += 1;
      return ok(balance);
    },
    '/wps/relay/ODSFE2_MemTransDet': () => ok(options.empty ? { list: [] } : log),
    '/wps/relay/GCS_walletTransfer': async (request) => {
      sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return options.transfer
        ? options.transfer()
        : ok({
            successAmount: 100,
            fromAccountTypeId: 1001,
            fromBalance: 0,
            toAccountTypeId: 2,
            toBalance: 1_300.5,
          });
    },
    '/wps/relay/GCS_walletReturn': (request) => {
      sent.push({ body: null, key: request.headers.get('Idempotency-Key') });
      return ok({ successAmount: 100, mainBalance: 1_300.5, skipped: [] });
    },
  });
  return { sent, fetchMock, balanceCalls: () => balanceCalls };
}

describe('fund transfer', () => {
  it('shows every wallet with its balance and maintenance state, and the transfer log', async () => {
    platform();
    renderWithProviders(<FundTransferPage />, { token: 'tok' });
    const wallets = await screen.findByRole('list', { name: 'Wallets' });
    expect(within(wallets).getByRole('listitem', { name: 'Main wallet' })).toHaveTextContent(
      '₱1,200.50',
    );
    expect(within(wallets).getByRole('listitem', { name: 'Deep Blue Fishing' })).toHaveTextContent(
      'Under maintenance',
    );
    const table = await screen.findByRole('table', { name: 'Transfer log' });
    expect(await within(table).findByRole('rowheader', { name: 'Nova Reels' })).toBeInTheDocument();
    // A wallet under maintenance cannot be chosen.
    const from = screen.getByRole('combobox', { name: 'From' });
    expect(
      within(from).getByRole('option', { name: 'Deep Blue Fishing (Under maintenance)' }),
    ).toHaveProperty('disabled', true);
  });

  it('fills the whole balance with Max and transfers it with an Idempotency-Key', async () => {
    const { sent } = platform();
    renderWithProviders(<FundTransferPage />, { token: 'tok' });
    const from = await screen.findByRole('combobox', { name: 'From' });
    await userEvent.selectOptions(from, '1001');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('2');
    await userEvent.click(
      screen.getByRole('button', { name: 'Fill in the whole balance of Nova Reels' }),
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('100.00');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('₱100.00 transferred.');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ fromAccountTypeId: 1001, toAccountTypeId: 2, amount: 100 });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
  });

  it('sends a transfer again with the same Idempotency-Key after the network dropped it', async () => {
    let drop = true;
    const { sent } = platform({
      transfer: () => {
        if (!drop)
          return ok({
            successAmount: 10,
            fromAccountTypeId: 2,
            fromBalance: 1_190.5,
            toAccountTypeId: 1001,
            toBalance: 110,
          });
        drop = false;
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<FundTransferPage />, { token: 'tok' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('₱10.00 transferred.');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    // A new action gets a new key.
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => {
      expect(sent).toHaveLength(3);
    });
    expect(sent[2]?.key).not.toBe(sent[0]?.key);
  });

  it('shows amount errors under the field and keeps what was typed', async () => {
    const { sent } = platform({ transfer: () => refused('balance.not.enough') });
    renderWithProviders(<FundTransferPage />, { token: 'tok' });
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '1.234');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(amount).toHaveAccessibleDescription(
      'Enter an amount above zero with at most 2 decimals.',
    );
    expect(amount).toHaveValue('1.234');
    expect(sent).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(amount).toHaveAccessibleDescription('Your balance is not enough.');
    expect(sent).toHaveLength(0);

    // The platform's refusal lands under the field too.
    await userEvent.clear(amount);
    await userEvent.type(amount, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => {
      expect(amount).toHaveAccessibleDescription('Your balance is not enough.');
    });
    expect(amount).toHaveValue('10');
  });

  it('recalls every game wallet into the main wallet', async () => {
    const { sent } = platform();
    renderWithProviders(<FundTransferPage />, { token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'Recall all to main wallet' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '₱100.00 returned to the main wallet.',
    );
    expect(sent[0]?.key).toBeTruthy();
  });

  it('says there is nothing to transfer with a single wallet', async () => {
    platform({ isSingle: 1 });
    renderWithProviders(<FundTransferPage />, { token: 'tok' });
    expect(
      await screen.findByText('Your balance is shared by all games, so no transfer is needed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
  });

  it('shows skeletons, then an empty log', async () => {
    platform({ empty: true });
    renderWithProviders(<FundTransferPage />, { token: 'tok' });
    expect(screen.getByRole('status', { name: 'Loading wallets' })).toBeInTheDocument();
    expect(await screen.findByText('No transfers in the last 2 days.')).toBeInTheDocument();
  });

  it('offers a retry when the wallets cannot be loaded', async () => {
    let fail = true;
    stubPlatform({
      '/wps/relay/GCS_merchantWallet': () => ok({ isSingle: 0, toUpline: 1 }),
      '/wps/v2/wallets/balance': () => (fail ? refused('unknown.error', 500) : ok(balance)),
      '/wps/relay/ODSFE2_MemTransDet': () => ok(log),
    });
    renderWithProviders(<FundTransferPage />, { token: 'tok' });
    expect(await screen.findByText('The wallets could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('list', { name: 'Wallets' })).toBeInTheDocument();
  });

  it('reads in Tagalog', async () => {
    platform();
    renderWithProviders(<FundTransferPage />, { token: 'tok', language: 'TY' });
    expect(await screen.findByRole('list', { name: 'Mga wallet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mag-transfer' })).toBeInTheDocument();
  });
});
