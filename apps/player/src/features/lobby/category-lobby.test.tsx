import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameOf, menuCardOf, ok, permissionOf, refused, stubPlatform } from '@gaming/api/testing';
import type { Handler } from '@gaming/api/testing';
import type { GameItem, GameMenuLane } from '@gaming/api/wire';
import { languageChanged } from '@gaming/api/base-api';
import { renderApp } from '../../test/render';

const card = menuCardOf;

const LANES: GameMenuLane[] = [
  {
    title: 'RNG',
    cards: [
      card('NOVA', 'Nova Reels', 'RNG'),
      card('JADE', 'Jade Phoenix', 'RNG'),
      card('ORBIT', 'Orbit Eight', 'RNG'),
    ],
    gameClassify: [
      { key: 'SLOT', displayName: 'Slots', vendors: ['NOVA', 'JADE'], gameCount: 40 },
      { key: 'WAYS', displayName: 'Ways', vendors: ['NOVA'], gameCount: 5 },
    ],
  },
  { title: 'LIVE', cards: [card('LOTUS', 'Golden Lotus Live', 'LIVE')], gameClassify: [] },
  {
    title: 'SPORTS',
    cards: [card('KICK', 'Kickline Sports', 'SPORTS'), card('FIELD', 'Victory Field', 'SPORTS')],
    gameClassify: [],
  },
];

const vendorGame = (nodeId: number, vassalage: string, gameType = 'RNG'): GameItem =>
  gameOf(nodeId, { gameName: `${vassalage} game ${nodeId}`, vassalage, gameType, lineNum: 25 });

/** A catalogue of `total` games per provider, paged like the platform. */
const gameList =
  (total = 40): Handler =>
  (request) => {
    const query = new URL(request.url).searchParams;
    const vassalage = query.get('vassalage') ?? 'ANY';
    const pageNo = Number(query.get('pageNo') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 42);
    const count = query.get('gameName') === 'nothing' ? 0 : total;
    const games = Array.from({ length: count }, (_, i) => vendorGame(i + 1, vassalage)).slice(
      (pageNo - 1) * pageSize,
      pageNo * pageSize,
    );
    return ok({
      games,
      totalPages: Math.ceil(count / pageSize),
      totalCount: count,
      pageNo,
      pageSize,
    });
  };

function site(handlers: Record<string, Handler> = {}) {
  return stubPlatform({
    '/wps/system/permission': () => ok(permissionOf()),
    '/lgw/games/game_menus': () => ok({ data: { lanes: LANES } }),
    '/wps/relay/GCSGAME_gameList': gameList(),
    ...handlers,
  });
}

/** The query of every game list call so far. */
const listCalls = (fetchMock: ReturnType<typeof site>) =>
  fetchMock.mock.calls
    .map(([input]) => (input instanceof Request ? new URL(input.url) : null))
    .filter((url): url is URL => url?.pathname === '/wps/relay/GCSGAME_gameList')
    .map((url) => Object.fromEntries(url.searchParams));

const lastListCall = (fetchMock: ReturnType<typeof site>) => listCalls(fetchMock).at(-1);

const gameNames = () =>
  within(screen.getByRole('list', { name: /games$/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

// The lobby is a lazily loaded chunk: its first import takes a while under test.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the game list centre (§2 Category lobby)', () => {
  it('lists the provider of ?vassalage= 18 per page, with the right query sent', async () => {
    const fetchMock = site();
    renderApp('/rng?vassalage=JADE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots games' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Jade Phoenix games' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(18);
    expect(lastListCall(fetchMock)).toMatchObject({
      gameType: 'RNG',
      vassalage: 'JADE',
      gameClassify: 'ALL',
      pageNo: '1',
      pageSize: '18',
      language: 'EN',
    });
    expect(lastListCall(fetchMock)).not.toHaveProperty('gameName');
    const providers = screen.getByRole('radiogroup', { name: 'Slots providers' });
    expect(within(providers).getByRole('radio', { name: 'Jade Phoenix' })).toBeChecked();
    expect(within(providers).queryByRole('radio', { name: 'All' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /pages/i })).toBeInTheDocument();
  });

  it('starts on the first provider without ?vassalage=', async () => {
    const fetchMock = site();
    renderApp('/rng');
    expect(await screen.findByRole('list', { name: 'Nova Reels games' })).toBeInTheDocument();
    expect(lastListCall(fetchMock)).toMatchObject({ vassalage: 'NOVA' });
  });

  it('resets classify, page and search when another provider is chosen', async () => {
    const fetchMock = site();
    const { router } = renderApp('/rng?vassalage=NOVA&page=2&q=koi');
    await screen.findByRole('list', { name: 'Nova Reels games' });
    expect(lastListCall(fetchMock)).toMatchObject({
      vassalage: 'NOVA',
      pageNo: '2',
      gameName: 'koi',
    });
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue('koi');

    await userEvent.click(screen.getByRole('radio', { name: 'Orbit Eight' }));
    await screen.findByRole('list', { name: 'Orbit Eight games' });
    expect(router.state.location.search).toBe('?vassalage=ORBIT');
    expect(lastListCall(fetchMock)).toMatchObject({
      vassalage: 'ORBIT',
      gameClassify: 'ALL',
      pageNo: '1',
    });
    expect(lastListCall(fetchMock)).not.toHaveProperty('gameName');
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue('');
  });

  it('resets the provider to the first when a classify is chosen, and hides the search', async () => {
    const fetchMock = site();
    const { router } = renderApp('/rng?vassalage=ORBIT');
    await screen.findByRole('list', { name: 'Orbit Eight games' });
    const types = screen.getByRole('radiogroup', { name: 'Game types' });
    expect(
      within(types)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['All', 'Slots', 'Ways']);
    await userEvent.click(within(types).getByRole('radio', { name: 'Ways' }));
    await screen.findByRole('list', { name: 'Nova Reels games' });
    expect(router.state.location.search).toBe('?vassalage=NOVA&classify=WAYS');
    expect(lastListCall(fetchMock)).toMatchObject({ vassalage: 'NOVA', gameClassify: 'WAYS' });
    expect(screen.queryByRole('search')).not.toBeInTheDocument();

    await userEvent.click(within(types).getByRole('radio', { name: 'All' }));
    expect(await screen.findByRole('search', { name: 'Search games' })).toBeInTheDocument();
  });

  it('hides the classify menu when the category has one entry or none', async () => {
    site();
    renderApp('/live');
    await screen.findByRole('list', { name: 'Golden Lotus Live games' });
    expect(screen.queryByRole('radiogroup', { name: 'Game types' })).not.toBeInTheDocument();
  });

  it('searches the trimmed text, from page 1, and says when nothing matches', async () => {
    const fetchMock = site();
    const { router } = renderApp('/rng?page=2');
    await screen.findByRole('list', { name: 'Nova Reels games' });
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, '  nothing  {Enter}');
    expect(await screen.findByText('No game matches “nothing”.')).toBeInTheDocument();
    expect(lastListCall(fetchMock)).toMatchObject({ gameName: 'nothing', pageNo: '1' });
    expect(router.state.location.search).toBe('?vassalage=NOVA&q=nothing');
  });

  it('scrolls to the top on a page change and asks for that page', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const fetchMock = site();
    const { router } = renderApp('/rng?vassalage=JADE');
    await screen.findByRole('list', { name: 'Jade Phoenix games' });
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    await waitFor(() => expect(lastListCall(fetchMock)).toMatchObject({ pageNo: '2' }));
    expect(router.state.location.search).toBe('?vassalage=JADE&page=2');
    await waitFor(() => expect(gameNames()).toHaveLength(18));
    expect(gameNames()[0]).toContain('JADE game 19');
  });

  it('goes back to the last page when the URL asks for one beyond it', async () => {
    const fetchMock = site();
    const { router } = renderApp('/rng?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(lastListCall(fetchMock)).toMatchObject({ pageNo: '3' }));
  });

  it('shows the no-data message for an empty list', async () => {
    site({ '/wps/relay/GCSGAME_gameList': gameList(0) });
    renderApp('/fish');
    // FISH has no lane in the menus: the category has nothing to show either.
    expect(await screen.findByText(/No games here yet/)).toBeInTheDocument();
  });

  it('shows the no-data message when the provider has no games', async () => {
    site({ '/wps/relay/GCSGAME_gameList': gameList(0) });
    renderApp('/live');
    expect(await screen.findByText(/No games here yet/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pages/i })).not.toBeInTheDocument();
  });

  it('says what failed and refetches on Retry', async () => {
    let fail = true;
    site({
      '/wps/relay/GCSGAME_gameList': (request) =>
        fail ? refused('SYSTEM_ERROR', 500) : gameList()(request),
    });
    renderApp('/live');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('list', { name: 'Golden Lotus Live games' }),
    ).toBeInTheDocument();
  });

  it('reloads the list in the new language', async () => {
    const fetchMock = site();
    const { store } = renderApp('/live');
    await screen.findByRole('list', { name: 'Golden Lotus Live games' });
    act(() => {
      store.dispatch(languageChanged('TY'));
    });
    await waitFor(() => expect(lastListCall(fetchMock)).toMatchObject({ language: 'TY' }));
  });

  it('asks a visitor to log in before playing', async () => {
    site();
    const { store } = renderApp('/live');
    const list = await screen.findByRole('list', { name: 'Golden Lotus Live games' });
    const [play] = within(list).getAllByRole('button', { name: /^Play/ });
    if (play) await userEvent.click(play);
    expect(store.getState().auth.loginOpen).toBe(true);
  });
});

describe('the game centre (§2 game centre pages)', () => {
  it('shows the providers as vendor tiles and lists the chosen provider’s products', async () => {
    const fetchMock = site();
    const { store } = renderApp('/sports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports games' })).toBeVisible();
    const tiles = screen.getByRole('region', { name: 'Providers' });
    expect(
      within(tiles)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Play Kickline Sports', 'Play Victory Field']);
    await screen.findByRole('list', { name: 'Kickline Sports games' });
    expect(lastListCall(fetchMock)).toMatchObject({ gameType: 'SPORTS', vassalage: 'KICK' });
    // Launching a vendor needs a login first (§4 Selecting a game).
    await userEvent.click(within(tiles).getByRole('button', { name: /Victory Field/ }));
    expect(store.getState().auth.loginOpen).toBe(true);
  });
});
