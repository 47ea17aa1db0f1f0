/** Game calls (§7 Games): menus, lanes, lists, recent and favourite games, launch. */
import type { CallRoute } from './call';

export const gamesCalls = {
  gameMenus: { url: '/lgw/games/game_menus' },
  gameVendors: { url: '/wps/relay/GCSGAME_gameVendor' },
  gameList: { url: '/wps/relay/GCSGAME_gameList' },
  hotGames: { url: '/wps/relay/GCSGAME_hotGamesV2' },
  vassalageGames: { url: '/wps/relay/GCSGAME_getVassGameType' },
  recentGames: { url: '/wps/relay/GCS_recentGame', auth: true },
  favoriteGameIds: { url: '/wps/relay/MCSFE_getFavoriteGames', auth: true, realAccount: true },
  favoriteGames: { url: '/wps/relay/MCSFE_getFavoriteGamesList', auth: true, realAccount: true },
  addFavoriteGame: {
    method: 'POST',
    url: '/wps/relay/MCSFE_addFavoriteGameV2',
    auth: true,
    realAccount: true,
  },
  removeFavoriteGame: {
    method: 'DELETE',
    url: '/wps/relay/MCSFE_removeFavoriteGameV2',
    auth: true,
    realAccount: true,
  },
  /** The token goes along when there is one: free play needs none. */
  launchGame: { method: 'POST', url: '/wps/game/launchGame', optionalAuth: true },
} as const satisfies Record<string, CallRoute>;
