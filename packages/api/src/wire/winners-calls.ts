/** The winner board (§7 ODSFE2_getWinnerBoard). */
import type { CallRoute } from './call';

export const winnersCalls = {
  winnerBoard: { url: '/wps/relay/ODSFE2_getWinnerBoard' },
} as const satisfies Record<string, CallRoute>;
