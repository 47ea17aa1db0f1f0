import { ok, refused, stubPlatform } from '@gaming/api/testing';
import type { Promotion, PromotionsPage as Page } from '@gaming/api/wire';
import type { Language } from '@gaming/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PromotionsPage } from './promotions-page';

const promotion = (overrides: Partial<Promotion>): Promotion => ({
  id: 1,
  category: 'deposit',
  promotionType: 'FIRST_DEPOSIT',
  title: 'First deposit 100% bonus',
  content: '<p>Double <b>your</b> deposit</p><img src="x" onerror="alert(1)"><script>x()</script>',
  imageUrl: '/wps/assets/banners/promo-4.svg',
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2027-12-31T16:00:00.000Z',
  manual: false,
  raffle: false,
  bonus: 0,
  status: null,
  ...overrides,
});

const page: Page = {
  categories: ['rng', 'deposit', 'new_player'],
  list: [
    promotion({}),
    promotion({
      id: 2,
      category: 'rng',
      promotionType: 'MANUAL',
      title: 'Slots weekend cashback',
      manual: true,
      bonus: 88,
      status: 'issued',
    }),
    promotion({
      id: 3,
      category: 'rng',
      promotionType: 'MANUAL',
      title: 'Live streak',
      manual: true,
      bonus: 188,
    }),
    promotion({ id: 4, category: 'new_player', promotionType: 'LOGIN', title: 'Daily sign-in' }),
  ],
};

let router: ReturnType<typeof createMemoryRouter>;
const where = () => `${router.state.location.pathname}${router.state.location.search}`;

function renderPage(path: string, options: { loggedIn?: boolean; language?: Language } = {}) {
  const onLogin = vi.fn();
  const loggedIn = options.loggedIn ?? true;
  router = createMemoryRouter(
    [
      {
        path: '*',
        element: <PromotionsPage loggedIn={loggedIn} isAgent={0} onLogin={onLogin} />,
      },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />, {
    language: options.language ?? 'EN',
    ...(loggedIn ? { token: 'T' } : {}),
  });
  return { onLogin };
}

describe('the promotions page', () => {
  it('shows the categories as tabs kept in the URL, with each promotion’s image, period and status', async () => {
    stubPlatform({ '/wps/promotions': () => ok(page) });
    renderPage('/promotions');
    const tabs = await screen.findByRole('tablist', { name: 'Promotion categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Slots', 'Deposit', 'New player']);
    expect(within(screen.getByRole('tabpanel', { name: 'All' })).getAllByRole('link')).toHaveLength(
      4,
    );
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Slots' }));
    expect(where()).toBe('/promotions?type=rng');
    const panel = screen.getByRole('tabpanel', { name: 'Slots' });
    const cards = within(panel).getAllByRole('link');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Slots weekend cashback'),
      expect.stringContaining('Live streak'),
    ]);
    expect(cards[0]).toHaveTextContent('Issued');
    // The period in the site's time: the end, midnight in Manila, is Jan 1, 2028 there.
    expect(cards[0]).toHaveTextContent('Jan 1, 2026 to Jan 1, 2028');
  });

  it('opens a promotion at its own address with sanitised content and its go-to by type', async () => {
    stubPlatform({ '/wps/promotions': () => ok(page) });
    renderPage('/promotions?type=deposit');
    await userEvent.click(await screen.findByRole('link', { name: /First deposit 100% bonus/ }));
    expect(where()).toBe('/promotions?type=deposit&id=1');
    const article = screen.getByRole('article', { name: 'First deposit 100% bonus' });
    expect(within(article).getByText('your').tagName).toBe('B');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(within(article).getByRole('link', { name: 'Go now' })).toHaveAttribute(
      'href',
      '/member/depositv2',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Back to promotions' }));
    expect(where()).toBe('/promotions?type=deposit');
  });

  it('claims an issued bonus once under a double click, with an Idempotency-Key', async () => {
    const claims: (string | null)[] = [];
    stubPlatform({
      '/wps/promotions': () => ok(page),
      '/wps/promotions/claim': (request) => {
        claims.push(request.headers.get('Idempotency-Key'));
        return ok({ name: 'Slots weekend cashback', amount: 88, balance: 188 });
      },
    });
    renderPage('/promotions?id=2');
    const claim = await screen.findByRole('button', { name: 'Claim bonus' });
    await userEvent.dblClick(claim);
    expect(await screen.findByRole('status')).toHaveTextContent('₱88.00 has been added');
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('button', { name: 'Claim bonus' })).not.toBeInTheDocument();
  });

  it('shows the catalogue’s message when applying fails, in Tagalog', async () => {
    stubPlatform({
      '/wps/promotions': () => ok(page),
      '/wps/promotions/apply': () => refused('promotion.applied'),
    });
    renderPage('/promotions?id=3', { language: 'TY' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mag-apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nag-apply ka na sa promo na ito.');
  });

  it('asks a visitor to log in to join', async () => {
    stubPlatform({ '/wps/promotions': () => ok(page) });
    const { onLogin } = renderPage('/promotions?id=3', { loggedIn: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in to join' }));
    expect(onLogin).toHaveBeenCalled();
  });

  it('shows a skeleton, then the empty state', async () => {
    stubPlatform({ '/wps/promotions': () => ok({ categories: [], list: [] }) });
    renderPage('/promotions');
    expect(screen.getByRole('status', { name: 'Loading promotions…' })).toBeInTheDocument();
    expect(
      await screen.findByText('No promotions in this category right now.'),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry that asks again', async () => {
    let calls = 0;
    stubPlatform({
      '/wps/promotions': () => {
        calls += 1;
        return calls === 1 ? refused('unknown.error', 500) : ok(page);
      },
    });
    renderPage('/promotions');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('offers a running raffle at the top of the list and claims it once', async () => {
    const raffle = promotion({
      id: 9,
      category: 'lotto',
      promotionType: 'RAFFLE',
      title: 'Lucky Angpao raffle',
      raffle: true,
      bonus: 18,
    });
    const keys: (string | null)[] = [];
    let lists = 0;
    stubPlatform({
      '/wps/promotions': () => {
        lists += 1;
        const shown = keys.length === 0 ? raffle : { ...raffle, status: 'claimed' as const };
        return ok({
          ...page,
          categories: [...page.categories, 'lotto'],
          list: [...page.list, shown],
        });
      },
      '/wps/relay/MCS2_claimRafflePromotion': (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return ok({ name: 'Lucky Angpao raffle', amount: 18, balance: 118 });
      },
    });
    renderPage('/promotions');
    const callout = await screen.findByRole('complementary', { name: 'Lucky Angpao raffle' });
    await userEvent.dblClick(
      within(callout).getByRole('button', { name: 'Claim my Lucky Angpao' }),
    );
    expect(await within(callout).findByRole('status')).toHaveTextContent('₱18.00 has been added');
    expect(keys).toHaveLength(1);
    expect(
      within(callout).queryByRole('button', { name: 'Claim my Lucky Angpao' }),
    ).not.toBeInTheDocument();
    // The claim refreshes the list, which now shows the raffle claimed; the message stays.
    await vi.waitFor(() => {
      expect(lists).toBe(2);
    });
    expect(
      await screen.findByRole('complementary', { name: 'Lucky Angpao raffle' }),
    ).toHaveTextContent('₱18.00 has been added');
  });
});
