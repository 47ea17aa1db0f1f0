export { categoriesOf, showsBingo } from './categorisation';
export type { CategorisationOptions, GameMenuCard, GameMenuLane } from './categorisation';
export {
  HOME_SECTION_LIMIT,
  HOT_SECTION_LIMIT,
  SECTION_LIMITS,
  homeSectionsOf,
  sectionItems,
} from './sections';
export type { HomeSectionsInput, SectionKind, SectionView } from './sections';
export {
  HEADER_GAME_MENU_LARGE_ABOVE,
  classifyMenuOf,
  headerGameMenuLayout,
  showsVendorIcon,
  vendorFilterOf,
  vendorIconsOf,
} from './menus';
export type { ClassifyMenuItem, HeaderGameMenuLayout, VendorFilterItem } from './menus';
