import { describe, expect, it } from 'vitest';
import {
  HOME_SECTION_LIMIT,
  HOT_SECTION_LIMIT,
  SECTION_LIMITS,
  homeSectionsOf,
  sectionItems,
} from './index';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('section limits (§2 Home, §9)', () => {
  it('shows up to 5 items in a home category section and 12 in hot', () => {
    expect(HOME_SECTION_LIMIT).toBe(5);
    expect(HOT_SECTION_LIMIT).toBe(12);
    expect(SECTION_LIMITS).toEqual({ home: 5, hot: 12 });
    expect(sectionItems('home', range(8)).items).toEqual([1, 2, 3, 4, 5]);
    expect(sectionItems('hot', range(20)).items).toEqual(range(12));
  });
  it('shows the more button when there are more items than the section holds', () => {
    expect(sectionItems('hot', range(13)).showsMore).toBe(true);
    expect(sectionItems('hot', range(12)).showsMore).toBe(false);
    expect(sectionItems('home', range(6)).showsMore).toBe(true);
    expect(sectionItems('home', range(5))).toEqual({ items: range(5), showsMore: false });
    expect(sectionItems('home', [])).toEqual({ items: [], showsMore: false });
  });
});

describe('home sections (§2 Home)', () => {
  const categories = [
    { gameCategory: 'RNG' as const },
    { gameCategory: 'LOTT' as const },
    { gameCategory: 'ELOTT' as const },
    { gameCategory: 'SC' as const },
  ];
  it('shows FAV and RECENT only when logged in and non-empty', () => {
    const base = { categories: [], favouriteCount: 3, recentCount: 2 };
    expect(homeSectionsOf({ ...base, isLoggedIn: true })).toEqual(['HOT', 'FAV', 'RECENT']);
    expect(homeSectionsOf({ ...base, isLoggedIn: false })).toEqual(['HOT']);
    expect(
      homeSectionsOf({ ...base, isLoggedIn: true, favouriteCount: 0, recentCount: 0 }),
    ).toEqual(['HOT']);
  });
  it('shows one section per category that has vendors, in their order, the lottery excepted', () => {
    expect(
      homeSectionsOf({ categories, isLoggedIn: false, favouriteCount: 0, recentCount: 0 }),
    ).toEqual(['HOT', 'RNG', 'ELOTT', 'SC']);
  });
});
