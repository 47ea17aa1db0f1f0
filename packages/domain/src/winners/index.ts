export {
  formatWinAmount,
  maskCustomerName,
  sortWinners,
  WINNER_BOARD_LIMIT,
  WINNER_SCROLL_STEP,
} from './winners';
export type { WinnerEntry } from './winners';
