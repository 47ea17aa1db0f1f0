/**
 * Game schemas (§3 Game, Vendor, Category; §7 Games): game menus and vendor lanes, the game list, hot,
 * recent and favourite games, a vendor's popup list and the game launch.
 */
import { PRIZE_MODES } from '@gaming/domain/prize-mode';
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { gamesCalls } from './games-calls';
import { Code, LanguageCode, Nullable, OneOf, PageNo, Text } from './schema-kit';

/** One vendor card of a lane; the `GameMenuCard` that `@gaming/domain/categories` reads. */
export const GameMenuCard = Type.Object({
  vassalage: Type.String(),
  displayName: Type.String(),
  gameType: Type.String(),
  /** The wide provider logo: a site path served by the platform. */
  lagerIcon: Type.String(),
  /** `VASSALAGE` when the vendor's tile opens a popup list of its games, else null. */
  isGame: Nullable(Type.String()),
});
export type GameMenuCard = Static<typeof GameMenuCard>;

/** §3 "gameClassify entries (key, displayName, vendors, gameCount)"; `vendors` are vassalage codes. */
export const GameClassifyEntry = Type.Object({
  key: Type.String(),
  displayName: Type.String(),
  vendors: Type.Array(Type.String()),
  gameCount: Type.Integer(),
});
export type GameClassifyEntry = Static<typeof GameClassifyEntry>;

/** One lane per category: `title` is the gameCategory (RNG, LIVE, …), cards in display order. */
export const GameMenuLane = Type.Object({
  title: Type.String(),
  cards: Type.Array(GameMenuCard),
  gameClassify: Type.Array(GameClassifyEntry),
});
export type GameMenuLane = Static<typeof GameMenuLane>;

/** `/lgw/games/game_menus` and `GCSGAME_gameVendor`: `value.data.lanes`. */
export const GameMenusValue = Type.Object({
  data: Type.Object({ lanes: Type.Array(GameMenuLane) }),
});
export type GameMenusValue = Static<typeof GameMenusValue>;

/** §3 Game, as every game call sends it. */
export const GameItem = Type.Object({
  nodeId: Type.Integer(),
  gameCode: Type.String(),
  gameName: Type.String(),
  /** A site path served by the platform (resolve against the API base). */
  iconUrl: Type.String(),
  /** The vendor code. */
  vassalage: Type.String(),
  gameType: Type.String(),
  gameClassify: Type.String(),
  /** 1 = hot. */
  isHot: Type.Integer(),
  /** 0 = free trial available. */
  supportPlay: Type.Integer(),
  /** Null for a game; `VASSALAGE` marks a vendor entry that opens a popup list. */
  isGame: Nullable(Type.String()),
  minBet: Type.Number(),
  lineNum: Type.Integer(),
});
export type GameItem = Static<typeof GameItem>;

/** §9 "platform 'flash,html5-desktop' (also flash and html5-desktop)". */
const GAME_PLATFORMS = ['flash,html5-desktop', 'flash', 'html5-desktop'] as const;

/** The common, informative parameters of the game calls: checked for shape, not used to filter. */
const commonArgs = {
  clientType: Type.Optional(Text({ maxLength: 2, pattern: '^[0-9]+$' })),
  language: Type.Optional(LanguageCode),
  merchant: Type.Optional(Text({ maxLength: 32, pattern: '^[A-Za-z0-9_]{1,32}$' })),
  merchantCode: Type.Optional(Text({ maxLength: 32, pattern: '^[A-Za-z0-9_]{1,32}$' })),
  channel: Type.Optional(Text({ maxLength: 32 })),
  platform: Type.Optional(OneOf(GAME_PLATFORMS)),
};
const typeAndVendor = {
  gameType: Type.Optional(Code),
  vassalage: Type.Optional(Code),
};

export const GameMenusArgs = Type.Object(commonArgs);
export type GameMenusArgs = Static<typeof GameMenusArgs>;

/** Query of `GCSGAME_gameList`; every filter is optional, `gameName` searches names (any case). */
export const GameListArgs = Type.Object({
  ...commonArgs,
  ...typeAndVendor,
  /** A classify key; `ALL` or absent for every classify. */
  gameClassify: Type.Optional(Code),
  gameName: Type.Optional(Text({ maxLength: 64 })),
  /** Games whose smallest bet is at least this. */
  minBet: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  /** Games with at least this many lines. */
  minLineNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  /** 1-based; default 1. */
  pageNo: Type.Optional(PageNo),
  /** Default 42, at most 100. */
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type GameListArgs = Static<typeof GameListArgs>;

/** `GCSGAME_gameList` value. A page beyond the last is empty, with the real totals. */
export const GameListValue = Type.Object({
  games: Type.Array(GameItem),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
});
export type GameListValue = Static<typeof GameListValue>;

/** Query of `GCSGAME_hotGamesV2` (the value is the hot games, in display order). */
export const HotGamesArgs = Type.Object({
  ...commonArgs,
  ...typeAndVendor,
  isPlatform: Type.Optional(Text({ maxLength: 2, pattern: '^[0-9]+$' })),
});
export type HotGamesArgs = Static<typeof HotGamesArgs>;

export const VassalageGamesArgs = Type.Object({ ...commonArgs, vassalage: Code });
export type VassalageGamesArgs = Static<typeof VassalageGamesArgs>;

/** `GCSGAME_getVassGameType` value: a VASSALAGE vendor and the games of its popup list. */
export const VassalageGamesValue = Type.Object({
  vassalage: Type.String(),
  displayName: Type.String(),
  gameType: Type.String(),
  games: Type.Array(GameItem),
});
export type VassalageGamesValue = Static<typeof VassalageGamesValue>;

/** A game of the member's recent list: when they last bet on it. */
export const RecentGame = Type.Object({ ...GameItem.properties, lastPlayedAt: Type.String() });
export type RecentGame = Static<typeof RecentGame>;

export const RecentGamesArgs = Type.Object({
  ...commonArgs,
  ...typeAndVendor,
  /** 1-based; default 1. */
  page: Type.Optional(PageNo),
  /** Default 42, at most 100 (home asks for 12). */
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type RecentGamesArgs = Static<typeof RecentGamesArgs>;

/** `GCS_recentGame` value: the member's distinct games, most recently played first. */
export const RecentGamesValue = Type.Object({
  list: Type.Array(RecentGame),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
});
export type RecentGamesValue = Static<typeof RecentGamesValue>;

export const FavoriteGamesArgs = Type.Object({
  ...commonArgs,
  ...typeAndVendor,
  /** 1-based; default 1. */
  pageNo: Type.Optional(PageNo),
  /** Default 42, at most 999 (home asks for 999). */
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })),
});
export type FavoriteGamesArgs = Static<typeof FavoriteGamesArgs>;

/** `MCSFE_getFavoriteGamesList` value (§3 "Favourite list: content, pageNum, totalPages"). */
export const FavoriteGamesValue = Type.Object({
  content: Type.Array(GameItem),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
});
export type FavoriteGamesValue = Static<typeof FavoriteGamesValue>;

/** Body of `MCSFE_addFavoriteGameV2` and `MCSFE_removeFavoriteGameV2` (§3). */
export const FavoriteGameRequest = Type.Object({
  nodeId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  /** The game's vassalage; refused when it names another vendor. */
  vendor: Type.Optional(Code),
  /** The game's type; refused when it names another type. */
  gameType: Type.Optional(Code),
});
export type FavoriteGameRequest = Static<typeof FavoriteGameRequest>;

/** 1 real money, 0 free play (never touches the wallet). */
export const LaunchAccountType = Type.Union([Type.Literal(0), Type.Literal(1)]);
export type LaunchAccountType = Static<typeof LaunchAccountType>;

/**
 * Body of `POST /wps/game/launchGame`. The game is named by `nodeId`, else `gameCode`, else
 * `vassalage` (the vendor's first game, as for a vendor tile or a lottery lobby).
 */
export const LaunchGameRequest = Type.Object({
  /** Default 1 (real money); the original site sends it as text too ("0", "1"). */
  accountType: Type.Optional(
    Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal('0'), Type.Literal('1')]),
  ),
  nodeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  gameCode: Type.Optional(Text({ maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
  vassalage: Type.Optional(Code),
  gameType: Type.Optional(Code),
  launchMode: Type.Optional(Text({ maxLength: 16, pattern: '^[A-Za-z_]+$' })),
  language: Type.Optional(LanguageCode),
  /** Lottery: area (VN), prize mode (LOTT, ZY, ELOTT, SEA), view and device. */
  lottoArea: Type.Optional(Text({ maxLength: 8, pattern: '^[A-Za-z]+$' })),
  prizeMode: Type.Optional(OneOf(Object.values(PRIZE_MODES))),
  lottoView: Type.Optional(OneOf(['betting', 'lobby'])),
  device: Type.Optional(Text({ maxLength: 16, pattern: '^[A-Za-z0-9_-]+$' })),
  /** Where the game's exit link leads: a site path or an http(s) URL. */
  backUrl: Type.Optional(Text({ maxLength: 512 })),
});
export type LaunchGameRequest = Static<typeof LaunchGameRequest>;

export const LaunchGameValue = Type.Object({
  content: Type.Object({
    /** The game page: a site path served by the platform (resolve against the API base). */
    game_url: Type.String(),
    gameCode: Type.String(),
    gameName: Type.String(),
    accountType: LaunchAccountType,
    /** ISO 8601: the game link works until then. */
    expiresAt: Type.String(),
  }),
});
export type LaunchGameValue = Static<typeof LaunchGameValue>;

export const gamesContracts = contractsOf('games', gamesCalls, {
  gameMenus: {
    summary: 'The game categories with their vendor cards and classify entries',
    query: GameMenusArgs,
    value: GameMenusValue,
  },
  gameVendors: {
    summary: 'The vendor lanes (every vendor supports html5-desktop)',
    query: GameMenusArgs,
    value: GameMenusValue,
  },
  gameList: {
    summary: 'Games by type, vendor, classify, name, smallest bet and lines, paged',
    query: GameListArgs,
    value: GameListValue,
  },
  hotGames: {
    summary: 'The hot games in display order',
    query: HotGamesArgs,
    value: Type.Array(GameItem),
  },
  vassalageGames: {
    summary: 'A VASSALAGE vendor and the games of its popup list',
    query: VassalageGamesArgs,
    value: VassalageGamesValue,
  },
  recentGames: {
    summary: 'The member games from real bets, most recently played first',
    query: RecentGamesArgs,
    value: RecentGamesValue,
  },
  favoriteGameIds: {
    summary: 'The nodeIds of the member favourite games, newest first',
    value: Type.Array(Type.Integer()),
  },
  favoriteGames: {
    summary: 'The member favourite games, newest first, paged',
    query: FavoriteGamesArgs,
    value: FavoriteGamesValue,
  },
  addFavoriteGame: {
    summary: 'Add a favourite game (adding twice is a success)',
    body: FavoriteGameRequest,
    value: Type.Null(),
  },
  removeFavoriteGame: {
    summary: 'Remove a favourite game',
    body: FavoriteGameRequest,
    value: Type.Null(),
  },
  launchGame: {
    summary: 'Launch a game for real money (member) or free play (accountType 0, no login)',
    body: LaunchGameRequest,
    value: LaunchGameValue,
  },
});
