export {
  FILTERS_NEEDING_LOGIN,
  LOBBY_PAGE_SIZE,
  initialLobbyFilter,
  lastPageOf,
  lobbyFilterReducer,
  lobbyFilterTransition,
} from './lobby-filter';
export type { LobbyFilterAction, LobbyFilterState, LobbyFilterTransition } from './lobby-filter';
