export {
  GameCategory,
  MINOR_CATEGORIES,
  SelectType,
  VENDOR_CATEGORIES,
  isVendorCategory,
} from './game-category';
export type { MinorCategory, VendorCategory } from './game-category';
export { CLASSIFY_ALL, IS_GAME_VASSALAGE, gameIconOf, isHotGame, opensPopupList } from './game';
export type { Category, ClassifyEntry, Game, Vendor, VendorGroup } from './game';
