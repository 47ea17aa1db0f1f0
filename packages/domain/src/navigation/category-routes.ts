import type { GameCategory } from '../games';

/**
 * §2 Routes of the category pages: game centre pages (/sports, /esports, /lott, /elott), game list
 * centre pages (/live, /fish, /rng, /pvp), account game lists (/favorite, /recent), promotions and home.
 * Cockfight and the minor categories have no page of their own.
 */
export const CATEGORY_ROUTES = {
  HOME: '/',
  PROMO: '/promotions',
  FAV: '/favorite',
  RECENT: '/recent',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
  LIVE: '/live',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
} as const satisfies Partial<Record<GameCategory, string>>;

export type CategoryRoute = (typeof CATEGORY_ROUTES)[keyof typeof CATEGORY_ROUTES];

/** The page of a category, or null when it has none (cockfight, minor categories, HOT). */
export function categoryPathOf(gameCategory: GameCategory): CategoryRoute | null {
  const routes: Partial<Record<GameCategory, CategoryRoute>> = CATEGORY_ROUTES;
  return routes[gameCategory] ?? null;
}
