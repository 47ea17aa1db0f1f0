import { generateEnvelopeKeyPair } from '@gaming/api/envelope';
import type { EnvelopeKeyPair } from '@gaming/api/envelope';
import { ok, refused, stubPlatform } from '@gaming/api/testing';
import type { UplineTransfers } from '@gaming/api/wire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import UplineTransferPage from './upline-transfer-page';

let envelopeKey: EnvelopeKeyPair;
beforeAll(async () => {
  envelopeKey = await generateEnvelopeKeyPair('test-key');
});

const info = (overrides: Partial<UplineTransfers> = {}): UplineTransfers => ({
  passwordKind: 'login',
  uplineName: 'Agent One',
  balance: 500,
  list: [
    {
      id: 9,
      txType: 'TRANSFER_UPLINE',
      accountTypeId: 2,
      walletName: 'Main wallet',
      amount: -20.5,
      balanceAfter: 479.5,
      remark: 'for the team',
      createdAt: '2026-11-24T10:00:00.000Z',
    },
  ],
  ...overrides,
});

function platform(options: { info?: () => Response; transfer?: () => Response } = {}) {
  const sent: { key: string | null; sealed: boolean }[] = [];
  stubPlatform({
    '/wps/member/transfer/upline': (request) => {
      if (request.method === 'GET') return options.info ? options.info() : ok(info());
      sent.push({
        key: request.headers.get('Idempotency-Key'),
        sealed: request.headers.get('Encryption') !== null,
      });
      return options.transfer ? options.transfer() : ok({ transferAmount: 50, balance: 450 });
    },
    '/wps/v2/wallets/balance': () =>
      ok({ balance: 500, currency: 'TLB', currencySymbol: '₱', wallets: [] }),
    '/wps/session/key/rsa': () =>
      ok({ keyId: envelopeKey.keyId, publicKey: envelopeKey.publicKey }),
  });
  return sent;
}

describe('transfer to upline', () => {
  it('asks the login password while no payment password is set, and lists past transfers', async () => {
    platform();
    renderWithProviders(<UplineTransferPage />, { token: 'tok' });
    expect(await screen.findByLabelText('Login password')).toBeInTheDocument();
    expect(screen.getByText('Your upline: Agent One')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Transfer log' });
    expect(within(table).getByText('for the team')).toBeInTheDocument();
    expect(within(table).getByText('₱20.50')).toBeInTheDocument();
  });

  it('asks the payment password once one is set', async () => {
    platform({ info: () => ok(info({ passwordKind: 'payment', list: [] })) });
    renderWithProviders(<UplineTransferPage />, { token: 'tok' });
    expect(await screen.findByLabelText('Payment password')).toBeInTheDocument();
    expect(
      screen.getByText('No transfers to your upline in the last 30 days.'),
    ).toBeInTheDocument();
  });

  it('sends a sealed transfer with an Idempotency-Key and says it is done', async () => {
    const sent = platform();
    renderWithProviders(<UplineTransferPage />, { token: 'tok' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '50');
    await userEvent.type(screen.getByLabelText('Login password'), 'Demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '₱50.00 transferred to your upline.',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.sealed).toBe(true);
    expect(sent[0]?.key).toBeTruthy();
  });

  it('shows a wrong password under the password and bad amounts under the amount', async () => {
    const sent = platform({ transfer: () => refused('password.old.invalid') });
    renderWithProviders(<UplineTransferPage />, { token: 'tok' });
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(amount).toHaveAccessibleDescription(
      'Enter an amount above zero with at most 2 decimals.',
    );
    expect(amount).toHaveValue('-1');
    expect(screen.getByLabelText('Login password')).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(sent).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '10');
    await userEvent.type(screen.getByLabelText('Login password'), 'wrong123');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Login password')).toHaveAccessibleDescription(
        'The current password is not correct.',
      );
    });
    expect(amount).toHaveValue('10');
  });

  it('offers a retry when it cannot load', async () => {
    let fail = true;
    platform({ info: () => (fail ? refused('unknown.error', 500) : ok(info())) });
    renderWithProviders(<UplineTransferPage />, { token: 'tok' });
    expect(
      await screen.findByText('The transfer to upline could not be loaded.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByLabelText('Login password')).toBeInTheDocument();
  });

  it('reads in Tagalog', async () => {
    platform();
    renderWithProviders(<UplineTransferPage />, { token: 'tok', language: 'TY' });
    expect(await screen.findByText('Ang upline mo: Agent One')).toBeInTheDocument();
  });
});
