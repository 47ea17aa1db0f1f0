import { GameCategory, opensPopupList } from '../games';
import type { Game } from '../games';

import { NEED_TRUE_ACCOUNT_KEY } from '../roles/role';

/** §6/§8 prompt for a trial account starting a game: "in_need_true_account" (need a real account). */
export const IN_NEED_TRUE_ACCOUNT = NEED_TRUE_ACCOUNT_KEY;

/** §2 lottery pages; each takes query gameCode and needs a session token. */
export const LOTTERY_ROUTES = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTTERY: '/lottery',
} as const;
export type LotteryRoute = (typeof LOTTERY_ROUTES)[keyof typeof LOTTERY_ROUTES];

/** §2 "/seamless ... Game-play pages": where other games launch. */
export const GAME_PLAY_ROUTE = '/seamless';

/** A game tile or a vendor tile: both can be selected. */
export type SelectableEntry = Pick<Game, 'vassalage' | 'gameType'> &
  Partial<Pick<Game, 'gameCode' | 'isGame' | 'supportPlay'>>;

/** Who is selecting (§4 Session: "trial types set isTrial"). */
export interface SelectingPlayer {
  isLoggedIn: boolean;
  isTrial: boolean;
}

export type GameLaunch = {
  kind: 'launch';
  path: typeof GAME_PLAY_ROUTE;
  query: Readonly<Record<string, string>>;
  /** Free play (accountType 0) never touches the wallet. */
  freeTrial: boolean;
};

/**
 * What selecting a game does:
 * - `open-login`: open the login modal (no message, §8);
 * - `prompt`: the info dialog with the i18n key `messageKey`;
 * - `route`: a lottery page with the game's code;
 * - `popup-list`: the vendor's game popup list;
 * - `launch`: the game-play route.
 */
export type GameSelection =
  | { kind: 'open-login' }
  | { kind: 'prompt'; messageKey: typeof IN_NEED_TRUE_ACCOUNT }
  | { kind: 'route'; path: LotteryRoute; query: Readonly<Record<string, string>> }
  | { kind: 'popup-list'; vassalage: string; gameType: string }
  | GameLaunch;

/**
 * Game selection (§4 Selecting a game): "logged out opens login; trial shows info dialog; TCG_LOTTO_VN
 * goes to /vnLottery, TCG_SEA to /seaLottery, LOTT or ELOTT vendors to /lottery; VASSALAGE entries
 * open a popup list; others launch in a route."
 */
export function selectGame(entry: SelectableEntry, player: SelectingPlayer): GameSelection {
  if (!player.isLoggedIn) return { kind: 'open-login' };
  if (player.isTrial) return { kind: 'prompt', messageKey: IN_NEED_TRUE_ACCOUNT };
  const lottery = lotteryRouteOf(entry);
  if (lottery !== null) return { kind: 'route', path: lottery, query: gameCodeQuery(entry) };
  if (opensPopupList(entry)) {
    return { kind: 'popup-list', vassalage: entry.vassalage, gameType: entry.gameType };
  }
  return launchOf(entry, false);
}

/** The lottery page of an entry, or null when it is not a lottery. */
export function lotteryRouteOf(entry: Pick<Game, 'vassalage' | 'gameType'>): LotteryRoute | null {
  if (entry.vassalage === 'TCG_LOTTO_VN') return LOTTERY_ROUTES.TCG_LOTTO_VN;
  if (entry.vassalage === 'TCG_SEA') return LOTTERY_ROUTES.TCG_SEA;
  if (entry.gameType === GameCategory.LOTT || entry.gameType === GameCategory.ELOTT) {
    return LOTTERY_ROUTES.LOTTERY;
  }
  return null;
}

/** §2 Game tile "free-trial button when supportPlay is 0"; §6 "free-trial play where supportPlay is 0". */
export function canFreeTrial(game: Pick<Game, 'supportPlay'>): boolean {
  return game.supportPlay === 0;
}

/** Free trial needs no login (§6 Visitor); a game without it is `unavailable`. */
export type FreeTrialSelection = GameLaunch | { kind: 'unavailable' };

/** Selecting the free-trial button: launches in free play where supportPlay is 0, for anyone. */
export function selectFreeTrial(game: SelectableEntry): FreeTrialSelection {
  return canFreeTrial(game) ? launchOf(game, true) : { kind: 'unavailable' };
}

function gameCodeQuery(entry: SelectableEntry): Record<string, string> {
  return entry.gameCode ? { gameCode: entry.gameCode } : {};
}

function launchOf(entry: SelectableEntry, freeTrial: boolean): GameLaunch {
  return {
    kind: 'launch',
    path: GAME_PLAY_ROUTE,
    query: { vassalage: entry.vassalage, gameType: entry.gameType, ...gameCodeQuery(entry) },
    freeTrial,
  };
}
