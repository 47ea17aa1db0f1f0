/** Game-call answers for component tests: one game or one menu card, with the fields a test cares about changed. */
import type { GameItem, GameMenuCard } from '../wire/games';

/** A slot of vendor NOVA named `Game <nodeId>`; every field can be changed. */
export function gameOf(nodeId: number, overrides: Partial<GameItem> = {}): GameItem {
  return {
    nodeId,
    gameCode: `G${nodeId}`,
    gameName: `Game ${nodeId}`,
    iconUrl: '',
    vassalage: 'NOVA',
    gameType: 'RNG',
    gameClassify: 'SLOT',
    isHot: 0,
    supportPlay: 1,
    isGame: null,
    minBet: 1,
    lineNum: 20,
    ...overrides,
  };
}

/** A vendor card of a game-menu lane, without a logo. */
export function menuCardOf(
  vassalage: string,
  displayName: string,
  gameType: string,
  overrides: Partial<GameMenuCard> = {},
): GameMenuCard {
  return { vassalage, displayName, gameType, lagerIcon: '', isGame: null, ...overrides };
}
