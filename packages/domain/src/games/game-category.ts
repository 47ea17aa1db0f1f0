/**
 * Game category codes (§2 Home sections, §4 Category selection, §9 Minor categories). HOME, HOT, FAV,
 * RECENT and PROMO are navigation entries; the others are vendor categories built from the game menus.
 */
export const GameCategory = {
  HOME: 'HOME',
  HOT: 'HOT',
  FAV: 'FAV',
  RECENT: 'RECENT',
  PROMO: 'PROMO',
  RNG: 'RNG',
  LIVE: 'LIVE',
  FISH: 'FISH',
  PVP: 'PVP',
  SPORTS: 'SPORTS',
  ESPORTS: 'ESPORTS',
  COCKFIGHT: 'COCKFIGHT',
  LOTT: 'LOTT',
  ELOTT: 'ELOTT',
  SC: 'SC',
  VP: 'VP',
  JP: 'JP',
  TG: 'TG',
  AC: 'AC',
  BG: 'BG',
} as const;
export type GameCategory = (typeof GameCategory)[keyof typeof GameCategory];

/** §9 "Minor categories: scratch SC, video poker VP, jackpot JP, table games TG, arcade AC, bingo BG." */
export const MINOR_CATEGORIES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type MinorCategory = (typeof MINOR_CATEGORIES)[number];

/** Categories that carry vendors (§3 "Vendor group: gameCategory and vendors"), in the site's order. */
export const VENDOR_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  ...MINOR_CATEGORIES,
] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

/** Whether a code (e.g. a lane title from the server) names a vendor category. */
export function isVendorCategory(code: string): code is VendorCategory {
  return (VENDOR_CATEGORIES as readonly string[]).includes(code);
}

/** §9 "Select types NEW, FAV, ALL, HOT, RECENT": the lobby's list filters. */
export const SelectType = {
  NEW: 'NEW',
  FAV: 'FAV',
  ALL: 'ALL',
  HOT: 'HOT',
  RECENT: 'RECENT',
} as const;
export type SelectType = (typeof SelectType)[keyof typeof SelectType];
