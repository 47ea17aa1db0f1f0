import { ok, refused, stubPlatform } from '@gaming/api/testing';
import type { NewbieReward, RescueState, RewardTicket, SignInCalendar } from '@gaming/api/wire';
import type { Language } from '@gaming/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import RewardCentrePage from './reward-centre-page';

function renderPage(path = '/member/rewardCenter', language: Language = 'EN') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <RewardCentrePage />
    </MemoryRouter>,
    { language, token: 'T' },
  );
}

const days = (claimed: boolean): SignInCalendar['days'] =>
  ['2026-11-23', '2026-11-24', '2026-11-25'].map((date, index) => ({
    date,
    dayNo: index + 1,
    amount: 5 + index,
    depositAmount: index === 2 ? 100 : 0,
    hasClaimed: index === 0 || (index === 1 && claimed),
    isToday: index === 1,
  }));

describe('the reward centre', () => {
  it('claims today’s sign-in once under a double click and shows the calendar', async () => {
    let claimed = false;
    const keys: (string | null)[] = [];
    stubPlatform({
      '/wps/rewards/sign-in': (request) => {
        if (request.method === 'POST') {
          keys.push(request.headers.get('Idempotency-Key'));
          claimed = true;
          return ok({ name: 'Sign-in day 2', amount: 6, balance: 106 });
        }
        return ok({ days: days(claimed), depositToday: 0, claimable: !claimed });
      },
    });
    renderPage();
    expect(screen.getByRole('tab', { name: 'Sign-in' })).toHaveAttribute('aria-selected', 'true');
    const calendar = await screen.findByRole('list');
    expect(within(calendar).getAllByRole('listitem')).toHaveLength(3);
    expect(within(calendar).getByText('Deposit ₱100.00 today')).toBeInTheDocument();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Claim today’s reward' }));
    expect(await screen.findByRole('status')).toHaveTextContent('₱6.00 has been added');
    expect(keys).toHaveLength(1);
    expect(
      await screen.findByText('Today’s reward is claimed. Come back tomorrow!'),
    ).toBeInTheDocument();
  });

  it('does not offer today’s claim again while the calendar still shows it open', async () => {
    const keys: (string | null)[] = [];
    stubPlatform({
      '/wps/rewards/sign-in': (request) => {
        if (request.method === 'POST') {
          keys.push(request.headers.get('Idempotency-Key'));
          return ok({ name: 'Sign-in day 2', amount: 6, balance: 106 });
        }
        // A calendar that has not caught up with the claim yet.
        return ok({ days: days(false), depositToday: 0, claimable: true });
      },
    });
    renderPage();
    const claim = await screen.findByRole('button', { name: 'Claim today’s reward' });
    await userEvent.click(claim);
    expect(await screen.findByRole('status')).toHaveTextContent('₱6.00 has been added');
    expect(screen.getByRole('button', { name: 'Claim today’s reward' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Claim today’s reward' }));
    expect(keys).toHaveLength(1);
  });

  it('says a deposit is needed first, with the catalogue’s message, in Tagalog', async () => {
    stubPlatform({
      '/wps/rewards/sign-in': (request) =>
        request.method === 'POST'
          ? refused('claim_deposit_required')
          : ok({
              days: days(false).map((day) => ({ ...day, depositAmount: day.isToday ? 100 : 0 })),
              depositToday: 0,
              claimable: false,
            }),
    });
    renderPage('/member/rewardCenter', 'TY');
    await userEvent.click(await screen.findByRole('button', { name: 'I-claim ang reward ngayon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/deposit/i);
    expect(screen.getByRole('link', { name: 'Mag-deposit ng ₱100.00 ngayon' })).toHaveAttribute(
      'href',
      '/member/depositv2',
    );
  });

  it('lists newbie rewards with the profile fields each needs', async () => {
    const list: NewbieReward[] = [
      {
        id: 1,
        name: 'Bind your mobile number',
        amount: 8,
        requires: [{ field: 'mobileBound', met: true }],
        claimed: false,
        claimable: true,
      },
      {
        id: 3,
        name: 'Complete your profile',
        amount: 18,
        requires: [
          { field: 'mobileBound', met: true },
          { field: 'realName', met: false },
        ],
        claimed: false,
        claimable: false,
      },
    ];
    stubPlatform({
      '/wps/rewards/newbie': (request) =>
        request.method === 'POST'
          ? ok({ name: 'Bind your mobile number', amount: 8, balance: 10 })
          : ok(list),
    });
    renderPage('/member/rewardCenter?tab=newbie');
    expect(await screen.findByText('Real name added: Not yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete in Security centre' })).toHaveAttribute(
      'href',
      '/member/securityCenter',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Claim Bind your mobile number' }));
    expect(await screen.findByRole('status')).toHaveTextContent('₱8.00 has been added');
  });

  it('shows yesterday’s net loss, the tiers and the rescue to claim', async () => {
    const state: RescueState = {
      date: '2026-11-23',
      netLoss: 1360,
      tiers: [
        { minLoss: 100, amount: 5 },
        { minLoss: 1000, amount: 38 },
      ],
      reward: 38,
      claimed: false,
      claimable: true,
    };
    stubPlatform({ '/wps/rewards/rescue': () => ok(state) });
    renderPage('/member/rewardCenter?tab=rescue');
    expect(await screen.findByText('Your rescue: ₱38.00')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Rescue tiers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim' })).toBeInTheDocument();
  });

  it('redeems a promo code; bad input keeps what was typed and gets the message', async () => {
    stubPlatform({
      '/wps/rewards/promo-code': async (request) => {
        const body = (await request.json()) as { promoCode: string };
        return body.promoCode === 'WELCOME88'
          ? ok({ name: 'WELCOME88', amount: 88, balance: 100 })
          : refused('promo.code.invalid');
      },
    });
    renderPage('/member/rewardCenter?tab=promo_code');
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(field, 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(field).toHaveValue('ab');
    expect(field).toHaveAccessibleDescription(/Enter 4 to 20 letters/);
    await userEvent.clear(field);
    await userEvent.type(field, 'NOPE1234');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This promo code is not valid.');
    expect(field).toHaveValue('NOPE1234');
    await userEvent.clear(field);
    await userEvent.type(field, 'WELCOME88');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('status')).toHaveTextContent('₱88.00 has been added');
  });

  it('opens a ticket and shows the prize the platform decided', async () => {
    const tickets: RewardTicket[] = [
      {
        id: 4,
        ticketType: 'CASH_VOUCHER',
        name: '₱50 cash voucher',
        expiresAt: '2027-12-31T16:00:00Z',
      },
    ];
    stubPlatform({
      '/wps/rewards/tickets': () => ok(tickets),
      '/wps/rewards/tickets/open': () =>
        ok({ ticketId: 4, prize: 'MONEY', amount: 50, productName: null, balance: 150 }),
    });
    renderPage('/member/rewardCenter?tab=tickets');
    await userEvent.click(await screen.findByRole('button', { name: 'Open Cash voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your prize' });
    expect(dialog).toHaveTextContent('You won ₱50.00!');
  });

  it('shows the empty history and an error with a retry', async () => {
    let calls = 0;
    stubPlatform({
      '/wps/rewards/history': () => {
        calls += 1;
        return calls === 1 ? refused('unknown.error', 500) : ok([]);
      },
    });
    renderPage('/member/rewardCenter?tab=history');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No rewards claimed in this period.')).toBeInTheDocument();
  });
});
