import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameOf, menuCardOf, ok, permissionOf, stubPlatform } from '@gaming/api/testing';
import type { GameMenusValue } from '@gaming/api/wire';
import type { BootContext } from '@gaming/kernel/boot';
import { renderApp } from '../test/render';
import { BOOT_GAMES_ID, firstGamesCallOf, showFirstGames } from './lobby-boot';

const MENUS: GameMenusValue = {
  data: {
    lanes: [
      {
        title: 'RNG',
        cards: [menuCardOf('NOVA', 'Nova Reels', 'RNG'), menuCardOf('JADE', 'Jade Phoenix', 'RNG')],
        gameClassify: [{ key: 'SLOT', displayName: 'Slots', vendors: ['NOVA'], gameCount: 40 }],
      },
      {
        title: 'LIVE',
        cards: [menuCardOf('LOTUS', 'Golden Lotus Live', 'LIVE')],
        gameClassify: [],
      },
    ],
  },
};

/** The path and sorted query of a call, so two spellings of one request compare equal. */
function requestOf(url: string): string {
  const parsed = new URL(url, 'http://site.test');
  parsed.searchParams.sort();
  return `${parsed.pathname}?${parsed.searchParams.toString()}`;
}

// The lobby is a lazily loaded chunk: its first import takes a while under test.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe("the lobby's first games, asked for by the boot", () => {
  it.each([
    ['/rng', ''],
    ['/rng', '?vassalage=JADE'],
    ['/rng', '?classify=SLOT&page=2'],
    ['/rng', '?q=koi'],
    ['/live', ''],
  ])(
    'are the very call the lobby at %s%s makes, so the app takes the answer',
    async (path, search) => {
      const fetchMock = stubPlatform({
        '/wps/system/permission': () => ok(permissionOf()),
        '/lgw/games/game_menus': () => ok(MENUS),
        '/wps/relay/GCSGAME_gameList': () =>
          ok({ games: [gameOf(1)], totalPages: 1, totalCount: 1, pageNo: 1, pageSize: 18 }),
      });
      renderApp(`${path}${search}`);
      expect(await screen.findByRole('list', { name: / games$/ })).toBeInTheDocument();
      const asked = fetchMock.mock.calls
        .map(([input]) => (input instanceof Request ? input.url : String(input)))
        .filter((url) => url.includes('GCSGAME_gameList'));
      expect(asked).toHaveLength(1);
      const boot = firstGamesCallOf(MENUS, path, search, 'EN');
      expect(boot).not.toBeNull();
      expect(requestOf(boot ?? '')).toBe(requestOf(asked[0] ?? ''));
    },
  );

  it('are none where the menus have no such lobby', () => {
    expect(firstGamesCallOf(MENUS, '/fish', '', 'EN')).toBeNull();
    expect(firstGamesCallOf(MENUS, '/promotions', '', 'EN')).toBeNull();
  });
});

describe("the boot frame's first row of games", () => {
  /** The frame's tiles, the first `shown` of them laid out (the others hidden by the layout). */
  function frameTiles(shown: number) {
    document.body.innerHTML = `<ul id="${BOOT_GAMES_ID}"><li></li><li></li><li></li><li></li></ul>`;
    const tiles = [...document.querySelectorAll('li')];
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      const laidOut = tiles.indexOf(this as HTMLLIElement) < shown;
      return (laidOut ? [new DOMRect(0, 0, 100, 100)] : []) as unknown as DOMRectList;
    });
    HTMLImageElement.prototype.decode = () => Promise.resolve();
    return tiles;
  }

  const context = (games: unknown): BootContext => ({
    config: { apiBase: '', merchantCode: 'PHDEMO' } as BootContext['config'],
    pathname: '/rng',
    headers: { Language: 'EN' },
    token: null,
    call: vi.fn(() => Promise.resolve(games)),
  });

  it('shows the icons of the first games in the tiles on screen, a hidden one left empty', async () => {
    const tiles = frameTiles(3);
    const games = [1, 2, 3, 4].map((id) => gameOf(id, { iconUrl: `/wps/assets/games/${id}.svg` }));
    const boot = context({ games });
    await showFirstGames(MENUS, boot);
    expect(boot.call).toHaveBeenCalledWith(firstGamesCallOf(MENUS, '/rng', '', 'EN'));
    expect(tiles.map((tile) => tile.querySelector('img')?.getAttribute('src') ?? null)).toEqual([
      '/wps/assets/games/1.svg',
      '/wps/assets/games/2.svg',
      '/wps/assets/games/3.svg',
      null,
    ]);
  });

  it('never puts an icon at an unsafe address in the frame', async () => {
    const tiles = frameTiles(3);
    const games = [
      gameOf(1, { iconUrl: 'javascript:alert(1)' }),
      gameOf(2, { iconUrl: '/wps/assets/games/2.svg' }),
    ];
    await showFirstGames(MENUS, context({ games }));
    expect(tiles[0]?.querySelector('img')).toBeNull();
    expect(tiles[1]?.querySelector('img')).toHaveAttribute('src', '/wps/assets/games/2.svg');
  });

  it('draws nothing, and settles, when the menus or the games did not come', async () => {
    const tiles = frameTiles(3);
    await showFirstGames(undefined, context({ games: [gameOf(1)] }));
    await showFirstGames(MENUS, context(undefined));
    await showFirstGames({ unexpected: true }, context({ games: [gameOf(1)] }));
    expect(tiles.some((tile) => tile.querySelector('img'))).toBe(false);
  });
});
