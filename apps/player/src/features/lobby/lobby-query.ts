/**
 * The lobby filter in the URL query, so reload and back restore the lobby (§2 Category lobby; §2 Routes
 * "rng takes query vassalage"): `?vassalage=NOVA_REELS&classify=SLOT&page=2&q=koi`.
 */
import { CLASSIFY_ALL } from '@gaming/domain/games';
import { initialLobbyFilter, lobbyFilterReducer } from '@gaming/domain/lobby-filter';
import type { LobbyFilterState } from '@gaming/domain/lobby-filter';

export const LOBBY_QUERY = {
  vassalage: 'vassalage',
  classify: 'classify',
  page: 'page',
  search: 'q',
} as const;

/**
 * The filter a URL asks for, read through the domain reducer so it obeys the same rules as clicks do:
 * a classify puts the provider back to the first, a search only counts with classify All (the search
 * box is hidden otherwise). The page is taken as it stands, a whole number from 1: the total is not
 * known before the list loads, and `pages-loaded` brings a page beyond it back to the last.
 */
export function lobbyFilterOfQuery(
  params: URLSearchParams,
  providers: readonly string[],
  totalPages: number,
): LobbyFilterState {
  let state: LobbyFilterState = {
    ...initialLobbyFilter(providers, params.get(LOBBY_QUERY.vassalage) ?? undefined),
    totalPages,
  };
  const classify = params.get(LOBBY_QUERY.classify);
  if (classify && classify !== CLASSIFY_ALL) {
    state = lobbyFilterReducer(state, { type: 'classify-chosen', classify });
  }
  const search = params.get(LOBBY_QUERY.search);
  if (search && state.classify === CLASSIFY_ALL) {
    state = lobbyFilterReducer(state, { type: 'search-submitted', text: search });
  }
  const page = Number(params.get(LOBBY_QUERY.page));
  if (Number.isInteger(page) && page > 1) state = { ...state, page };
  return state;
}

/** The query of a filter; other parameters of the URL are kept. Defaults are left out. */
export function queryOfLobbyFilter(
  state: LobbyFilterState,
  current: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (name: string, value: string | null) => {
    if (value) params.set(name, value);
    else params.delete(name);
  };
  set(LOBBY_QUERY.vassalage, state.provider);
  set(LOBBY_QUERY.classify, state.classify === CLASSIFY_ALL ? null : state.classify);
  set(LOBBY_QUERY.page, state.page > 1 ? String(state.page) : null);
  set(LOBBY_QUERY.search, state.search || null);
  return params;
}
