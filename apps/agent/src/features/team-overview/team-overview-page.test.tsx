import { ok, refused, stubPlatform } from '@gaming/api/testing';
import type { TeamOverview, TeamTrend } from '@gaming/api/wire';
import { addDays } from '@gaming/domain/records';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import TeamOverviewPage from './team-overview-page';

const overview = (extra: Partial<TeamOverview> = {}): TeamOverview => ({
  startDate: '2026-11-25',
  endDate: '2026-11-25',
  members: 13,
  newMembers: 2,
  activeMembers: 5,
  firstDeposits: 1,
  teamBalance: 25_000,
  deposits: 9_500,
  withdrawals: 300,
  bets: 3_450,
  wins: 3_040,
  profitAndLoss: -410,
  ...extra,
});

const trend: TeamTrend = {
  days: Array.from({ length: 30 }, (_, i) => ({
    date: addDays('2026-10-27', i),
    newMembers: i === 3 ? 2 : 0,
    activeMembers: i % 5,
    deposits: i === 10 ? 5_000 : 100,
    withdrawals: 0,
    bets: 0,
    wins: 0,
    profitAndLoss: 0,
  })),
};

function renderPage(path = '/agentHome') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <TeamOverviewPage />
    </MemoryRouter>,
    { token: 'agent-token' },
  );
}

describe('the team overview', () => {
  it("shows the team's totals for the period in the URL and asks again when the period changes", async () => {
    const asked: string[] = [];
    stubPlatform({
      '/wps/agent/team/overview': (request) => {
        const url = new URL(request.url);
        asked.push(url.search);
        return ok(
          url.searchParams.get('period') === 'month'
            ? overview({ startDate: '2026-11-01', deposits: 12_000 })
            : overview(),
        );
      },
      '/wps/agent/team/trend': () => ok(trend),
    });
    renderPage();
    const stats = await screen.findByLabelText('Team totals');
    expect(within(stats).getByText('Team size').nextElementSibling).toHaveTextContent('13');
    expect(within(stats).getByText('Deposits').nextElementSibling).toHaveTextContent('9,500.00');
    expect(asked[0]).toBe('?period=today');

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'month');
    expect(
      await within(screen.getByLabelText('Team totals')).findByText('₱12,000.00'),
    ).toBeInTheDocument();
    expect(asked).toContain('?period=month');
  });

  it('reads a custom range from the URL', async () => {
    const asked: string[] = [];
    stubPlatform({
      '/wps/agent/team/overview': (request) => {
        asked.push(new URL(request.url).search);
        return ok(overview({ startDate: '2026-11-01', endDate: '2026-11-10' }));
      },
      '/wps/agent/team/trend': () => ok(trend),
    });
    renderPage('/agentHome?period=custom&from=2026-11-01&to=2026-11-10');
    expect(await screen.findByLabelText('Team totals')).toBeInTheDocument();
    expect(asked[0]).toBe('?period=custom&startDate=2026-11-01&endDate=2026-11-10');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
  });

  it('draws the 30-day trend of one figure at a time, with a table for screen readers', async () => {
    stubPlatform({
      '/wps/agent/team/overview': () => ok(overview()),
      '/wps/agent/team/trend': () => ok(trend),
    });
    renderPage();
    expect(await screen.findByTestId('trend-chart')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Deposits per day' })).toBeInTheDocument();
    expect(
      screen.getByText(/Deposits: ₱7,900.00 in 30 days, highest ₱5,000.00/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Active members' }));
    expect(
      await screen.findByRole('table', { name: 'Active members per day' }),
    ).toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    let calls = 0;
    stubPlatform({
      '/wps/agent/team/overview': () => {
        calls += 1;
        return calls === 1 ? refused('system.error', 500) : ok(overview());
      },
      '/wps/agent/team/trend': () => ok(trend),
    });
    renderPage();
    const retry = await screen.findByRole('button', { name: /try again|retry/i });
    await userEvent.click(retry);
    expect(await screen.findByLabelText('Team totals')).toBeInTheDocument();
  });
});
