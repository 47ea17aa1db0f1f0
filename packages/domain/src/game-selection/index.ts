export {
  GAME_PLAY_ROUTE,
  IN_NEED_TRUE_ACCOUNT,
  LOTTERY_ROUTES,
  canFreeTrial,
  lotteryRouteOf,
  selectFreeTrial,
  selectGame,
} from './game-selection';
export type {
  FreeTrialSelection,
  GameLaunch,
  GameSelection,
  LotteryRoute,
  SelectableEntry,
  SelectingPlayer,
} from './game-selection';
