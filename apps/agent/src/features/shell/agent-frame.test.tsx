import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentPlatform, calledPaths } from '../../test/agent-platform';
import { renderApp } from '../../test/render';

const menu = () => screen.getByRole('navigation', { name: 'Agent centre menu' });

describe('the agent frame (§2 header)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the site time zone and a clock that ticks every second', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 4, 0, 5), toFake: ['Date', 'setInterval'] });
    await agentPlatform();
    renderApp('/agentHome', { token: 'T-agent' });
    const header = await screen.findByRole('banner');
    await within(header).findByText('Hi, Agent One');
    expect(within(header).getByText('Time zone: GMT+8')).toBeInTheDocument();
    const time = () => header.querySelector('time');
    expect(time()).toHaveTextContent('12:00:05 PM');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(time()).toHaveTextContent('12:00:06 PM');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(time()).toHaveTextContent('12:00:08 PM');
  });

  it("shows Manila's date and time beside its zone on a device in New York", async () => {
    const deviceZone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // 00:30 on Nov 28 in Manila, 11:30 AM on Nov 27 in New York.
      vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 16, 30, 5), toFake: ['Date', 'setInterval'] });
      await agentPlatform();
      renderApp('/agentHome', { token: 'T-agent' });
      const header = await screen.findByRole('banner');
      await within(header).findByText('Hi, Agent One');
      expect(within(header).getByText('Time zone: GMT+8')).toBeInTheDocument();
      expect(header.querySelector('time')).toHaveTextContent('Nov 28, 2026, 12:30:05 AM');
    } finally {
      if (deviceZone === undefined) delete process.env.TZ;
      else process.env.TZ = deviceZone;
    }
  });

  it('signs out after a confirmation: server logout, no session, back to /agent', async () => {
    const fetchMock = await agentPlatform();
    const { router, store } = renderApp('/agentHome', { token: 'T-agent' });
    await screen.findByText('Hi, Agent One');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Sign out' });
    expect(ask).toHaveTextContent('Sign out of the agent centre?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().apiContext.token).toBe('T-agent');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    expect(store.getState().apiContext.token).toBeNull();
    expect(calledPaths(fetchMock)).toContain('/wps/session/logout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agent login' }),
    ).toBeInTheDocument();
  });
});

describe('the agent menu (§2, §6 settings)', () => {
  it('lists every page when every setting is on, marks the current one, and opens it', async () => {
    await agentPlatform();
    const { router } = renderApp('/agentHome', { token: 'T-agent' });
    await screen.findByRole('heading', { level: 1, name: 'Team overview' });
    const links = within(menu()).getAllByRole('link');
    expect(links.slice(0, 13).map((link) => link.textContent)).toEqual([
      'Announcements',
      'Team overview',
      'Registration centre',
      'Team management',
      'Team betting',
      'User profit and loss',
      'My income',
      'Account details',
      'Red envelope',
      'Dividends',
      'Daily wages',
      'Hourly salary',
      'Real-time salary',
    ]);
    expect(within(menu()).getByRole('link', { name: 'Team overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(menu()).getByRole('link', { name: 'Announcements' }));
    expect(router.state.location.pathname).toBe('/agentHome/agentAnnouncement');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Announcements' }),
    ).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Announcements' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu()).getByRole('link', { name: 'Team overview' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('hides dividends, the salaries and the red envelope when their settings are off', async () => {
    await agentPlatform({
      permission: (permission) => {
        const whitelabel = permission.info.whitelabel;
        whitelabel.DIVIDEND = false;
        whitelabel.DAYSAL = false;
        whitelabel.RTSALARY3 = false;
        whitelabel.AGENTRANSMULTDOWN3 = false;
      },
    });
    renderApp('/agentHome/agentDailyWages2', { token: 'T-agent' });
    // A page the settings hide is not found, even at its address.
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    for (const name of ['Dividends', 'Daily wages', 'Real-time salary', 'Red envelope']) {
      expect(within(menu()).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(within(menu()).getByRole('link', { name: 'Hourly salary' })).toBeInTheDocument();
  });

  it('opens deposit, withdraw and messages on the player site signed in', async () => {
    await agentPlatform();
    renderApp('/agentHome', { token: 'T-agent' });
    await screen.findByRole('heading', { level: 1, name: 'Team overview' });
    const deposit = within(menu()).getByRole('link', { name: /^Deposit/ });
    expect(deposit).toHaveAttribute('href', 'http://127.0.0.1:4173/member/depositv2?token=T-agent');
    expect(deposit).toHaveAttribute('target', '_blank');
    expect(within(menu()).getByRole('link', { name: /^Withdraw/ })).toHaveAttribute(
      'href',
      'http://127.0.0.1:4173/member/withdraw?token=T-agent',
    );
    expect(within(menu()).getByRole('link', { name: /^Platform messages/ })).toHaveAttribute(
      'href',
      'http://127.0.0.1:4173/member/messageV2?token=T-agent',
    );
    expect(within(menu()).getByRole('link', { name: 'Customer service' })).toBeInTheDocument();
  });

  it('is a drawer behind a menu button that Escape closes', async () => {
    await agentPlatform();
    renderApp('/agentHome', { token: 'T-agent' });
    await screen.findByRole('heading', { level: 1, name: 'Team overview' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', menu().id);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});
