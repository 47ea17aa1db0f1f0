/**
 * Game calls (§7 Games). Menus and vendor lanes change only with the catalogue: kept for an hour.
 * Favourite mutations invalidate the favourite lists; a launch changes nothing until the game spins
 * (see `afterDemoSpin`).
 */
import { CLIENT_TYPE, GAME_PLATFORMS, IS_PLATFORM } from '@gaming/domain/constants';
import type { WithApiContext } from '../base-api/api-context';
import { callsOf } from '../base-api/calls-of';
import type {
  FavoriteGamesArgs,
  GameListArgs,
  gamesContracts,
  HotGamesArgs,
  RecentGamesArgs,
} from '../wire/games';
import { gamesCalls } from '../wire/games-calls';

/** Menus and vendor lanes: the platform caches them too; they change with the catalogue only. */
const CATALOGUE_CACHE_S = 60 * 60;
/** §7 hot games are "cached". */
const HOT_CACHE_S = 10 * 60;
/** A query string is text: the contracts read these codes as digits. */
const CLIENT_TYPE_TEXT = String(CLIENT_TYPE);

const favoriteTags = (nodeId: number) => [
  { type: 'Favorite' as const, id: 'LIST' },
  { type: 'Favorite' as const, id: nodeId },
];

const calls = callsOf<typeof gamesContracts>(gamesCalls);

export const gamesApi = calls.inject((call) => ({
  /** `value.data.lanes`: the lanes `categoriesOf` (@gaming/domain/categories) reads. */
  gameMenus: call.gameMenus.query({
    request: () => ({ params: { platform: GAME_PLATFORMS.html5Desktop } }),
    keepUnusedDataFor: CATALOGUE_CACHE_S,
    providesTags: [{ type: 'Game', id: 'MENUS' }],
  }),
  /** The vendor lanes (platform html5-desktop), the session's vendor cache. */
  gameVendors: call.gameVendors.query({
    request: () => ({ params: { platform: GAME_PLATFORMS.html5Desktop } }),
    keepUnusedDataFor: CATALOGUE_CACHE_S,
    providesTags: [{ type: 'Game', id: 'VENDORS' }],
  }),
  gameList: call.gameList.query({
    request: (args: GameListArgs) => ({ params: { clientType: CLIENT_TYPE_TEXT, ...args } }),
    providesTags: [{ type: 'Game', id: 'LIST' }],
  }),
  /** The hot games in display order (§9: 12 on home, all behind "more"). */
  hotGames: call.hotGames.query({
    queryFn: (args: HotGamesArgs | void, api, _extra, send) => {
      const { merchantCode } = (api.getState() as WithApiContext).apiContext;
      return calls.send(send, 'hotGames', {
        params: { merchantCode, isPlatform: String(IS_PLATFORM), ...args },
      });
    },
    keepUnusedDataFor: HOT_CACHE_S,
    providesTags: [{ type: 'Game', id: 'HOT' }],
  }),
  /** The member's distinct games from their bets, most recent first. */
  recentGames: call.recentGames.query({
    request: (args: RecentGamesArgs | void) => ({
      params: { clientType: CLIENT_TYPE_TEXT, ...args },
    }),
    providesTags: [{ type: 'Recent', id: 'LIST' }],
  }),
  /** The member's favourite nodeIds, newest first. */
  favoriteGameIds: call.favoriteGameIds.query({
    providesTags: (ids) => [
      { type: 'Favorite', id: 'LIST' },
      ...(ids ?? []).map((id) => ({ type: 'Favorite' as const, id })),
    ],
  }),
  favoriteGames: call.favoriteGames.query({
    request: (args: FavoriteGamesArgs | void) => ({
      params: { clientType: CLIENT_TYPE_TEXT, platform: GAME_PLATFORMS.html5Desktop, ...args },
    }),
    providesTags: (page) => [
      { type: 'Favorite', id: 'LIST' },
      ...(page?.content ?? []).map((game) => ({ type: 'Favorite' as const, id: game.nodeId })),
    ],
  }),
  /** Adding a favourite twice is a success; an unknown game is refused. */
  addFavoriteGame: call.addFavoriteGame.mutation({
    invalidatesTags: (_result, _error, { nodeId }) => favoriteTags(nodeId),
  }),
  removeFavoriteGame: call.removeFavoriteGame.mutation({
    invalidatesTags: (_result, _error, { nodeId }) => favoriteTags(nodeId),
  }),
  /** A VASSALAGE vendor's popup list. */
  vassalageGames: call.vassalageGames.query({
    request: (params: { vassalage: string; language?: string }) => ({ params }),
    providesTags: (_value, _error, { vassalage }) => [{ type: 'Game', id: `VASS-${vassalage}` }],
  }),
  /**
   * `value.content.game_url` is a site path: resolve it against the API base and check it before
   * it becomes an iframe source. The token goes along when there is one (free play needs none).
   */
  launchGame: call.launchGame.mutation(),
}));

export const {
  useGameMenusQuery,
  useGameVendorsQuery,
  useGameListQuery,
  useHotGamesQuery,
  useRecentGamesQuery,
  useFavoriteGameIdsQuery,
  useFavoriteGamesQuery,
  useAddFavoriteGameMutation,
  useRemoveFavoriteGameMutation,
  useVassalageGamesQuery,
  useLazyVassalageGamesQuery,
  useLaunchGameMutation,
} = gamesApi;

export { afterDemoSpin, isDemoGameMessage } from './demo-game-message';
