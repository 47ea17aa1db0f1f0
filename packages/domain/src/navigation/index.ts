export { CATEGORY_ROUTES, categoryPathOf } from './category-routes';
export type { CategoryRoute } from './category-routes';
export {
  CATEGORIES_WITH_PAGE,
  LOTTERY_NAV_VENDOR,
  navigateCategory,
  navigateProvider,
} from './category-navigation';
export type {
  CategoryNavigation,
  CategoryNavigationInput,
  ProviderNavigation,
} from './category-navigation';
