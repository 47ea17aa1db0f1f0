/**
 * The boot's part on a game list centre's lobby (/live, /fish, /rng, /pvp) on a phone or tablet:
 * once the menus have answered, it asks for the games the lobby will show first (the page's own
 * call, `lobbyListOf`, which the app then takes) and draws the first row's icons in the boot
 * frame's tiles, so the lobby's largest picture needs no framework. A chunk of its own, imported by
 * the boot on those pages only: home's first paint does not carry it. Nothing from the framework
 * may come in here (it would run the framework before the frame is drawn).
 */
import type { GameListValue, GameMenusValue } from '@gaming/api/wire';
import { gamesCalls } from '@gaming/api/early-calls';
import { categoriesOf } from '@gaming/domain/categories';
import { CLIENT_TYPE } from '@gaming/domain/constants';
import { gameIconOf } from '@gaming/domain/games';
import { safeServerUrl } from '@gaming/domain/urls';
// The boot's own list of the region's languages (the domain's is the same, in the app's files).
import { SUPPORTED_LANGUAGES } from '@gaming/i18n';
import type { BootContext } from '@gaming/kernel/boot';
import { showInBootFrame } from '@gaming/kernel/boot';
import { categoryOfPath, lobbyListOf } from '../features/lobby/lobby-list';

/** The id of the frame's first row of tiles (`boot-frame.tsx`). */
export const BOOT_GAMES_ID = 'boot-games';

/**
 * The games call the lobby at `pathname` + `search` makes first, exactly as the games endpoint
 * writes it (`fetchBaseQuery` leaves unset fields out), or null when the menus name no such lobby
 * or it has no provider to show.
 */
export function firstGamesCallOf(
  menus: GameMenusValue,
  pathname: string,
  search: string,
  language: string,
): string | null {
  const code = categoryOfPath(pathname);
  const category = categoriesOf(menus.data.lanes, {
    supportedLanguages: SUPPORTED_LANGUAGES,
  }).find((entry) => entry.gameCategory === code);
  if (category === undefined) return null;
  const { asked, listArgs } = lobbyListOf(category, new URLSearchParams(search), language);
  if (asked.provider === null) return null;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({
    clientType: CLIENT_TYPE,
    ...listArgs,
    pageNo: asked.page,
  }))
    if (value !== undefined) params.set(name, String(value));
  return `${gamesCalls.gameList.url}?${params.toString()}`;
}

/**
 * Asks for the lobby's first games and shows their icons in the frame's visible tiles; settles
 * once they are drawn, or when there is nothing to draw (an answer missing or not understood).
 */
export async function showFirstGames(menus: unknown, context: BootContext): Promise<void> {
  const slots = [...(document.getElementById(BOOT_GAMES_ID)?.children ?? [])].filter(
    (slot) => slot.getClientRects().length > 0,
  );
  if (menus === undefined || slots.length === 0) return;
  let path: string | null;
  try {
    path = firstGamesCallOf(
      menus as GameMenusValue,
      context.pathname,
      window.location.search,
      context.headers.Language ?? '',
    );
  } catch {
    return;
  }
  if (path === null) return;
  const games = ((await context.call(path)) as GameListValue | undefined)?.games;
  if (!Array.isArray(games)) return;
  const images = slots.flatMap((slot, index) => {
    const game = games[index];
    const url = game === undefined ? null : safeServerUrl(gameIconOf(game) ?? '');
    if (url === null) return [];
    const image = document.createElement('img');
    image.alt = '';
    image.src = url;
    image.fetchPriority = 'high';
    slot.append(image);
    return [image];
  });
  await showInBootFrame(...images);
}
