export { GAME_GRID_SKELETONS, GameGrid } from './GameGrid';
export type { GameGridProps } from './GameGrid';
