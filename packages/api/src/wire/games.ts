/**
 * Game calls (§3 Game, Vendor, Category; §7 Games): game menus and vendor lanes, the game list, hot,
 * recent and favourite games, a vendor's popup list and the game launch.
 */

/** One vendor card of a lane; the `GameMenuCard` that `@gaming/domain/categories` reads. */
export interface GameMenuCard {
  vassalage: string;
  displayName: string;
  gameType: string;
  /** The wide provider logo: a site path served by the platform. */
  lagerIcon: string;
  /** `VASSALAGE` when the vendor's tile opens a popup list of its games, else null. */
  isGame: string | null;
}

/** §3 "gameClassify entries (key, displayName, vendors, gameCount)"; `vendors` are vassalage codes. */
export interface GameClassifyEntry {
  key: string;
  displayName: string;
  vendors: string[];
  gameCount: number;
}

/** One lane per category: `title` is the gameCategory (RNG, LIVE, …), cards in display order. */
export interface GameMenuLane {
  title: string;
  cards: GameMenuCard[];
  gameClassify: GameClassifyEntry[];
}

/** `/lgw/games/game_menus` and `GCSGAME_gameVendor`: `value.data.lanes`. */
export interface GameMenusValue {
  data: { lanes: GameMenuLane[] };
}

/** §3 Game, as every game call sends it. */
export interface GameItem {
  nodeId: number;
  gameCode: string;
  gameName: string;
  /** A site path served by the platform (resolve against the API base). */
  iconUrl: string;
  /** The vendor code. */
  vassalage: string;
  gameType: string;
  gameClassify: string;
  /** 1 = hot. */
  isHot: number;
  /** 0 = free trial available. */
  supportPlay: number;
  /** Null for a game; `VASSALAGE` marks a vendor entry that opens a popup list. */
  isGame: string | null;
  minBet: number;
  lineNum: number;
}

/** Query of `GCSGAME_gameList`; every filter is optional, `gameName` searches names (any case). */
export interface GameListArgs {
  gameType?: string;
  vassalage?: string;
  /** A classify key; `ALL` or absent for every classify. */
  gameClassify?: string;
  gameName?: string;
  /** Games whose smallest bet is at least this. */
  minBet?: number;
  /** Games with at least this many lines. */
  minLineNum?: number;
  language?: string;
  platform?: string;
  channel?: string;
  /** 1-based; default 1. */
  pageNo?: number;
  /** Default 42, at most 100. */
  pageSize?: number;
}

/** `GCSGAME_gameList` value. A page beyond the last is empty, with the real totals. */
export interface GameListValue {
  games: GameItem[];
  totalPages: number;
  totalCount: number;
  pageNo: number;
  pageSize: number;
}

/** Query of `GCSGAME_hotGamesV2` (the value is the hot games, in display order). */
export interface HotGamesArgs {
  gameType?: string;
  vassalage?: string;
  language?: string;
  platform?: string;
}

/** A game of the member's recent list: when they last bet on it. */
export interface RecentGame extends GameItem {
  lastPlayedAt: string;
}

export interface RecentGamesArgs {
  gameType?: string;
  vassalage?: string;
  language?: string;
  /** 1-based; default 1. */
  page?: number;
  /** Default 42, at most 100 (home asks for 12). */
  pageSize?: number;
}

/** `GCS_recentGame` value: the member's distinct games, most recently played first. */
export interface RecentGamesValue {
  list: RecentGame[];
  totalPages: number;
  totalCount: number;
}

export interface FavoriteGamesArgs {
  gameType?: string;
  vassalage?: string;
  language?: string;
  platform?: string;
  /** 1-based; default 1. */
  pageNo?: number;
  /** Default 42, at most 999 (home asks for 999). */
  pageSize?: number;
}

/** `MCSFE_getFavoriteGamesList` value (§3 "Favourite list: content, pageNum, totalPages"). */
export interface FavoriteGamesValue {
  content: GameItem[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/** Body of `MCSFE_addFavoriteGameV2` and `MCSFE_removeFavoriteGameV2` (§3). */
export interface FavoriteGameRequest {
  nodeId: number;
  /** The game's vassalage; refused when it names another vendor. */
  vendor?: string;
  /** The game's type; refused when it names another type. */
  gameType?: string;
}

/** `GCSGAME_getVassGameType` value: a VASSALAGE vendor and the games of its popup list. */
export interface VassalageGamesValue {
  vassalage: string;
  displayName: string;
  gameType: string;
  games: GameItem[];
}

/** 1 real money, 0 free play (never touches the wallet). */
export type LaunchAccountType = 0 | 1;

/**
 * Body of `POST /wps/game/launchGame`. The game is named by `nodeId`, else `gameCode`, else
 * `vassalage` (the vendor's first game, as for a vendor tile or a lottery lobby).
 */
export interface LaunchGameRequest {
  accountType: LaunchAccountType;
  nodeId?: number;
  gameCode?: string;
  vassalage?: string;
  gameType?: string;
  launchMode?: string;
  language?: string;
  /** Lottery: area (VN), prize mode (LOTT, ZY, ELOTT, SEA), view and device. */
  lottoArea?: string;
  prizeMode?: string;
  lottoView?: 'betting' | 'lobby';
  device?: string;
  /** Where the game's exit link leads: a site path or an http(s) URL. */
  backUrl?: string;
}

export interface LaunchGameValue {
  content: {
    /** The game page: a site path served by the platform (resolve against the API base). */
    game_url: string;
    gameCode: string;
    gameName: string;
    accountType: LaunchAccountType;
    /** ISO 8601: the game link works until then. */
    expiresAt: string;
  };
}

/**
 * What the demo game page posts to its parent window after each spin, so the app can refresh the
 * balance. It carries no amounts: every parent the page's CSP allows may read it.
 */
export const DEMO_GAME_MESSAGE = { source: 'gaming-demo-game', type: 'spin' } as const;
export type DemoGameMessage = typeof DEMO_GAME_MESSAGE;
