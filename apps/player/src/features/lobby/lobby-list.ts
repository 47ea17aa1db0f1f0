/**
 * Which games list a lobby shows for its address: the lobby page asks for it, and the boot asks
 * for the first page of it before the app has run (`app/lobby-boot.ts`), so both must read the
 * address the same way. No React here: the boot's chunk imports it.
 */
import type { GameListArgs } from '@gaming/api/wire';
import type { Category, GameCategory } from '@gaming/domain/games';
import { LOBBY_PAGE_SIZE } from '@gaming/domain/lobby-filter';
import { CATEGORY_ROUTES } from '@gaming/domain/navigation';
import { lobbyFilterOfQuery } from './lobby-query';

/** The category whose page `pathname` is, from the route table of §2. */
export function categoryOfPath(pathname: string): GameCategory | null {
  const entry = Object.entries(CATEGORY_ROUTES).find(([, path]) => path === pathname);
  return entry ? (entry[0] as GameCategory) : null;
}

/**
 * The filter the address asks for (`?vassalage=…&classify=…&page=…&q=…`, the page unbounded until
 * its list has loaded), the chosen provider's card, and the list's call without its page: the
 * provider's own game type, its classify and search, 18 a page, in the visit's language.
 */
export function lobbyListOf(category: Category, params: URLSearchParams, language: string) {
  const providers = category.vendors.map((entry) => entry.vassalage);
  const asked = lobbyFilterOfQuery(params, providers, 0);
  const vendor = asked.provider === null ? undefined : category.cards[asked.provider];
  const listArgs = {
    gameType: vendor?.gameType ?? category.gameCategory,
    vassalage: asked.provider ?? undefined,
    gameClassify: asked.classify,
    gameName: asked.search || undefined,
    pageSize: LOBBY_PAGE_SIZE,
    language,
  } satisfies GameListArgs;
  return { asked, vendor, listArgs };
}
