export { WINNER_BOARD_VISIBLE_ROWS, WinnerBoard } from './WinnerBoard';
export type { WinnerBoardProps } from './WinnerBoard';
