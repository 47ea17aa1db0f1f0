/** The winner board (§7 ODSFE2_getWinnerBoard: gameCategory ALL, limitNum 20). */
import { WINNER_BOARD_LIMIT } from '@gaming/domain/winners';
import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type { WinnerBoardArgs, WinnerBoardValue } from '../wire/winners';
import { winnersCalls } from '../wire/winners-calls';

export const winnersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `value.list`, largest win first; names are full (mask them with `maskCustomerName`). */
    winnerBoard: build.query<WinnerBoardValue, WinnerBoardArgs | void>({
      query: (args) =>
        callRequest(winnersCalls.winnerBoard, {
          params: { gameCategory: 'ALL', limitNum: WINNER_BOARD_LIMIT, ...args },
        }),
      providesTags: ['Winner'],
    }),
  }),
});

export const { useWinnerBoardQuery } = winnersApi;
