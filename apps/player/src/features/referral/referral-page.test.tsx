import { ok, refused, stubPlatform } from '@gaming/api/testing';
import type { ReferralFriendsPage, ReferralOverview } from '@gaming/api/wire';
import type { Language } from '@gaming/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import ReferralPage from './referral-page';

function renderPage(language: Language = 'EN') {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/member/referral']}>
      <ReferralPage />
    </MemoryRouter>,
    { language, token: 'test-token' },
  );
}

const overview: ReferralOverview = {
  code: 'RF100B',
  invitePath: '/register?referralCode=RF100B',
  income: { memberCount: 6, depositCount: 3, totalAmount: 750, invitationAmount: 100 },
  statusCounts: { A: 2, F: 1, M: 1, E: 1, P: 1 },
  rewards: [{ inviteeName: 'fr***2', amount: 50, time: '2026-11-12T04:00:00.000Z' }],
  rules: { rewardPerFriend: 50, minFirstDeposit: 100, depositWithinDays: 7 },
};

const friendsPage = (list: ReferralFriendsPage['list']): ReferralFriendsPage => ({
  list,
  pageNo: 1,
  pageSize: 10,
  totalCount: list.length,
  totalPages: list.length > 0 ? 1 : 0,
});

describe('invite and earn', () => {
  it('shows the invitation link with its QR code, income and friends by status', async () => {
    stubPlatform({ '/wps/member/referral': () => ok(overview) });
    renderPage();
    const link = await screen.findByRole('textbox', { name: 'Invitation link' });
    expect(link).toHaveValue(`${window.location.origin}/register?referralCode=RF100B`);
    const qr = await screen.findByRole('img', { name: 'QR code of your invitation link' });
    expect(qr).toHaveAttribute('width', '107');
    expect(screen.getByText('Invitation code: RF100B')).toBeInTheDocument();
    const income = screen.getByRole('region', { name: 'My income' });
    expect(within(income).getByText('₱750.00')).toBeInTheDocument();
    expect(within(income).getByText('₱100.00')).toBeInTheDocument();
    const statuses = screen.getByRole('region', { name: 'Friends by status' });
    expect(within(statuses).getByText('Duplicate')).toBeInTheDocument();
    expect(within(statuses).getByText('Overdue')).toBeInTheDocument();
  });

  it('lists the friends with statuses, the rewards and the rules', async () => {
    stubPlatform({
      '/wps/member/referral': () => ok(overview),
      '/wps/member/referral/friends': () =>
        ok(
          friendsPage([
            {
              inviteeName: 'fr***6',
              registerTime: '2026-11-22T04:00:00.000Z',
              firstDepositTime: null,
              status: 'P',
            },
            {
              inviteeName: 'fr***2',
              registerTime: '2026-11-10T04:00:00.000Z',
              firstDepositTime: '2026-11-12T04:00:00.000Z',
              status: 'A',
            },
            {
              inviteeName: 'fr***5',
              registerTime: '2026-11-08T04:00:00.000Z',
              firstDepositTime: '2026-11-09T04:00:00.000Z',
              status: 'F',
            },
          ]),
        ),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Friends' }));
    const table = await screen.findByRole('table', { name: 'Invited friends' });
    expect(within(table).getByRole('rowheader', { name: 'fr***6' })).toBeInTheDocument();
    expect(within(table).getByText('Waiting for deposit')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Rewards' }));
    const rewards = await screen.findByRole('table', { name: 'Invitation rewards' });
    expect(within(rewards).getByText('₱50.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    expect(
      screen.getByText(
        'A friend becomes active with a first deposit of at least ₱100.00 within 7 days of registering.',
      ),
    ).toBeInTheDocument();
  });

  it('has an empty friends list with a way back to the link, and an error with retry', async () => {
    let fail = true;
    stubPlatform({
      '/wps/member/referral': () => (fail ? refused('unknown.error', 500) : ok(overview)),
      '/wps/member/referral/friends': () => ok(friendsPage([])),
    });
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading invite and earn' })).toBeInTheDocument();
    expect(await screen.findByText('Invite and earn could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Friends' }));
    expect(
      await screen.findByText('No friend has registered with your link yet.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Share my link' }));
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
  });

  it('reads in Tagalog', async () => {
    stubPlatform({ '/wps/member/referral': () => ok(overview) });
    renderPage('TY');
    expect(
      await screen.findByRole('heading', { name: 'Ang invitation link mo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mga kaibigan' })).toBeInTheDocument();
  });
});
