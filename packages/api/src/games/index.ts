export {
  gamesApi,
  useAddFavoriteGameMutation,
  useFavoriteGameIdsQuery,
  useFavoriteGamesQuery,
  useGameListQuery,
  useGameMenusQuery,
  useGameVendorsQuery,
  useHotGamesQuery,
  useLaunchGameMutation,
  useLazyVassalageGamesQuery,
  useRecentGamesQuery,
  useRemoveFavoriteGameMutation,
  useVassalageGamesQuery,
} from './games-api';
export { afterDemoSpin, isDemoGameMessage } from './demo-game-message';
