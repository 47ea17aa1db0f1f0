import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  announcementOf,
  announcementsValueOf,
  memberOf,
  menuCardOf,
  ok,
  permissionOf,
  stubPlatform,
} from '@gaming/api/testing';
import { renderApp } from '../../test/render';

const memberSite = (isAgent = 0) =>
  stubPlatform({
    '/wps/system/permission': () => ok(permissionOf()),
    '/wps/member/info': () =>
      ok(memberOf({ nickname: 'Lucky Juan', isAgent, hasVip: true, vipLabelName: 'Gold' })),
    '/wps/v2/wallets/balance': () =>
      ok({ balance: 88, currency: 'PHP', currencySymbol: '₱', wallets: [] }),
    '/wps/session/logout': () => ok(null),
  });

async function openAvatarMenu() {
  const header = await screen.findByRole('banner');
  const button = await within(header).findByRole('button', { name: /Account menu: Lucky Juan/ });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await userEvent.click(button);
  return screen.getByRole('menu', { name: 'Account menu' });
}

describe('the header (§2)', () => {
  it('offers log in and register to a visitor; log in opens the login modal', async () => {
    stubPlatform({ '/wps/system/permission': () => ok(permissionOf()) });
    const { store } = renderApp('/');
    const header = await screen.findByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Log in' }));
    expect(store.getState().auth.loginOpen).toBe(true);
    expect(within(header).getByRole('button', { name: 'Notices' })).toBeInTheDocument();
  });

  it('shows a member the balance with refresh and the deposit and withdraw shortcuts', async () => {
    const fetchMock = memberSite();
    renderApp('/', { token: 'T' });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('₱88.00')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/member/depositv2',
    );
    expect(within(header).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/member/withdraw',
    );
    const balanceCalls = () =>
      fetchMock.mock.calls.filter(
        ([input]) => input instanceof Request && input.url.endsWith('/wps/v2/wallets/balance'),
      ).length;
    const before = balanceCalls();
    const refresh = within(header).getByRole('button', { name: /refresh/i });
    await userEvent.click(refresh);
    await waitFor(() => expect(balanceCalls()).toBeGreaterThan(before));
  });

  it('lists the member menu without the agent entry, with the user ID and VIP label', async () => {
    memberSite(0);
    renderApp('/', { token: 'T' });
    const menu = await openAvatarMenu();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Copy user ID',
      'My account',
      'Betting record',
      'Platform messages',
      'Customer service',
      'Sign out',
    ]);
    expect(menu).toHaveTextContent('User ID: demo');
    expect(menu).toHaveTextContent('VIP: Gold');
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows the platform’s unread count on the avatar and its messages entry', async () => {
    let unread = 2;
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/member/info': () => ok(memberOf({ nickname: 'Lucky Juan', unreadMessage: unread })),
      '/wps/v2/wallets/balance': () =>
        ok({ balance: 88, currency: 'PHP', currencySymbol: '₱', wallets: [] }),
    });
    const { store } = renderApp('/', { token: 'T' });
    const header = await screen.findByRole('banner');
    expect(
      await within(header).findByRole('button', { name: 'Account menu: Lucky Juan, 2 unread' }),
    ).toBeInTheDocument();
    const menu = await openAvatarMenu();
    expect(
      within(menu).getByRole('menuitem', { name: /^Platform messages, ?2 unread$/ }),
    ).toBeInTheDocument();
    // Opening a message invalidates member info: the badge follows without a reload.
    unread = 0;
    const { baseApi } = await import('@gaming/api/base-api');
    store.dispatch(baseApi.util.invalidateTags(['Member']));
    expect(
      await within(header).findByRole('button', { name: 'Account menu: Lucky Juan' }),
    ).toBeInTheDocument();
  });

  it('adds the agent entry for an agent', async () => {
    memberSite(1);
    const { router } = renderApp('/', { token: 'T' });
    const menu = await openAvatarMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Agent centre' }));
    expect(router.state.location.pathname).toBe('/agentHome');
  });

  it('copies the user ID and says so', async () => {
    memberSite();
    renderApp('/', { token: 'T' });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const menu = await openAvatarMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Copy user ID' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('demo');
  });

  it('signs out only after the confirmation, keeping the merchant code', async () => {
    sessionStorage.setItem('merchantCode', 'PHDEMO');
    const fetchMock = memberSite();
    const { store, router } = renderApp('/promotions', { token: 'T' });
    const menu = await openAvatarMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign out' });
    expect(confirm).toHaveTextContent('Are you sure you want to sign out?');

    await userEvent.click(within(confirm).getByRole('button', { name: 'Stay logged in' }));
    expect(store.getState().apiContext.token).toBe('T');

    await userEvent.click(
      await openAvatarMenu().then((m) => within(m).getByRole('menuitem', { name: 'Sign out' })),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }),
    );
    await waitFor(() => expect(store.getState().apiContext.token).toBeNull());
    expect(
      fetchMock.mock.calls.some(
        ([input]) =>
          input instanceof Request &&
          input.method === 'DELETE' &&
          input.url.endsWith('/wps/session/logout'),
      ),
    ).toBe(true);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('PHDEMO');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('lists the notices by title, their HTML sanitised', async () => {
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/relay/MCSFE_getListAnnouncements': () =>
        ok(
          announcementsValueOf({
            player: [
              announcementOf(3, {
                title: 'Server upgrade',
                content: '<p onclick="steal()">Tonight <i>late</i></p><script>steal()</script>',
              }),
            ],
          }),
        ),
    });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Notices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notices' });
    expect(await within(dialog).findByText('Server upgrade')).toBeInTheDocument();
    const text = within(dialog).getByText('late');
    expect(text.tagName).toBe('I');
    expect(text.parentElement).not.toHaveAttribute('onclick');
    expect(dialog.querySelector('script')).toBeNull();
  });
  it('pages the notices 9 to a page (§9), the next page asked of the platform', async () => {
    const all = Array.from({ length: 12 }, (_, i) => announcementOf(i + 1));
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/relay/MCSFE_getListAnnouncements': (request) => {
        const pageNo = Number(new URL(request.url).searchParams.get('pageNo') ?? '1');
        const player = all.slice((pageNo - 1) * 9, pageNo * 9);
        return ok(announcementsValueOf({ player }, { pageNo, totalPages: 2 }));
      },
    });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Notices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notices' });
    expect(await within(dialog).findByText('Notice 9')).toBeInTheDocument();
    expect(within(dialog).queryByText('Notice 10')).not.toBeInTheDocument();
    const pages = within(dialog).getByRole('navigation', { name: 'Notice pages' });
    await userEvent.click(within(pages).getByRole('button', { name: /2/ }));
    expect(await within(dialog).findByText('Notice 12')).toBeInTheDocument();
    expect(within(dialog).queryByText('Notice 1')).not.toBeInTheDocument();
  });
});

const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the notice and help dialogs when the platform cannot be reached (§2 Modals, §8)', () => {
  it('says "Network link abnormal" in the notices dialog, and lists them after Retry', async () => {
    let reachable = false;
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/relay/MCSFE_getListAnnouncements': () =>
        reachable
          ? ok(
              announcementsValueOf({
                player: [announcementOf(3, { title: 'Server upgrade', content: '<p>Tonight</p>' })],
              }),
            )
          : unreachable(),
    });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Notices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notices' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Network link abnormal');
    expect(
      within(dialog).getByText('This page tries again by itself every few seconds.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    reachable = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Server upgrade')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Network link abnormal" in the help centre, and shows the articles after Retry', async () => {
    let reachable = false;
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/system/helpCenter': () =>
        reachable
          ? ok([
              {
                id: 1,
                title: 'Rules',
                articles: [{ id: 7, title: 'Terms', content: '<p>Be fair</p>', anchor: 'term' }],
              },
            ])
          : unreachable(),
    });
    renderApp('/help');
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Network link abnormal');
    expect(
      within(dialog).getByText('This page tries again by itself every few seconds.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    reachable = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Terms')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the side menu (§2)', () => {
  it('opens and closes as a drawer from the keyboard', async () => {
    stubPlatform({ '/wps/system/permission': () => ok(permissionOf()) });
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'Open menu' });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(button).toHaveAttribute('aria-controls', nav.id);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    expect(nav).toHaveAttribute('data-open', 'true');
    expect(nav.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement ?? nav, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('holds the visitor items and collapses; member pages not built yet are not linked', async () => {
    stubPlatform({ '/wps/system/permission': () => ok(permissionOf()) });
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Customer Service 24/7' })).toBeInTheDocument();
    // A visitor's Deposit and Reward centre ask for a login first; pages not built yet are not
    // linked at all.
    expect(within(nav).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Reward centre' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Invite and earn' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    const collapse = within(nav).getByRole('button', { name: 'Collapse menu' });
    await userEvent.click(collapse);
    expect(within(nav).getByRole('button', { name: 'Expand menu' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("counts a member's rewards to claim beside Reward centre", async () => {
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/member/info': () => ok(memberOf({ nickname: 'Lucky Juan' })),
      '/wps/v2/wallets/balance': () =>
        ok({ balance: 88, currency: 'PHP', currencySymbol: '₱', wallets: [] }),
      '/wps/member/centre/summary': () =>
        ok({
          pendingDepositCount: 0,
          pendingWithdrawCount: 0,
          rank: {
            vipRankLevel: 1,
            vipLabelName: null,
            nextLabelName: null,
            completedConditions: 0,
            totalExpectedConditions: 0,
          },
          badges: { missions: 0, messages: 0, rewards: 3 },
        }),
    });
    renderApp('/', { token: 'T' });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const link = await within(nav).findByRole('link', { name: /Reward centre/ });
    expect(await within(link).findByLabelText('3 rewards to claim')).toHaveTextContent('3');
  });

  it('links a member’s Invite and earn to the referral page', async () => {
    memberSite(0);
    renderApp('/', { token: 'T' });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(nav).findByRole('link', { name: 'Invite and earn' })).toHaveAttribute(
      'href',
      '/member/referral',
    );
  });

  it('shows the app download QR codes and social links of the permission call, not referral when off', async () => {
    const base = permissionOf();
    stubPlatform({
      '/wps/system/permission': () =>
        ok({
          ...base,
          info: {
            ...base.info,
            whitelabel: { ...base.info.whitelabel, REFERRAL: false },
            resources: [
              { resourceType: 'IOS', url: 'https://apps.example/ios' },
              { resourceType: 'ANDROID', url: 'https://apps.example/android' },
              { resourceType: 'TELEGRAM', url: 'https://t.example/ph' },
              { resourceType: 'FACEBOOK', url: 'javascript:alert(1)' },
            ],
          },
        }),
    });
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(
      await within(nav).findByRole('img', { name: 'Scan to download the iOS app' }),
    ).toBeInTheDocument();
    expect(
      within(nav).getByRole('img', { name: 'Scan to download the Android app' }),
    ).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.example/ph',
    );
    expect(within(nav).queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Invite and earn' })).not.toBeInTheDocument();
  });
});

describe('the footer (§2)', () => {
  const card = (vassalage: string, displayName: string) =>
    menuCardOf(vassalage, displayName, 'RNG', {
      lagerIcon: `/wps/assets/vendors/${vassalage}.svg`,
    });

  it('shows the provider logos without the platform’s own TCG lotteries, and the licence image', async () => {
    const base = permissionOf();
    stubPlatform({
      '/wps/system/permission': () =>
        ok({
          ...base,
          info: {
            ...base.info,
            resources: [
              { resourceType: 'LICENSE', url: '/wps/assets/banners/license.svg' },
              { resourceType: 'YOUTUBE', url: 'javascript:alert(1)' },
            ],
          },
        }),
      '/wps/relay/GCSGAME_gameVendor': () =>
        ok({
          data: {
            lanes: [
              { title: 'RNG', cards: [card('NOVA', 'Nova Reels')], gameClassify: [] },
              { title: 'LOTT', cards: [card('TCG_SEA', 'SEA Lottery')], gameClassify: [] },
            ],
          },
        }),
    });
    renderApp('/');
    const providers = await screen.findByRole('list', { name: 'Game providers' });
    expect(within(providers).getByRole('img', { name: 'Nova Reels' })).toBeInTheDocument();
    expect(within(providers).queryByRole('img', { name: 'SEA Lottery' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Licence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Licence' });
    expect(within(dialog).getByRole('img', { name: 'Gaming licence certificate' })).toHaveAttribute(
      'src',
      `${window.location.origin}/wps/assets/banners/license.svg`,
    );
  });
});

describe('the phone drawer', () => {
  it('holds the account menu, with the user ID and VIP label, for a member', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    memberSite(0);
    renderApp('/', { token: 'T' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(
      await within(drawer).findByRole('button', { name: /Account menu: Lucky Juan/ }),
    );
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(within(menu).getByRole('menuitem', { name: 'Copy user ID' })).toBeInTheDocument();
    expect(menu).toHaveTextContent('Gold');
  });
});

describe('the header categories (§4 Category selection)', () => {
  const card = menuCardOf;
  const menus = () =>
    ok({
      data: {
        lanes: [
          {
            title: 'RNG',
            cards: [card('NOVA', 'Nova Reels', 'RNG'), card('STAR', 'Starforge', 'RNG')],
            gameClassify: [],
          },
          {
            title: 'LIVE',
            cards: [card('LOTUS', 'Golden Lotus', 'LIVE'), card('EMBER', 'Royal Ember', 'LIVE')],
            gameClassify: [],
          },
          { title: 'SPORTS', cards: [card('SABA', 'Saba Sports', 'SPORTS')], gameClassify: [] },
          { title: 'LOTT', cards: [card('TCG_SEA', 'SEA Lottery', 'LOTT')], gameClassify: [] },
        ],
      },
    });

  it('closes a providers drop-down on Escape (focus back on its toggle) and after a navigation', async () => {
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/member/info': () => ok(memberOf()),
      '/lgw/games/game_menus': menus,
    });
    const { router } = renderApp('/', { token: 'T' });
    const nav = await screen.findByRole('navigation', { name: 'Game categories' });
    const toggle = await within(nav).findByRole('button', { name: 'Slots providers' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('list', { name: 'Slots providers' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    const providers = within(nav).getByRole('list', { name: 'Slots providers' });
    await userEvent.click(within(providers).getByRole('link', { name: 'Starforge' }));
    await waitFor(() => expect(router.state.location.search).toBe('?vassalage=STAR'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('list', { name: 'Slots providers' })).not.toBeInTheDocument();
  });

  it('links categories with a page, launches single providers and sends lottery to TCG_SEA', async () => {
    stubPlatform({
      '/wps/system/permission': () => ok(permissionOf()),
      '/wps/member/info': () => ok(memberOf()),
      '/lgw/games/game_menus': menus,
    });
    const { router } = renderApp('/', { token: 'T' });
    const nav = await screen.findByRole('navigation', { name: 'Game categories' });
    expect(await within(nav).findByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
    expect(within(nav).getByRole('link', { name: 'Live casino' })).toHaveAttribute('href', '/live');
    // RNG providers open the slots lobby; other providers launch. The drop-downs open from their toggles.
    await userEvent.click(within(nav).getByRole('button', { name: 'Slots providers' }));
    const slotProviders = within(nav).getByRole('list', { name: 'Slots providers' });
    expect(within(slotProviders).getByRole('link', { name: 'Starforge' })).toHaveAttribute(
      'href',
      '/rng?vassalage=STAR',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Live casino providers' }));
    const liveProviders = within(nav).getByRole('list', { name: 'Live casino providers' });
    await userEvent.click(within(liveProviders).getByRole('button', { name: 'Royal Ember' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?vassalage=EMBER&gameType=LIVE'),
    );
    expect(router.state.location.pathname).toBe('/seamless');

    await userEvent.click(within(nav).getByRole('button', { name: 'Sports' }));
    await waitFor(() => expect(router.state.location.search).toContain('vassalage=SABA'));

    await userEvent.click(within(nav).getByRole('button', { name: 'Lottery' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seaLottery'));
  });
});
