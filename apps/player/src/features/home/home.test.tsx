import type { Handler } from '@gaming/api/testing';
import {
  announcementOf,
  announcementsValueOf,
  gameOf,
  memberOf,
  menuCardOf,
  ok,
  permissionOf,
  stubPlatform,
} from '@gaming/api/testing';
import type { Announcement, GameItem } from '@gaming/api/wire';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { languageChanged } from '@gaming/api/base-api';
import { renderApp } from '../../test/render';
import { firstLoginStarted } from '../../session/auth-slice';

const game = (nodeId: number, overrides: Partial<GameItem> = {}): GameItem =>
  gameOf(nodeId, { iconUrl: `/icons/${nodeId}.png`, ...overrides });
const games = (from: number, count: number, overrides: Partial<GameItem> = {}) =>
  Array.from({ length: count }, (_, index) => game(from + index, overrides));

const card = (vassalage: string, displayName: string, gameType: string) =>
  menuCardOf(vassalage, displayName, gameType, { lagerIcon: `/logos/${vassalage}.png` });
const lanes = [
  {
    title: 'RNG',
    cards: [
      card('NOVA', 'Nova Reels', 'RNG'),
      card('STAR', 'Starforge Slots', 'RNG'),
      card('JADE', 'Jade Phoenix', 'RNG'),
      card('TIDE', 'Lucky Tide', 'RNG'),
      card('LANT', 'Red Lantern', 'RNG'),
      card('AURA', 'Aurora Spin', 'RNG'),
    ],
    gameClassify: [],
  },
  { title: 'LIVE', cards: [card('GOLD', 'Golden Lotus Live', 'LIVE')], gameClassify: [] },
  { title: 'SC', cards: [card('SCRA', 'Scratch Star', 'SC')], gameClassify: [] },
  { title: 'FISH', cards: [], gameClassify: [] },
];

const announcements = (popup: Announcement[] = [], player: Announcement[] = []) =>
  ok(announcementsValueOf({ popup, player }));

interface SiteOptions {
  member?: boolean;
  hot?: Handler;
  popups?: Announcement[];
  notices?: Announcement[];
  favourites?: GameItem[];
  recent?: GameItem[];
  extra?: Record<string, Handler>;
}

function site({
  member = false,
  hot = () => ok(games(1, 14, { isHot: 1 })),
  popups = [],
  notices = [],
  favourites: initialFavourites = [],
  recent = [],
  extra = {},
}: SiteOptions = {}) {
  let favourites = initialFavourites;
  const memberCalls: Record<string, Handler> = member
    ? {
        '/wps/member/info': () => ok(memberOf({ nickname: 'Lucky Juan' })),
        '/wps/v2/wallets/balance': () =>
          ok({ balance: 88, currency: 'TLB', currencySymbol: '$', wallets: [] }),
        '/wps/relay/MCSFE_getFavoriteGames': () => ok(favourites.map((g) => g.nodeId)),
        '/wps/relay/MCSFE_getFavoriteGamesList': () =>
          ok({ content: favourites, pageNum: 1, totalPages: 1, totalCount: favourites.length }),
        '/wps/relay/GCS_recentGame': () =>
          ok({
            list: recent.map((g) => ({ ...g, lastPlayedAt: '2024-01-02T00:00:00Z' })),
            totalPages: 1,
            totalCount: recent.length,
          }),
        '/wps/relay/MCSFE_removeFavoriteGameV2': async (request) => {
          const { nodeId } = (await request.json()) as { nodeId: number };
          favourites = favourites.filter((g) => g.nodeId !== nodeId);
          return ok(null);
        },
      }
    : {};
  return stubPlatform({
    '/wps/system/permission': () => ok(permissionOf()),
    '/wps/system/banners': () =>
      ok([
        {
          id: 1,
          url: '/b/1.png',
          linkageType: 'URL',
          linkageTarget: '/promotions',
          groupName: 'w_home',
        },
        // What a hostile operator could store: never an image source.
        {
          id: 2,
          url: 'javascript:alert(1)',
          linkageType: 'URL',
          linkageTarget: '/promotions',
          groupName: 'w_home',
        },
      ]),
    '/wps/relay/MCSFE_getListAnnouncements': () => announcements(popups, notices),
    '/lgw/games/game_menus': () => ok({ data: { lanes } }),
    '/wps/relay/GCSGAME_hotGamesV2': hot,
    '/wps/relay/ODSFE2_getWinnerBoard': () =>
      ok({
        list: [
          {
            gameName: 'Game 1',
            customerName: 'mariaclara',
            winAmount: 1500,
            iconUrl: '/icons/1.png',
            createdAt: '2024-01-01T00:00:00Z',
          },
        ],
      }),
    '/wps/relay/GCSGAME_gameList': (request) => {
      const vassalage = new URL(request.url).searchParams.get('vassalage') ?? '';
      return ok({
        games: games(100, 5).map((g) => ({
          ...g,
          vassalage,
          gameName: `${vassalage} game ${g.nodeId}`,
        })),
        totalPages: 3,
        totalCount: 15,
        pageNo: 1,
        pageSize: 5,
      });
    },
    ...memberCalls,
    ...extra,
  });
}

const section = (name: string) => screen.findByRole('region', { name });
const sectionNames = () =>
  within(screen.getByRole('group', { name: 'Game sections' }))
    .getAllByRole('region')
    .map((region) => within(region).getByRole('heading').textContent);

// The content under the heading is a lazy chunk: load it once, not against each test's timeout.
beforeAll(async () => {
  await import('./home-content');
}, 20_000);

describe('home (§2)', () => {
  it('shows a visitor the welcome, hot games and the categories with vendors, no FAV or RECENT', async () => {
    site();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');

    const hot = await section('Hot games');
    expect(await within(hot).findAllByRole('listitem')).toHaveLength(12);
    // The sections after the first two follow in quiet moments.
    await screen.findByRole('region', { name: 'Scratch' });
    expect(sectionNames()).toEqual(['Hot games', 'Slots', 'Live casino', 'Scratch']);
    expect(screen.queryByRole('region', { name: 'My favourites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recently played' })).not.toBeInTheDocument();
  });

  it('shows only banners whose image is at a site path or an http(s) URL', async () => {
    site();
    const { container } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    await waitFor(() => expect(container.querySelector('.ui-banner__image')).not.toBeNull());
    const sources = [...container.querySelectorAll('.ui-banner__image')].map((image) =>
      image.getAttribute('src'),
    );
    expect(new Set(sources)).toEqual(new Set(['/b/1.png']));
  });

  it('shows a member their favourites and recent games, each with More to its page', async () => {
    site({ member: true, favourites: games(50, 2), recent: games(60, 7) });
    const { router } = renderApp('/', { token: 'T' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Lucky Juan' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    const favourites = await section('My favourites');
    expect(within(favourites).getAllByRole('listitem')).toHaveLength(2);
    const recent = await section('Recently played');
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    expect(sectionNames().slice(0, 3)).toEqual(['Hot games', 'My favourites', 'Recently played']);

    await userEvent.click(within(recent).getByRole('button', { name: /More/ }));
    expect(router.state.location.pathname).toBe('/recent');
  });

  it('takes an un-favourited game off the favourites at once', async () => {
    site({ member: true, favourites: games(50, 2) });
    renderApp('/', { token: 'T' });
    const favourites = await section('My favourites');
    const [first] = within(favourites).getAllByRole('listitem');
    if (!first) throw new Error('no favourite');
    await userEvent.click(within(first).getByRole('button', { pressed: true }));
    await waitFor(() => expect(within(favourites).getAllByRole('listitem')).toHaveLength(1));
  });

  it('filters a category by vendor: All shows up to 5 vendor tiles, a vendor its games', async () => {
    const fetchMock = site();
    const { router } = renderApp('/');
    const slots = await section('Slots');
    const filter = within(slots).getByRole('radiogroup', { name: 'Slots providers' });
    const radios = within(filter).getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual([
      'All',
      'Nova Reels',
      'Starforge Slots',
      'Jade Phoenix',
      'Lucky Tide',
      'Red Lantern',
      'Aurora Spin',
    ]);
    expect(radios[0]).toBeChecked();
    const vendors = within(slots).getByRole('list', { name: 'Slots providers' });
    expect(within(vendors).getAllByRole('button')).toHaveLength(5);

    // A slots vendor tile opens its lobby (§4 "RNG provider selection goes to /rng with vassalage").
    await userEvent.click(within(vendors).getByRole('button', { name: /Starforge Slots/ }));
    expect(router.state.location.pathname).toBe('/rng');
    expect(router.state.location.search).toBe('?vassalage=STAR');
    await router.navigate('/');

    const again = await section('Slots');
    await userEvent.click(within(again).getByRole('radio', { name: 'Jade Phoenix' }));
    const list = await within(again).findByRole('list', { name: 'Jade Phoenix games' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('JADE game 100')).toBeInTheDocument();
    const call = fetchMock.mock.calls
      .map(([input]) => input)
      .find(
        (input): input is Request => input instanceof Request && input.url.includes('gameList'),
      );
    const query = new URL(call?.url ?? 'http://x').searchParams;
    expect(query.get('vassalage')).toBe('JADE');
    expect(query.get('gameType')).toBe('RNG');
    expect(query.get('pageSize')).toBe('5');

    await userEvent.click(within(again).getByRole('button', { name: /More/ }));
    expect(router.state.location.pathname).toBe('/rng');
    expect(router.state.location.search).toBe('?vassalage=JADE');
  });

  it('offers More only for categories with a page', async () => {
    site();
    renderApp('/');
    const live = await section('Live casino');
    expect(within(live).getByRole('button', { name: /More/ })).toBeInTheDocument();
    const scratch = await section('Scratch');
    expect(within(scratch).queryByRole('button', { name: /More/ })).not.toBeInTheDocument();
  });

  it('shows 12 hot games and the whole list after More', async () => {
    site();
    renderApp('/');
    const hot = await section('Hot games');
    expect(await within(hot).findAllByRole('listitem')).toHaveLength(12);
    await userEvent.click(within(hot).getByRole('button', { name: /More/ }));
    expect(within(hot).getAllByRole('listitem')).toHaveLength(14);
    expect(within(hot).queryByRole('button', { name: /More/ })).not.toBeInTheDocument();
  });

  it('says "Network link abnormal" under the hot heading when the platform cannot be reached, and retries', async () => {
    let reachable = false;
    site({
      hot: () =>
        reachable
          ? ok(games(1, 3, { isHot: 1 }))
          : Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/');
    const hot = await section('Hot games');
    expect(await within(hot).findByRole('alert')).toHaveTextContent('Network link abnormal');
    expect(
      within(hot).getByText('This page tries again by itself every few seconds.'),
    ).toBeInTheDocument();
    expect(within(hot).getByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
    reachable = true;
    await userEvent.click(within(hot).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(hot).getAllByRole('listitem')).toHaveLength(3));
    expect(within(hot).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a visitor the B popup once, sanitised, and not again after closing', async () => {
    site({
      popups: [
        announcementOf(1, {
          title: 'Welcome bonus',
          execution: 'B',
          content: '<p>Get 100%</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
        }),
        announcementOf(2, { title: 'Members only', execution: 'A' }),
      ],
    });
    const first = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome bonus' });
    expect(dialog).toHaveTextContent('Get 100%');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Members only' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('announcementPopupSeen_B')).not.toBeNull();

    // The same session, home again: no popup.
    first.unmount();
    renderApp('/');
    await section('Hot games');
    await screen.findByRole('region', { name: 'Slots' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the popup back while the login modal /login opened is up, and shows it after', async () => {
    site({ popups: [announcementOf(1, { title: 'Welcome bonus', execution: 'B' })] });
    renderApp('/login');
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await section('Hot games');
    expect(screen.queryByRole('region', { name: 'Welcome bonus' })).not.toBeInTheDocument();
    const [close] = within(login).getAllByRole('button', { name: 'Close' });
    if (close) await userEvent.click(close);
    expect(await screen.findByRole('region', { name: 'Welcome bonus' })).toBeInTheDocument();
  });

  it('keeps the popup back over /register', async () => {
    site({ popups: [announcementOf(1, { title: 'Welcome bonus', execution: 'B' })] });
    renderApp('/register');
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    await section('Hot games');
    expect(screen.queryByRole('region', { name: 'Welcome bonus' })).not.toBeInTheDocument();
  });

  it('shows a member one popup after login; the others wait in the notice list, counted on its button', async () => {
    site({
      member: true,
      popups: [
        announcementOf(1, { title: 'First news', execution: 'A' }),
        announcementOf(2, {
          title: 'Second news',
          execution: 'A',
          content: '<p>Reload bonus</p><ul><li>20%</li></ul>',
        }),
        announcementOf(3, { title: 'Third news', execution: 'A' }),
        announcementOf(4, { title: 'For visitors', execution: 'B' }),
      ],
    });
    renderApp('/', { token: 'T' });
    const note = await screen.findByRole('region', { name: 'First news' });
    expect(note).toHaveTextContent('2 more notices for you are in Notices.');
    const bell = await screen.findByRole('button', { name: 'Notices' });
    await waitFor(() => expect(bell).toHaveAccessibleDescription('2 unread'));
    await userEvent.click(within(note).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'First news' })).not.toBeInTheDocument();
    // Closing the one popup brings no other: neither a note nor a dialog.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: /news/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('announcementPopupSeen_A')).not.toBeNull();

    await userEvent.click(bell);
    const notices = await screen.findByRole('dialog', { name: 'Notices' });
    const held = within(notices).getByRole('region', { name: 'For you' });
    expect(held).toHaveTextContent(/Second news.*Third news/);
    expect(within(held).queryByText('For visitors')).not.toBeInTheDocument();
    // Looked at: the count goes, the popups stay listed.
    await waitFor(() => expect(bell).not.toHaveAccessibleDescription('2 unread'));
  });

  it('shows a short text-only popup as a note that leaves the page usable, a rich one as a dialog', async () => {
    site({
      member: true,
      popups: [
        announcementOf(1, {
          title: 'Welcome back',
          execution: 'A',
          content:
            '<p>Your daily login reward is waiting in the <strong>Reward Centre</strong>.</p>',
        }),
      ],
    });
    const first = renderApp('/', { token: 'T' });
    const note = await screen.findByRole('region', { name: 'Welcome back' });
    expect(note.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();
    sessionStorage.clear();

    site({
      member: true,
      popups: [
        announcementOf(1, {
          title: 'Weekend tournament',
          execution: 'A',
          content: '<p>Prizes:</p><ul><li>₱10,000</li><li>₱5,000</li></ul>',
        }),
      ],
    });
    renderApp('/', { token: 'T' });
    const dialog = await screen.findByRole('dialog', { name: 'Weekend tournament' });
    expect(dialog).toHaveTextContent('₱10,000');
  });

  it('shows the first-login (F) popup only when the login said firstTimeLogin, before the A ones', async () => {
    const popups = [
      announcementOf(1, { title: 'Welcome aboard', execution: 'F' }),
      announcementOf(2, { title: 'Member news', execution: 'A' }),
    ];
    site({ member: true, popups });
    const { store } = renderApp('/', { token: 'T' });
    store.dispatch(firstLoginStarted());
    const first = await screen.findByRole('region', { name: 'Welcome aboard' });
    expect(first).toHaveTextContent('1 more notice for you is in Notices.');
    expect(screen.queryByRole('region', { name: 'Member news' })).not.toBeInTheDocument();
    cleanup();
    sessionStorage.clear();

    site({ member: true, popups });
    renderApp('/', { token: 'T' });
    const only = await screen.findByRole('region', { name: 'Member news' });
    expect(only).not.toHaveTextContent('more notice');
  });

  it('scrolls the notice titles and opens the notice list from one', async () => {
    site({ notices: [announcementOf(7, { title: 'Maintenance tonight' })] });
    renderApp('/');
    const marquee = await screen.findByRole('region', { name: 'Latest notices' });
    await userEvent.click(within(marquee).getByRole('button', { name: 'Maintenance tonight' }));
    expect(await screen.findByRole('dialog', { name: 'Notices' })).toBeInTheDocument();
  });

  it('opens a banner whose target is a site path in the router', async () => {
    site();
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Open banner 1 of 1' }));
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('shows the winners in the member currency, and ₱ for a visitor', async () => {
    site();
    const visitor = renderApp('/');
    // The region's skeleton gives way to the board: look the region up once the amount shows.
    await screen.findByText('₱1,500.00');
    const board = screen.getByRole('region', { name: 'Winner board' });
    expect(within(board).getByText('₱1,500.00')).toBeInTheDocument();
    expect(within(board).getByText('ma***a')).toBeInTheDocument();
    visitor.unmount();

    vi.unstubAllGlobals();
    site({ member: true });
    renderApp('/', { token: 'T' });
    await screen.findByText('$1,500.00');
    expect(
      within(screen.getByRole('region', { name: 'Winner board' })).getByText('$1,500.00'),
    ).toBeInTheDocument();
  });

  it('fetches hot games, winners and announcements again when the language changes', async () => {
    const fetchMock = site();
    const { store } = renderApp('/');
    await section('Hot games');
    await screen.findByRole('region', { name: 'Winner board' });
    store.dispatch(languageChanged('TY'));
    const asked = (path: string) =>
      fetchMock.mock.calls.some(
        ([input]) =>
          input instanceof Request &&
          input.url.includes(path) &&
          new URL(input.url).searchParams.get('language') === 'TY',
      );
    await waitFor(() => {
      expect(asked('GCSGAME_hotGamesV2')).toBe(true);
      expect(asked('ODSFE2_getWinnerBoard')).toBe(true);
      expect(asked('MCSFE_getListAnnouncements')).toBe(true);
    });
  });
});
