import { ok, refused, stubPlatform } from '@gaming/api/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TREE, pageOf } from '../../test/team-fixtures';
import { renderWithProviders } from '../../test/render';
import RedEnvelopePage from './red-envelope-page';

function renderPage() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/agentHome/agentRedRain']}>
      <RedEnvelopePage />
    </MemoryRouter>,
    { token: 'agent-token' },
  );
}

describe('the red envelope to many downlines', () => {
  it('sends one total split among the chosen members, with the payment password', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    stubPlatform({
      '/wps/agent/team/downline': (request) => ok(pageOf(TREE, new URL(request.url))),
      '/wps/agent/team/red-envelopes': async (request) => {
        const body = (await request.json()) as { paymentPassword: string; customerIds: number[] };
        sent.push({ body, key: request.headers.get('Idempotency-Key') });
        if (body.paymentPassword !== '246810') return refused('invalid_payment_pw');
        return ok({ count: 2, totalAmount: 100, shares: [], balance: 49_900 });
      },
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send red envelopes' }));
    expect(screen.getByText('Choose at least one member.')).toBeInTheDocument();
    expect(screen.getByText('Enter your payment password.')).toBeInTheDocument();

    // The search narrows the list; what was chosen stays chosen.
    await userEvent.click(await screen.findByRole('checkbox', { name: /player01/ }));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search username' }),
      'player07{Enter}',
    );
    // The search's answer replaces the list (player07 was in it before too).
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: /player01/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('checkbox', { name: /player07/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /player07/ }));
    expect(screen.getByText('2 members chosen')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Total amount'), '100');
    expect(screen.getByText('Each member gets about ₱50.00.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Payment password'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Send red envelopes' }));
    expect(await screen.findByText('Wrong payment password')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Payment password'));
    await userEvent.type(screen.getByLabelText('Payment password'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Send red envelopes' }));
    expect(await screen.findByText('2 red envelopes sent, ₱100.00 in total.')).toBeInTheDocument();
    expect(sent.at(-1)?.body).toEqual({
      customerIds: [5, 11],
      totalAmount: 100,
      paymentPassword: '246810',
    });
    expect(sent.at(-1)?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('0 members chosen')).toBeInTheDocument();
  });

  it('sends once when the form is submitted twice before the answer', async () => {
    let sent = 0;
    let release: () => void = () => undefined;
    stubPlatform({
      '/wps/agent/team/downline': (request) => ok(pageOf(TREE, new URL(request.url))),
      '/wps/agent/team/red-envelopes': async () => {
        sent += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return ok({ count: 1, totalAmount: 20, shares: [], balance: 49_980 });
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: /player01/ }));
    await userEvent.type(screen.getByLabelText('Total amount'), '20');
    await userEvent.type(screen.getByLabelText('Payment password'), '246810');
    const form = screen.getByRole('button', { name: 'Send red envelopes' }).closest('form');
    if (!form) throw new Error('the send button is in a form');
    // Two submits in one task: React has not rendered the busy button in between.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(sent).toBe(1));
    release();
    expect(await screen.findByText('1 red envelope sent, ₱20.00 in total.')).toBeInTheDocument();
    expect(sent).toBe(1);
  });
});
