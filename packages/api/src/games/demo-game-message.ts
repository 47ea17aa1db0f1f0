/** The demo game page tells its parent window about each spin; the app then refetches what moved. */
import { baseApi } from '../base-api/base-api';
import type { DemoGameMessage } from '../wire/demo-game-message';
import { DEMO_GAME_MESSAGE } from '../wire/demo-game-message';

/** Whether a `message` event's data is the demo game's spin notice (check the origin as well). */
export function isDemoGameMessage(data: unknown): data is DemoGameMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<Record<keyof DemoGameMessage, unknown>>;
  return message.source === DEMO_GAME_MESSAGE.source && message.type === DEMO_GAME_MESSAGE.type;
}

/** A spin moved the balance, the recent games and maybe the winner board: refetch them. */
export function afterDemoSpin() {
  return baseApi.util.invalidateTags([
    'Balance',
    'Member',
    { type: 'Recent', id: 'LIST' },
    'Winner',
    // The spin is a bet and two ledger rows: the records show it.
    'BettingRecord',
    'Transaction',
  ]);
}
