import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameOf, memberOf, ok, permissionOf, refused, stubPlatform } from '@gaming/api/testing';
import type { Handler } from '@gaming/api/testing';
import type { GameItem } from '@gaming/api/wire';
import { renderApp } from '../../test/render';

// The lists are a lazily loaded chunk: its first import takes a while under test.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const lucky = (nodeId: number): GameItem => gameOf(nodeId, { gameName: `Lucky Koi ${nodeId}` });

const paged = (request: Request, ids: number[], pageParam: string) => {
  const query = new URL(request.url).searchParams;
  const page = Number(query.get(pageParam) ?? 1);
  const size = Number(query.get('pageSize') ?? 42);
  return {
    games: ids.slice((page - 1) * size, page * size).map((id) => lucky(id)),
    page,
    totalPages: Math.ceil(ids.length / size),
    totalCount: ids.length,
  };
};

function memberSite(
  favourites: number[],
  recent: number[] = [],
  isAgent = 0,
  listFails = () => false,
) {
  const handlers: Record<string, Handler> = {
    '/wps/system/permission': () => ok(permissionOf()),
    '/wps/member/info': () => ok(memberOf({ isAgent })),
    '/wps/v2/wallets/balance': () =>
      ok({ balance: 10, currency: 'TLB', currencySymbol: '₱', wallets: [] }),
    '/wps/relay/MCSFE_getFavoriteGames': () => ok(favourites),
    '/wps/relay/MCSFE_getFavoriteGamesList': (request) => {
      if (listFails()) return refused('SYSTEM_ERROR', 500);
      const { games, page, totalPages, totalCount } = paged(request, favourites, 'pageNo');
      return ok({ content: games, pageNum: page, totalPages, totalCount });
    },
    '/wps/relay/MCSFE_removeFavoriteGameV2': async (request) => {
      const { nodeId } = (await request.json()) as { nodeId: number };
      favourites = favourites.filter((id) => id !== nodeId);
      return ok(null);
    },
    '/wps/relay/GCS_recentGame': (request) => {
      const { games, totalPages, totalCount } = paged(request, recent, 'page');
      return ok({
        list: games.map((game) => ({ ...game, lastPlayedAt: '2026-01-01T00:00:00Z' })),
        totalPages,
        totalCount,
      });
    },
  };
  return stubPlatform(handlers);
}

const callsTo = (fetchMock: ReturnType<typeof stubPlatform>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => (input instanceof Request ? new URL(input.url) : null))
    .filter((url): url is URL => url?.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

describe('the favourite games (§2 /favorite)', () => {
  it('opens the login modal for a visitor and offers a Log in button', async () => {
    stubPlatform({ '/wps/system/permission': () => ok(permissionOf()) });
    const { store } = renderApp('/favorite');
    expect(await screen.findByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible();
    await waitFor(() => expect(store.getState().auth.loginOpen).toBe(true));
    expect(screen.getByText('Log in to keep your favourite games.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Log in' }).length).toBeGreaterThan(0);
  });

  it('lists the member’s favourites 18 per page and drops an un-favourited game at once', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    const fetchMock = memberSite(ids);
    renderApp('/favorite', { token: 'T' });
    const list = await screen.findByRole('list', { name: 'My favourites' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(18);
    expect(callsTo(fetchMock, '/wps/relay/MCSFE_getFavoriteGamesList').at(-1)).toMatchObject({
      pageNo: '1',
      pageSize: '18',
      language: 'EN',
    });
    const heart = await within(list).findByRole('button', {
      name: 'Remove Lucky Koi 3 from favourites',
    });
    await userEvent.click(heart);
    // Gone before the platform's answer (the list is not asked for again).
    await waitFor(() => expect(within(list).queryByText('Lucky Koi 3')).not.toBeInTheDocument());
    expect(screen.getByRole('navigation', { name: /pages/i })).toBeInTheDocument();
  });

  it('says when there are no favourites, with a way to browse games', async () => {
    memberSite([]);
    const { router } = renderApp('/favorite', { token: 'T' });
    expect(await screen.findByText(/You have no favourite games yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browse games' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('tells a trial account it needs a real account', async () => {
    memberSite([1], [], 4);
    renderApp('/favorite', { token: 'T' });
    expect(await screen.findByText(/This needs a real account/)).toBeInTheDocument();
  });

  it('says what failed and refetches on Retry', async () => {
    let fail = true;
    memberSite([1, 2], [], 0, () => fail);
    renderApp('/favorite', { token: 'T' });
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'My favourites' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('the recent games (§2 /recent)', () => {
  it('lists the games played last, with paging and scroll to top', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const fetchMock = memberSite(
      [],
      Array.from({ length: 30 }, (_, i) => 100 + i),
    );
    const { router } = renderApp('/recent', { token: 'T' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recently played' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Recently played' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(18);
    expect(callsTo(fetchMock, '/wps/relay/GCS_recentGame').at(-1)).toMatchObject({
      page: '1',
      pageSize: '18',
    });
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Recently played' })).getAllByRole('listitem'),
      ).toHaveLength(12),
    );
  });

  it('says when nothing was played yet', async () => {
    memberSite([], []);
    renderApp('/recent', { token: 'T' });
    expect(await screen.findByText('You have not played any games yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse games' })).toBeInTheDocument();
  });

  it('opens the login modal for a visitor', async () => {
    stubPlatform({ '/wps/system/permission': () => ok(permissionOf()) });
    const { store } = renderApp('/recent');
    await waitFor(() => expect(store.getState().auth.loginOpen).toBe(true));
    expect(
      await screen.findByText('Log in to see the games you played recently.'),
    ).toBeInTheDocument();
  });
});
