import { ok, refused, stubPlatform } from '@gaming/api/testing';
import type { Mission, MissionLeaderboard } from '@gaming/api/wire';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import MissionLeaderboardPage from './mission-leaderboard-page';

const mission = (claimed: boolean): Mission => ({
  id: 1,
  title: 'Year-end slot marathon',
  startTime: '2026-10-31T16:00:00.000Z',
  endTime: '2027-01-30T16:00:00.000Z',
  ended: false,
  claimUntil: '2027-02-06T16:00:00.000Z',
  rankBy: 'VALID_BET',
  ranked: 2,
  totalCompleted: 1,
  totalMilestones: 2,
  milestones: [
    {
      id: 11,
      condition: 'BET_COUNT',
      target: 10,
      actual: 12,
      bonusAmount: 5,
      pointAmount: 20,
      rewardStatus: claimed ? 'A' : 'I',
    },
    {
      id: 12,
      condition: 'VALID_BET',
      target: 1000,
      actual: 250.5,
      bonusAmount: 20,
      pointAmount: 0,
      rewardStatus: 'P',
    },
  ],
});

const board: MissionLeaderboard = {
  missionId: 1,
  rankBy: 'VALID_BET',
  list: [
    { rank: 1, username: 'pl***1', progress: 900, isMe: false },
    { rank: 2, username: 'demo', progress: 250.5, isMe: true },
  ],
  mine: { rank: 2, username: 'demo', progress: 250.5, isMe: true },
};

function platform(options: { missions?: () => Response } = {}) {
  let claimed = false;
  let claims = 0;
  stubPlatform({
    '/wps/member/missions': () =>
      options.missions ? options.missions() : ok({ list: [mission(claimed)] }),
    '/wps/member/missions/1/claim': (request) => {
      claims += 1;
      expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
      claimed = true;
      return ok({
        missionId: 1,
        claimed: [{ milestoneId: 11, bonusAmount: 5, pointAmount: 20 }],
        bonusAmount: 5,
        pointAmount: 20,
        balance: 1005,
      });
    },
    '/wps/member/missions/1/leaderboard': () => ok(board),
    '/wps/v2/wallets/balance': () =>
      ok({ balance: 1_000, currency: 'TLB', currencySymbol: '₱', wallets: [] }),
  });
  return () => claims;
}

describe('missions', () => {
  it('shows milestones with progress and statuses, and claims a reached one once', async () => {
    const claims = platform();
    renderWithProviders(<MissionLeaderboardPage />, { token: 'tok' });
    expect(screen.getByRole('status', { name: 'Loading missions' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Year-end slot marathon' });
    expect(card).toHaveTextContent('1 of 2 milestones reached');
    expect(card).toHaveTextContent('Your rank: #2');
    const milestones = within(card).getByRole('list', {
      name: 'Milestones of Year-end slot marathon',
    });
    const bets = within(milestones).getByRole('listitem', { name: '10 bets' });
    expect(bets).toHaveTextContent('Ready to claim');
    expect(bets).toHaveTextContent('₱5.00 + 20 pts');
    const valid = within(milestones).getByRole('listitem', { name: 'Valid bets of ₱1,000.00' });
    expect(valid).toHaveTextContent('₱250.50 / ₱1,000.00');
    expect(within(valid).getByRole('progressbar')).toHaveAttribute('value', '250.5');
    const claim = within(card).getByRole('button', {
      name: 'Claim rewards of Year-end slot marathon',
    });
    await userEvent.click(claim);
    expect(await within(card).findByRole('status')).toHaveTextContent('Claimed ₱5.00 and 20 pts.');
    expect(await within(bets).findByText('Claimed')).toBeInTheDocument();
    expect(claims()).toBe(1);
  });

  it('shows the leaderboard with masked names and the member’s own row', async () => {
    platform();
    renderWithProviders(<MissionLeaderboardPage />, { token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show leaderboard' }));
    const table = await screen.findByRole('table', {
      name: 'Leaderboard of Year-end slot marathon',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('#1pl***1₱900.00');
    expect(rows[2]).toHaveTextContent('demo (you)');
  });

  it('says when there are no missions, and offers a retry on failure (Tagalog)', async () => {
    let fail = true;
    platform({ missions: () => (fail ? refused('unknown.error', 500) : ok({ list: [] })) });
    renderWithProviders(<MissionLeaderboardPage />, { token: 'tok', language: 'TY' });
    expect(await screen.findByText('Hindi ma-load ang mga mission.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Subukang muli' }));
    expect(
      await screen.findByText('Walang mission ngayon. Bumalik ka ulit mamaya.'),
    ).toBeInTheDocument();
  });
});
