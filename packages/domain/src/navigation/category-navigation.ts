import { GameCategory } from '../games';
import type { Vendor } from '../games';
import { CATEGORY_ROUTES, categoryPathOf } from './category-routes';

/** §4 "A lott or e-lott nav item launches the vendor TCG_SEA directly." */
export const LOTTERY_NAV_VENDOR = 'TCG_SEA';

/** §4 "Navigating a category ... of type HOME, PROMO, PVP, FISH, RNG goes to its page." */
export const CATEGORIES_WITH_PAGE: readonly GameCategory[] = [
  GameCategory.HOME,
  GameCategory.PROMO,
  GameCategory.PVP,
  GameCategory.FISH,
  GameCategory.RNG,
];

/**
 * What choosing a category does:
 * - `open-login`: open the login modal and show HOME meanwhile;
 * - `hot-list`: show the full hot list;
 * - `route`: go to the category's page;
 * - `show-category`: the category has no page of its own (cockfight, minor categories): set it as the
 *   current game type so home shows its full section;
 * - `launch-vendor`: launch that vendor (then game selection applies, e.g. TCG_SEA → /seaLottery).
 */
export type CategoryNavigation =
  | { kind: 'open-login'; thenCategory: typeof GameCategory.HOME }
  | { kind: 'hot-list' }
  | {
      kind: 'route';
      gameCategory: GameCategory;
      path: string;
      query: Readonly<Record<string, string>>;
    }
  | { kind: 'show-category'; gameCategory: GameCategory }
  | { kind: 'launch-vendor'; gameCategory: GameCategory; vassalage: string };

export interface CategoryNavigationInput {
  gameCategory: GameCategory;
  /** The category's vendors (empty for HOME, PROMO and the account lists). */
  vendors: readonly Pick<Vendor, 'vassalage'>[];
  isLoggedIn: boolean;
}

/**
 * Category navigation (§4 Category selection): "FAV while logged out sets HOME and opens login. HOT
 * shows the full hot list. ... Navigating a category with more than one provider or of type HOME,
 * PROMO, PVP, FISH, RNG goes to its page; otherwise the single provider launches. A lott or e-lott nav
 * item launches the vendor TCG_SEA directly." RECENT is an account list too (§2 /recent, §6 Member) and
 * asks for a login the same way.
 */
export function navigateCategory(input: CategoryNavigationInput): CategoryNavigation {
  const { gameCategory, vendors } = input;
  switch (gameCategory) {
    case GameCategory.FAV:
    case GameCategory.RECENT:
      if (!input.isLoggedIn) return { kind: 'open-login', thenCategory: GameCategory.HOME };
      return pageOf(gameCategory);
    case GameCategory.HOT:
      return { kind: 'hot-list' };
    case GameCategory.LOTT:
    case GameCategory.ELOTT:
      return { kind: 'launch-vendor', gameCategory, vassalage: LOTTERY_NAV_VENDOR };
    default: {
      const [single, ...others] = vendors;
      if (CATEGORIES_WITH_PAGE.includes(gameCategory) || !single || others.length > 0) {
        return pageOf(gameCategory);
      }
      return { kind: 'launch-vendor', gameCategory, vassalage: single.vassalage };
    }
  }
}

function pageOf(gameCategory: GameCategory): CategoryNavigation {
  const path = categoryPathOf(gameCategory);
  return path === null
    ? { kind: 'show-category', gameCategory }
    : { kind: 'route', gameCategory, path, query: {} };
}

/** What choosing a provider (a vendor tile or a header drop-down entry) does. */
export type ProviderNavigation =
  | { kind: 'route'; path: typeof CATEGORY_ROUTES.RNG; query: { vassalage: string } }
  | { kind: 'launch-vendor'; vassalage: string };

/**
 * §4 "RNG provider selection goes to /rng with vassalage"; any other provider launches (§2 "Vendor
 * tile: click launches the vendor").
 */
export function navigateProvider(
  vendor: Pick<Vendor, 'vassalage' | 'gameType' | 'gameCategory'>,
): ProviderNavigation {
  if (vendor.gameCategory === GameCategory.RNG || vendor.gameType === GameCategory.RNG) {
    return { kind: 'route', path: CATEGORY_ROUTES.RNG, query: { vassalage: vendor.vassalage } };
  }
  return { kind: 'launch-vendor', vassalage: vendor.vassalage };
}
