import { ok, refused, stubPlatform } from '@gaming/api/testing';
import type { RedEnvelope } from '@gaming/api/wire';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import RedEnvelopePage from './red-envelope-page';

const envelope = (overrides: Partial<RedEnvelope> = {}): RedEnvelope => ({
  id: 1,
  senderName: 'Agent One',
  amount: null,
  message: 'Good luck this week!',
  status: 'AVAILABLE',
  createdAt: '2026-11-01T08:00:00.000Z',
  expiresAt: '2030-12-31T23:59:59.000Z',
  claimedAt: null,
  ...overrides,
});

function platform(list: () => Response, claim?: () => Response) {
  let claims = 0;
  stubPlatform({
    '/wps/member/red-envelopes': list,
    '/wps/member/red-envelopes/claim': () => {
      claims += 1;
      return claim ? claim() : ok({ id: 1, amount: 88.88, balance: 1_088.88 });
    },
    '/wps/v2/wallets/balance': () =>
      ok({ balance: 1_000, currency: 'TLB', currencySymbol: '₱', wallets: [] }),
  });
  return () => claims;
}

describe('red envelopes', () => {
  it('opens an envelope once and says what it held', async () => {
    let opened = false;
    const claims = platform(() =>
      ok({
        list: [
          opened
            ? envelope({ status: 'CLAIMED', amount: 88.88, claimedAt: '2026-11-24T10:00:00.000Z' })
            : envelope(),
          envelope({ id: 2, status: 'EXPIRED', message: '' }),
        ],
      }),
    );
    renderWithProviders(<RedEnvelopePage />, { token: 'tok' });
    const list = await screen.findByRole('list', { name: 'Your red envelopes' });
    const items = within(list).getAllByRole('listitem', { name: 'From Agent One' });
    expect(items[1]).toHaveTextContent('Expired');
    opened = true;
    await userEvent.click(
      within(items[0] as HTMLElement).getByRole('button', { name: 'Open red envelope' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('You received ₱88.88!');
    expect(await screen.findByText('Opened: ₱88.88')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open red envelope' })).not.toBeInTheDocument();
    expect(claims()).toBe(1);
  });

  it('says so when the envelope was opened elsewhere', async () => {
    platform(
      () => ok({ list: [envelope()] }),
      () => refused('red.envelope.unavailable'),
    );
    renderWithProviders(<RedEnvelopePage />, { token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open red envelope' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This red envelope has already been opened or has expired.',
    );
  });

  it('shows skeletons, then an empty state', async () => {
    platform(() => ok({ list: [] }));
    renderWithProviders(<RedEnvelopePage />, { token: 'tok' });
    expect(screen.getByRole('status', { name: 'Loading red envelopes' })).toBeInTheDocument();
    expect(
      await screen.findByText('No red envelopes right now. Your agent may send you one.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    platform(() => (fail ? refused('unknown.error', 500) : ok({ list: [envelope()] })));
    renderWithProviders(<RedEnvelopePage />, { token: 'tok' });
    expect(await screen.findByText('The red envelopes could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('button', { name: 'Open red envelope' })).toBeInTheDocument();
  });

  it('reads in Tagalog', async () => {
    platform(() => ok({ list: [envelope()] }));
    renderWithProviders(<RedEnvelopePage />, { token: 'tok', language: 'TY' });
    expect(
      await screen.findByRole('list', { name: 'Ang mga angpao mo' }),
    ).toBeInTheDocument();
  });
});
