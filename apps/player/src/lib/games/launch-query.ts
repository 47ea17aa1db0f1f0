/**
 * The game-play routes (§2 "/seamless, /lottert, /vnlottery, /sealottery: game-play pages") carry the
 * launch in their query, so a reload or a shared link starts the same game again. This module writes
 * that query and reads it back into the `launchGame` request (§7).
 */
import type { LaunchGameRequest } from '@gaming/api/wire';
import { PLATFORM } from '@gaming/domain/constants';
import type { GameLaunch } from '@gaming/domain/game-selection';
import { PRIZE_MODES } from '@gaming/domain/prize-mode';
import type { PrizeModeCode } from '@gaming/domain/prize-mode';

/** The lottery game-play routes, by the lottery page that leads to them. */
export const LOTTERY_PLAY_ROUTES = {
  '/lottery': '/lottert',
  '/vnLottery': '/vnlottery',
  '/seaLottery': '/sealottery',
} as const;
export type LotteryPlayRoute = (typeof LOTTERY_PLAY_ROUTES)[keyof typeof LOTTERY_PLAY_ROUTES];

const LOTTERY_PLAY_PATHS: readonly string[] = Object.values(LOTTERY_PLAY_ROUTES);
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** /seamless?vassalage=…&gameType=…[&gameCode=…][&nodeId=…] for a launch the domain chose. */
export function launchHrefOf(launch: GameLaunch, nodeId?: number): string {
  const query = new URLSearchParams(launch.query);
  if (nodeId !== undefined) query.set('nodeId', String(nodeId));
  return `${launch.path}?${query.toString()}`;
}

export interface LotteryPlay {
  route: LotteryPlayRoute;
  vassalage: string;
  gameCode?: string;
  prizeMode: PrizeModeCode;
}

/** /lottert?… (or /vnlottery, /sealottery): a lottery's betting view. */
export function lotteryPlayHrefOf(play: LotteryPlay): string {
  const query = new URLSearchParams({ vassalage: play.vassalage, prizeMode: play.prizeMode });
  if (play.gameCode) query.set('gameCode', play.gameCode);
  return `${play.route}?${query.toString()}`;
}

const codeOf = (query: URLSearchParams, name: string) => {
  const value = query.get(name)?.trim();
  return value && CODE.test(value) ? value : undefined;
};

/**
 * The real-money launch request a game-play route asks for, or null when its query names no game
 * (a bare /seamless). Values that are not plain codes are dropped rather than sent.
 */
export function launchRequestOf(
  pathname: string,
  query: URLSearchParams,
  language: string,
): LaunchGameRequest | null {
  const nodeText = query.get('nodeId');
  const nodeId = nodeText && /^[1-9][0-9]{0,9}$/.test(nodeText) ? Number(nodeText) : undefined;
  const gameCode = codeOf(query, 'gameCode');
  const vassalage = codeOf(query, 'vassalage');
  if (nodeId === undefined && gameCode === undefined && vassalage === undefined) return null;

  const request: LaunchGameRequest = { accountType: 1, language };
  if (nodeId !== undefined) request.nodeId = nodeId;
  if (gameCode !== undefined) request.gameCode = gameCode;
  if (vassalage !== undefined) request.vassalage = vassalage;
  const gameType = codeOf(query, 'gameType');
  if (gameType !== undefined) request.gameType = gameType;

  if (LOTTERY_PLAY_PATHS.includes(pathname)) {
    // §7 "launchGame, also for the lottery lobby: lottoArea VN, launchMode LOTT, prize mode, game
    // code, lottoView betting or lobby, device, backUrl, language".
    request.launchMode = 'LOTT';
    request.lottoView = 'betting';
    request.device = PLATFORM;
    const prizeMode = Object.values(PRIZE_MODES).find((mode) => mode === query.get('prizeMode'));
    if (prizeMode) request.prizeMode = prizeMode;
    if (pathname === LOTTERY_PLAY_ROUTES['/vnLottery']) request.lottoArea = 'VN';
  }
  return request;
}

/** The free-play request of the game popup: accountType 0 never touches the wallet. */
export function freePlayRequestOf(
  launch: GameLaunch,
  nodeId: number | undefined,
  language: string,
): LaunchGameRequest {
  const request: LaunchGameRequest = {
    accountType: 0,
    vassalage: launch.query.vassalage,
    gameType: launch.query.gameType,
    language,
  };
  if (nodeId !== undefined) request.nodeId = nodeId;
  const gameCode = launch.query.gameCode;
  if (gameCode !== undefined) request.gameCode = gameCode;
  return request;
}
