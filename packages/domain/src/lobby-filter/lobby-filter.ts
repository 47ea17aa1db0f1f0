import { CLASSIFY_ALL, SelectType } from '../games';

import { LOBBY_PAGE_SIZE } from '../constants/constants';

export { LOBBY_PAGE_SIZE };

/** §4 "Favourite or recent filters need login." */
export const FILTERS_NEEDING_LOGIN: readonly SelectType[] = [SelectType.FAV, SelectType.RECENT];

/** The category lobby's filter (§2 Category lobby, §4 Lobby filter). */
export interface LobbyFilterState {
  /** The provider menu: vendor codes (vassalage) of the category, in menu order. */
  providers: readonly string[];
  /** The chosen provider, one of `providers`; null while the menu is empty. */
  provider: string | null;
  /** The chosen classify key; `ALL` for All. */
  classify: string;
  /** The current page, 1-based, never beyond the total. */
  page: number;
  /** Total pages of the last loaded list; 0 before the first load. */
  totalPages: number;
  /** The trimmed search text; only ever non-empty with the filter All. */
  search: string;
  filter: SelectType;
}

export type LobbyFilterAction =
  /** The provider menu loaded or changed (the lobby reloads on vendor change). */
  | { type: 'providers-loaded'; providers: readonly string[] }
  | { type: 'provider-chosen'; provider: string }
  | { type: 'classify-chosen'; classify: string }
  | { type: 'filter-chosen'; filter: SelectType; isLoggedIn: boolean }
  | { type: 'page-chosen'; page: number }
  | { type: 'search-submitted'; text: string }
  /** A list page loaded and reported its total pages. */
  | { type: 'pages-loaded'; totalPages: number };

export interface LobbyFilterTransition {
  state: LobbyFilterState;
  /** The action needs a login the player does not have: open login; the state did not change. */
  openLogin: boolean;
}

/** A lobby on its first provider, classify All, page 1, filter All, no search. */
export function initialLobbyFilter(
  providers: readonly string[] = [],
  provider?: string,
): LobbyFilterState {
  return {
    providers,
    provider:
      provider !== undefined && providers.includes(provider) ? provider : (providers[0] ?? null),
    classify: CLASSIFY_ALL,
    page: 1,
    totalPages: 0,
    search: '',
    filter: SelectType.ALL,
  };
}

/** The last page a player may go to: the total, or 1 before anything loaded. */
export function lastPageOf(state: Pick<LobbyFilterState, 'totalPages'>): number {
  return Math.max(1, state.totalPages);
}

/**
 * Lobby filter (§4): "choosing a provider resets classify to All; choosing a classify resets provider
 * to the first; page resets to 1 and search clears. Favourite or recent filters need login. ... Page
 * beyond total pages ignored." §5: "Search box trims whitespace; search only with filter All."
 * Returns the next state and whether to open login; an ignored action returns the same state object.
 */
export function lobbyFilterTransition(
  state: LobbyFilterState,
  action: LobbyFilterAction,
): LobbyFilterTransition {
  const next = (changes: Partial<LobbyFilterState>) => ({
    state: { ...state, ...changes },
    openLogin: false,
  });
  const ignored = { state, openLogin: false };
  const freshList = { page: 1, search: '' };

  switch (action.type) {
    case 'providers-loaded': {
      const { providers } = action;
      if (state.provider !== null && providers.includes(state.provider)) return next({ providers });
      return next({
        providers,
        provider: providers[0] ?? null,
        classify: CLASSIFY_ALL,
        ...freshList,
      });
    }
    case 'provider-chosen':
      if (!state.providers.includes(action.provider)) return ignored;
      return next({ provider: action.provider, classify: CLASSIFY_ALL, ...freshList });
    case 'classify-chosen':
      return next({
        classify: action.classify,
        provider: state.providers[0] ?? null,
        ...freshList,
      });
    case 'filter-chosen':
      if (FILTERS_NEEDING_LOGIN.includes(action.filter) && !action.isLoggedIn) {
        return { state, openLogin: true };
      }
      if (action.filter === state.filter) return ignored;
      return next({ filter: action.filter, ...freshList });
    case 'page-chosen': {
      const { page } = action;
      if (!Number.isInteger(page) || page < 1 || page > lastPageOf(state)) return ignored;
      return page === state.page ? ignored : next({ page });
    }
    case 'search-submitted':
      if (state.filter !== SelectType.ALL) return ignored;
      return next({ search: action.text.trim(), page: 1 });
    case 'pages-loaded': {
      const { totalPages } = action;
      if (!Number.isInteger(totalPages) || totalPages < 0) return ignored;
      return next({ totalPages, page: Math.min(state.page, Math.max(1, totalPages)) });
    }
  }
}

/** The lobby filter as a plain reducer (for `useReducer` or a slice); see `lobbyFilterTransition`. */
export function lobbyFilterReducer(
  state: LobbyFilterState,
  action: LobbyFilterAction,
): LobbyFilterState {
  return lobbyFilterTransition(state, action).state;
}
