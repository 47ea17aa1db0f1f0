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
    expect(screen.getByText('₱100.00 among 2 members: each gets ₱50.00.')).toBeInTheDocument();
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

  it('says how a total that does not split equally is shared, and who gets the extra centavos', async () => {
    const sent: unknown[] = [];
    stubPlatform({
      '/wps/agent/team/downline': (request) => ok(pageOf(TREE, new URL(request.url))),
      '/wps/agent/team/red-envelopes': async (request) => {
        sent.push(await request.json());
        return ok({ count: 3, totalAmount: 10, shares: [], balance: 49_990 });
      },
    });
    renderPage();
    // Chosen in this order: player07 first.
    await userEvent.click(await screen.findByRole('checkbox', { name: /player07/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /player01/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /player02/ }));
    await userEvent.type(screen.getByLabelText('Total amount'), '10');
    const total = screen.getByLabelText('Total amount');
    expect(total).toHaveAccessibleDescription(
      '₱10.00 among 3 members: 2 get ₱3.33, 1 gets ₱3.34. The 1 extra centavo goes to the member you chose first: player07.',
    );
    await userEvent.type(total, '.01');
    expect(
      screen.getByText(
        '₱10.01 among 3 members: 1 gets ₱3.33, 2 get ₱3.34. The 2 extra centavos go one each to the members you chose first: player07, player01.',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(total);
    await userEvent.type(total, '9');
    expect(screen.getByText('₱9.00 among 3 members: each gets ₱3.00.')).toBeInTheDocument();
    await userEvent.type(total, '.01');
    await userEvent.type(screen.getByLabelText('Payment password'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Send red envelopes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // The platform gives the extra centavo to the first id: the order the form said.
    expect(sent[0]).toMatchObject({ customerIds: [11, 5, 6], totalAmount: 9.01 });
  });

  it('clears a message as soon as its field is fixed, and names the downline agent of a member', async () => {
    stubPlatform({
      '/wps/agent/team/downline': (request) => ok(pageOf(TREE, new URL(request.url))),
    });
    renderPage();
    expect(await screen.findByText('₱500.00 · under agent1sub')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send red envelopes' }));
    expect(screen.getByText('Choose at least one member.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter an amount that gives each member at least 0.01.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter your payment password.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /player01/ }));
    expect(screen.queryByText('Choose at least one member.')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Total amount'), '5');
    expect(
      screen.queryByText('Enter an amount that gives each member at least 0.01.'),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Enter your payment password.')).toBeInTheDocument();
    // Unticking the only member brings its message back at once.
    await userEvent.click(screen.getByRole('checkbox', { name: /player01/ }));
    expect(screen.getByText('Choose at least one member.')).toBeInTheDocument();
  });

  it('links to the payment password page when the platform says none is set', async () => {
    stubPlatform({
      '/wps/agent/team/downline': (request) => ok(pageOf(TREE, new URL(request.url))),
      '/wps/agent/team/red-envelopes': () => refused('not_exists_payment_password'),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: /player01/ }));
    await userEvent.type(screen.getByLabelText('Total amount'), '5');
    await userEvent.type(screen.getByLabelText('Payment password'), '123456');
    expect(
      screen.queryByRole('link', { name: 'Set your payment password' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send red envelopes' }));
    expect(await screen.findByText('Please set a payment password first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set your payment password' })).toHaveAttribute(
      'href',
      '/agentHome/agentPaymentPassword?from=agentRedRain',
    );
  });
});
