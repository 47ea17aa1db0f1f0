/** The winner board (§7 ODSFE2_getWinnerBoard: gameCategory ALL, limitNum 20). */
import { WINNER_BOARD_LIMIT } from '@gaming/domain/winners';
import { callsOf } from '../base-api/calls-of';
import type { WinnerBoardArgs, winnersContracts } from '../wire/winners';
import { winnersCalls } from '../wire/winners-calls';

const calls = callsOf<typeof winnersContracts>(winnersCalls);

export const winnersApi = calls.inject((call) => ({
  /** `value.list`, largest win first; names are full (mask them with `maskCustomerName`). */
  winnerBoard: call.winnerBoard.query({
    request: (args: WinnerBoardArgs | void) => ({
      params: { gameCategory: 'ALL', limitNum: WINNER_BOARD_LIMIT, ...args },
    }),
    providesTags: ['Winner'],
  }),
}));

export const { useWinnerBoardQuery } = winnersApi;
