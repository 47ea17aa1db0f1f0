import { ENCRYPTION_HEADER, open } from '@gaming/api/envelope';
import { ok } from '@gaming/api/testing';
import type { SecurityOverview } from '@gaming/api/wire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentPlatform, testEnvelopeKey } from '../../test/agent-platform';
import { renderApp } from '../../test/render';

const overview = (paymentPasswordSet: boolean, mobileNum: string | null): SecurityOverview => ({
  items: [],
  paymentPasswordSet,
  completeProgress: 50,
  mobileNum,
  email: null,
});

/** The agent's security calls: the overview follows what was saved. */
async function platform({
  set = false,
  mobile = '9170000001',
}: { set?: boolean; mobile?: string | null } = {}) {
  const key = await testEnvelopeKey();
  const state = { set };
  const saved: unknown[] = [];
  await agentPlatform({
    handlers: {
      '/wps/member/security': () => ok(overview(state.set, mobile)),
      '/wps/member/security/payment-password': async (request) => {
        const opened = await open(
          request.headers.get(ENCRYPTION_HEADER) ?? undefined,
          await request.json(),
          () => key.privateKey,
        );
        saved.push(opened.payload);
        state.set = true;
        return ok(null);
      },
    },
  });
  return saved;
}

const menu = () => screen.getByRole('navigation', { name: 'Agent centre menu' });

describe("the agent's payment password page", () => {
  it('opens from the account menu at its own address and sets the first payment password', async () => {
    const saved = await platform();
    const { router } = renderApp('/agentHome', { token: 'T-agent' });
    await screen.findByRole('heading', { level: 1, name: 'Team overview' });
    const account = within(menu()).getByRole('list', { name: 'My account' });
    await userEvent.click(within(account).getByRole('link', { name: 'Payment password' }));
    expect(router.state.location.pathname).toBe('/agentHome/agentPaymentPassword');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment password' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Payment password · Agent centre');
    expect(within(account).getByRole('link', { name: 'Payment password' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      await screen.findByText(
        'Set a 6-digit payment password. You need it to transfer to your downline and to send red envelopes.',
      ),
    ).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New payment password'), '135790');
    await userEvent.type(screen.getByLabelText('Confirm payment password'), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByText('Your payment password is saved.')).toBeInTheDocument();
    expect(saved).toEqual([
      { mode: 'set', paymentPassword: '135790', confirmPaymentPassword: '135790' },
    ]);
    // Set now: the page offers the change and the reset by SMS.
    const modes = await screen.findByRole('group', { name: 'Payment password' });
    expect(within(modes).getByRole('button', { name: 'Reset payment password' })).toBeVisible();
  });

  it('is found at its address after a reload, and leads back to the page that sent the agent', async () => {
    await platform({ set: true, mobile: null });
    const { router } = renderApp('/agentHome/agentPaymentPassword?from=downlineManagmentView', {
      token: 'T-agent',
    });
    expect(
      await screen.findByText('Your payment password is set. Change it with the current one.'),
    ).toBeInTheDocument();
    // No bound number: no reset by SMS, and the way to bind one on the player site.
    expect(
      screen.queryByRole('button', { name: 'Reset payment password' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Open the security centre/ })).toHaveAttribute(
      'href',
      'http://127.0.0.1:4173/member/securityCenter?token=T-agent',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Back to Team management' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/agentHome/downlineManagmentView'),
    );
  });

  it('links back to no page but the centre’s own', async () => {
    await platform({ set: true });
    renderApp('/agentHome/agentPaymentPassword?from=https://example.com', { token: 'T-agent' });
    await screen.findByRole('group', { name: 'Payment password' });
    expect(screen.queryByRole('link', { name: /^Back to/ })).not.toBeInTheDocument();
  });
});
