import { GameCategory } from '../games';
import type { Category } from '../games';

import { HOME_CATEGORY_GAMES_LIMIT, HOT_GAMES_LIMIT } from '../constants/constants';

/** §9 "home category games 5": a category section on home shows up to 5 items. */
export const HOME_SECTION_LIMIT = HOME_CATEGORY_GAMES_LIMIT;
/** §9 "Hot games 12 initially": the hot section shows up to 12, with a more button. */
export const HOT_SECTION_LIMIT = HOT_GAMES_LIMIT;

/** §2 Home: "sections show up to 5 items (12 for hot, with a more button)". */
export const SECTION_LIMITS = { home: HOME_SECTION_LIMIT, hot: HOT_SECTION_LIMIT } as const;
export type SectionKind = keyof typeof SECTION_LIMITS;

export interface SectionView<T> {
  /** The items the section shows. */
  items: readonly T[];
  /** Whether the "more" button shows: there are more items than the section holds. */
  showsMore: boolean;
}

/** Which items a home section shows and whether its "more" button shows (§2 Home, §9). */
export function sectionItems<T>(kind: SectionKind, items: readonly T[]): SectionView<T> {
  const limit = SECTION_LIMITS[kind];
  return { items: items.slice(0, limit), showsMore: items.length > limit };
}

export interface HomeSectionsInput {
  categories: readonly Pick<Category, 'gameCategory'>[];
  isLoggedIn: boolean;
  favouriteCount: number;
  recentCount: number;
}

/**
 * §2 Home sections: HOT, then FAV and RECENT "only when logged in and non-empty", then "one per
 * category that has vendors (RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, ELOTT, plus minor
 * categories)" in the categories' order. LOTT is not in that list: the lottery is reached from its
 * nav item. HOME is the page itself, not one of its sections.
 */
export function homeSectionsOf(input: HomeSectionsInput): GameCategory[] {
  const sections: GameCategory[] = [GameCategory.HOT];
  if (input.isLoggedIn && input.favouriteCount > 0) sections.push(GameCategory.FAV);
  if (input.isLoggedIn && input.recentCount > 0) sections.push(GameCategory.RECENT);
  for (const { gameCategory } of input.categories) {
    if (gameCategory !== GameCategory.LOTT) sections.push(gameCategory);
  }
  return sections;
}
