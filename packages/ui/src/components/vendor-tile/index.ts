export { VendorTile } from './VendorTile';
export type { VendorTileData, VendorTileProps } from './VendorTile';
