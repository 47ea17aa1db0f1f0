/**
 * Game calls (§7 Games). Menus and vendor lanes change only with the catalogue: kept for an hour.
 * Favourite mutations invalidate the favourite lists; a launch changes nothing until the game spins
 * (see `afterDemoSpin`).
 */
import { CLIENT_TYPE, GAME_PLATFORMS, IS_PLATFORM } from '@gaming/domain/constants';
import type { WithApiContext } from '../base-api/api-context';
import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type {
  FavoriteGameRequest,
  FavoriteGamesArgs,
  FavoriteGamesValue,
  GameItem,
  GameListArgs,
  GameListValue,
  GameMenusValue,
  HotGamesArgs,
  LaunchGameRequest,
  LaunchGameValue,
  RecentGamesArgs,
  RecentGamesValue,
  VassalageGamesValue,
} from '../wire/games';
import { gamesCalls } from '../wire/games-calls';

/** Menus and vendor lanes: the platform caches them too; they change with the catalogue only. */
const CATALOGUE_CACHE_S = 60 * 60;
/** §7 hot games are "cached". */
const HOT_CACHE_S = 10 * 60;

const favoriteTags = (nodeId: number) => [
  { type: 'Favorite' as const, id: 'LIST' },
  { type: 'Favorite' as const, id: nodeId },
];

export const gamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `value.data.lanes`: the lanes `categoriesOf` (@gaming/domain/categories) reads. */
    gameMenus: build.query<GameMenusValue, void>({
      query: () =>
        callRequest(gamesCalls.gameMenus, { params: { platform: GAME_PLATFORMS.html5Desktop } }),
      keepUnusedDataFor: CATALOGUE_CACHE_S,
      providesTags: [{ type: 'Game', id: 'MENUS' }],
    }),
    /** The vendor lanes (platform html5-desktop), the session's vendor cache. */
    gameVendors: build.query<GameMenusValue, void>({
      query: () =>
        callRequest(gamesCalls.gameVendors, { params: { platform: GAME_PLATFORMS.html5Desktop } }),
      keepUnusedDataFor: CATALOGUE_CACHE_S,
      providesTags: [{ type: 'Game', id: 'VENDORS' }],
    }),
    gameList: build.query<GameListValue, GameListArgs>({
      query: (args) =>
        callRequest(gamesCalls.gameList, { params: { clientType: CLIENT_TYPE, ...args } }),
      providesTags: [{ type: 'Game', id: 'LIST' }],
    }),
    /** The hot games in display order (§9: 12 on home, all behind "more"). */
    hotGames: build.query<GameItem[], HotGamesArgs | void>({
      queryFn: async (args, api, _extra, baseQuery) => {
        const { merchantCode } = (api.getState() as WithApiContext).apiContext;
        const result = await baseQuery(
          callRequest(gamesCalls.hotGames, {
            params: { merchantCode, isPlatform: IS_PLATFORM, ...args },
          }),
        );
        return result.error ? { error: result.error } : { data: result.data as GameItem[] };
      },
      keepUnusedDataFor: HOT_CACHE_S,
      providesTags: [{ type: 'Game', id: 'HOT' }],
    }),
    /** The member's distinct games from their bets, most recent first. */
    recentGames: build.query<RecentGamesValue, RecentGamesArgs | void>({
      query: (args) =>
        callRequest(gamesCalls.recentGames, { params: { clientType: CLIENT_TYPE, ...args } }),
      providesTags: [{ type: 'Recent', id: 'LIST' }],
    }),
    /** The member's favourite nodeIds, newest first. */
    favoriteGameIds: build.query<number[], void>({
      query: () => callRequest(gamesCalls.favoriteGameIds),
      providesTags: (ids) => [
        { type: 'Favorite', id: 'LIST' },
        ...(ids ?? []).map((id) => ({ type: 'Favorite' as const, id })),
      ],
    }),
    favoriteGames: build.query<FavoriteGamesValue, FavoriteGamesArgs | void>({
      query: (args) =>
        callRequest(gamesCalls.favoriteGames, {
          params: { clientType: CLIENT_TYPE, platform: GAME_PLATFORMS.html5Desktop, ...args },
        }),
      providesTags: (page) => [
        { type: 'Favorite', id: 'LIST' },
        ...(page?.content ?? []).map((game) => ({ type: 'Favorite' as const, id: game.nodeId })),
      ],
    }),
    /** Adding a favourite twice is a success; an unknown game is refused. */
    addFavoriteGame: build.mutation<null, FavoriteGameRequest>({
      query: (body) => callRequest(gamesCalls.addFavoriteGame, { body }),
      invalidatesTags: (_result, _error, { nodeId }) => favoriteTags(nodeId),
    }),
    removeFavoriteGame: build.mutation<null, FavoriteGameRequest>({
      query: (body) => callRequest(gamesCalls.removeFavoriteGame, { body }),
      invalidatesTags: (_result, _error, { nodeId }) => favoriteTags(nodeId),
    }),
    /** A VASSALAGE vendor's popup list. */
    vassalageGames: build.query<VassalageGamesValue, { vassalage: string; language?: string }>({
      query: (params) => callRequest(gamesCalls.vassalageGames, { params }),
      providesTags: (_value, _error, { vassalage }) => [{ type: 'Game', id: `VASS-${vassalage}` }],
    }),
    /**
     * `value.content.game_url` is a site path: resolve it against the API base and check it before
     * it becomes an iframe source. The token goes along when there is one (free play needs none).
     */
    launchGame: build.mutation<LaunchGameValue, LaunchGameRequest>({
      query: (body) => callRequest(gamesCalls.launchGame, { body }),
    }),
  }),
});

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
