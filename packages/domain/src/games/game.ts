import type { VendorCategory } from './game-category';

/** §3 Game: "isGame (value VASSALAGE means a provider that opens a game popup list)". */
export const IS_GAME_VASSALAGE = 'VASSALAGE';

/**
 * §3 Game, as the domain sees it (the api package maps the wire's `nodeName` / `showIcon` aliases
 * onto `gameName` / `iconUrl`).
 */
export interface Game {
  nodeId: number;
  gameCode: string;
  gameName: string;
  /** The vendor code. */
  vassalage: string;
  gameType: string;
  gameClassify?: string;
  /** 1 = hot. */
  isHot?: number;
  /** 0 = free trial available. */
  supportPlay?: number;
  /** `VASSALAGE` for an entry that opens the vendor's game popup list. */
  isGame?: string | null;
  iconUrl?: string;
}

/**
 * The picture a game shows: the server's `showIcon`, else its `iconUrl`; none when both are empty
 * (a tile then shows its default icon). The lobby's tiles and the boot frame's first games read it.
 */
export function gameIconOf(game: {
  showIcon?: string | null;
  iconUrl?: string | null;
}): string | undefined {
  return game.showIcon || game.iconUrl || undefined;
}

/** §3 Vendor: one provider card of a category. */
export interface Vendor {
  displayName: string;
  lagerIcon?: string;
  gameType: string;
  vassalage: string;
  gameCategory: VendorCategory;
  /** `VASSALAGE` when the vendor's tile opens a game popup list. */
  isGame?: string | null;
}

/** §3 "Vendor group: gameCategory and vendors." */
export interface VendorGroup {
  gameCategory: VendorCategory;
  vendors: readonly Vendor[];
}

/** §3 "gameClassify entries (key, displayName, vendors, gameCount)"; `vendors` holds vassalage codes. */
export interface ClassifyEntry {
  key: string;
  displayName: string;
  vendors: readonly string[];
  gameCount: number;
}

/** §3 Category: "title/gameCategory, cards, gameClassify entries". `cards` maps vassalage to vendor. */
export interface Category extends VendorGroup {
  title: string;
  cards: Readonly<Record<string, Vendor>>;
  gameClassify: readonly ClassifyEntry[];
}

/** §2 Game tile: "hot badge when isHot is 1". */
export function isHotGame(game: Pick<Game, 'isHot'>): boolean {
  return game.isHot === 1;
}

/** §3 isGame: a VASSALAGE entry opens a game popup list instead of launching. */
export function opensPopupList(entry: { isGame?: string | null }): boolean {
  return entry.isGame === IS_GAME_VASSALAGE;
}

/** The key of the "All" entry that starts every classify menu (§2 Category lobby). */
export const CLASSIFY_ALL = 'ALL';
