import { ok, refused, stubPlatform } from '@gaming/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TREE, pageOf } from '../../test/team-fixtures';
import { renderWithProviders } from '../../test/render';
import DownlinePage from './downline-page';

function renderPage(path = '/agentHome/downlineManagmentView') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <DownlinePage />
    </MemoryRouter>,
    { token: 'agent-token' },
  );
}

const rowOf = (username: string) => {
  const header = screen.getByRole('rowheader', { name: username });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${username}`);
  return row;
};

describe('downline management', () => {
  it('lists the tree and the search hides the rows that do not match', async () => {
    stubPlatform({
      '/wps/agent/team/downline': (request) => ok(pageOf(TREE, new URL(request.url))),
    });
    renderPage();
    expect(await screen.findByRole('rowheader', { name: 'player07' })).toBeInTheDocument();
    expect(within(rowOf('player07')).getByText('Level 2')).toBeInTheDocument();
    expect(within(rowOf('player02')).getByText('Login forbidden')).toBeInTheDocument();

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search username' }),
      'agent1{Enter}',
    );
    // The search's answer replaces the list (agent1sub was in it before too).
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'player07' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('rowheader', { name: 'agent1sub' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'demo' })).not.toBeInTheDocument();
  });

  it('filters by level and status and says when nothing matches', async () => {
    stubPlatform({
      '/wps/agent/team/downline': (request) => ok(pageOf(TREE, new URL(request.url))),
    });
    renderPage('/agentHome/downlineManagmentView?level=direct');
    expect(await screen.findByRole('rowheader', { name: 'player01' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'player07' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'deleted');
    expect(await screen.findByText('No downline matches.')).toBeInTheDocument();
  });

  it('asks for the payment password before a transfer and sends one Idempotency-Key', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    stubPlatform({
      '/wps/agent/team/downline': (request) => ok(pageOf(TREE, new URL(request.url))),
      '/wps/agent/team/transfer': async (request) => {
        const body = (await request.json()) as { paymentPassword: string; amount: number };
        sent.push({ body, key: request.headers.get('Idempotency-Key') });
        return body.paymentPassword === '246810'
          ? ok({ amount: body.amount, balance: 49_000 })
          : refused('invalid_payment_pw');
      },
    });
    renderPage();
    await screen.findByRole('rowheader', { name: 'player01' });
    await userEvent.click(
      within(rowOf('player01')).getByRole('button', { name: 'Transfer to downline' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to player01' });
    await userEvent.type(within(dialog).getByLabelText('Amount'), '125.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(within(dialog).getByText('Enter your payment password.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Payment password'), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Wrong payment password')).toBeInTheDocument();
    // Wrong password: the amount stays as typed, the password field shows the catalogue's message.
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('125.50');
    await userEvent.clear(within(dialog).getByLabelText('Payment password'));
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('₱125.50 was sent to player01.')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toMatchObject({ customerId: 5, amount: 125.5 });
    expect(sent[1]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('locks a member and keeps a remark', async () => {
    const asked: unknown[] = [];
    stubPlatform({
      '/wps/agent/team/downline': (request) => ok(pageOf(TREE, new URL(request.url))),
      '/wps/agent/team/downline/status': async (request) => {
        asked.push(await request.json());
        return ok({ ...TREE[2], status: 'locked' });
      },
      '/wps/agent/team/downline/remark': async (request) => {
        const body = (await request.json()) as { remark: string };
        asked.push(body);
        return ok({ ...TREE[2], remark: body.remark });
      },
    });
    renderPage();
    await screen.findByRole('rowheader', { name: 'player01' });
    await userEvent.click(within(rowOf('player01')).getByRole('button', { name: 'Lock' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Lock player01?' })).getByRole(
        'button',
        { name: 'Lock' },
      ),
    );
    expect(await screen.findByText('player01 is locked and cannot log in.')).toBeInTheDocument();
    expect(within(rowOf('player02')).getByRole('button', { name: 'Unlock' })).toBeInTheDocument();

    await userEvent.click(within(rowOf('player01')).getByRole('button', { name: 'Edit remark' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remark for player01' });
    await userEvent.type(within(dialog).getByLabelText('Remark'), 'VIP prospect');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(asked).toEqual([
      { customerId: 5, locked: true },
      { customerId: 5, remark: 'VIP prospect' },
    ]);
  });

  it('asks before locking, naming the member; Cancel keeps the member as it was', async () => {
    const asked: unknown[] = [];
    stubPlatform({
      '/wps/agent/team/downline': (request) => ok(pageOf(TREE, new URL(request.url))),
      '/wps/agent/team/downline/status': async (request) => {
        asked.push(await request.json());
        return ok({ ...TREE[2], status: 'locked' });
      },
    });
    renderPage();
    await screen.findByRole('rowheader', { name: 'player01' });
    await userEvent.click(within(rowOf('player01')).getByRole('button', { name: 'Lock' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Lock player01?' });
    expect(ask).toHaveTextContent(
      'player01 will be signed out at once and cannot log in until you unlock the account.',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
    expect(within(rowOf('player01')).getByText('Normal')).toBeInTheDocument();
    expect(within(rowOf('player01')).getByRole('button', { name: 'Lock' })).toBeInTheDocument();
  });

  it('names the downline agent a level-2 member belongs to', async () => {
    stubPlatform({
      '/wps/agent/team/downline': (request) => ok(pageOf(TREE, new URL(request.url))),
    });
    renderPage();
    await screen.findByRole('rowheader', { name: 'player07' });
    expect(screen.getByRole('columnheader', { name: 'Downline agent' })).toBeInTheDocument();
    expect(within(rowOf('player07')).getByText('agent1sub')).toBeInTheDocument();
    expect(within(rowOf('player01')).getByText('You (direct)')).toBeInTheDocument();
  });

  it("shows the agent's balance and refuses more than it before sending; messages go once fixed", async () => {
    const sent: unknown[] = [];
    stubPlatform({
      '/wps/agent/team/downline': (request) => ok(pageOf(TREE, new URL(request.url))),
      '/wps/v2/wallets/balance': () =>
        ok({ balance: 1_000, currency: 'PHP', currencySymbol: '₱', wallets: [] }),
      '/wps/member/security': () =>
        ok({
          items: [],
          paymentPasswordSet: true,
          completeProgress: 50,
          mobileNum: null,
          email: null,
        }),
      '/wps/agent/team/transfer': async (request) => {
        const body = (await request.json()) as { amount: number };
        sent.push(body);
        return ok({ amount: body.amount, balance: 1_000 - body.amount });
      },
    });
    renderPage();
    await screen.findByRole('rowheader', { name: 'player01' });
    await userEvent.click(
      within(rowOf('player01')).getByRole('button', { name: 'Transfer to downline' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to player01' });
    expect(await within(dialog).findByText('Your balance: ₱1,000.00')).toBeInTheDocument();
    expect(within(dialog).queryByText('You have no payment password yet.')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      within(dialog).getByText('Enter an amount above zero with at most 2 decimals.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your payment password.')).toBeInTheDocument();
    // Each message goes as soon as its own field is right; the other stays.
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '246810');
    expect(within(dialog).queryByText('Enter your payment password.')).not.toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter an amount above zero with at most 2 decimals.'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Amount'), '1000.01');
    expect(within(dialog).getByText('Your balance is not enough.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(sent).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('Amount'));
    await userEvent.type(within(dialog).getByLabelText('Amount'), '1000');
    expect(within(dialog).queryByText('Your balance is not enough.')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('₱1,000.00 was sent to player01.')).toBeInTheDocument();
    expect(sent).toEqual([{ customerId: 5, amount: 1000, paymentPassword: '246810' }]);
  });

  it('links to the payment password page while the agent has none', async () => {
    stubPlatform({
      '/wps/agent/team/downline': (request) => ok(pageOf(TREE, new URL(request.url))),
      '/wps/member/security': () =>
        ok({
          items: [],
          paymentPasswordSet: false,
          completeProgress: 0,
          mobileNum: null,
          email: null,
        }),
    });
    renderPage();
    await screen.findByRole('rowheader', { name: 'player01' });
    await userEvent.click(
      within(rowOf('player01')).getByRole('button', { name: 'Transfer to downline' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to player01' });
    expect(
      await within(dialog).findByText(/You have no payment password yet\./),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Set your payment password' })).toHaveAttribute(
      'href',
      '/agentHome/agentPaymentPassword?from=downlineManagmentView',
    );
  });

  it("says the platform's refusal of a remark until the remark changes", async () => {
    stubPlatform({
      '/wps/agent/team/downline': (request) => ok(pageOf(TREE, new URL(request.url))),
      '/wps/agent/team/downline/remark': () => refused('field.invalid'),
    });
    renderPage();
    await screen.findByRole('rowheader', { name: 'player01' });
    await userEvent.click(within(rowOf('player01')).getByRole('button', { name: 'Edit remark' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remark for player01' });
    await userEvent.type(within(dialog).getByLabelText('Remark'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please check this field.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Remark'), 'y');
    expect(within(dialog).queryByText('Please check this field.')).not.toBeInTheDocument();
  });
});
