export { GameTile, gameIconOf, gameNameOf } from './GameTile';
export type { GameTileData, GameTileProps } from './GameTile';
