/** The winner board (§3 Winner board entry; §7 ODSFE2_getWinnerBoard). */
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { LanguageCode, OneOf } from './schema-kit';
import { winnersCalls } from './winners-calls';

export const WinnerBoardArgs = Type.Object({
  gameCategory: Type.Optional(OneOf(['ALL'])),
  language: Type.Optional(LanguageCode),
  /** Default and at most 20 (§9). */
  limitNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
});
export type WinnerBoardArgs = Static<typeof WinnerBoardArgs>;

export const WinnerItem = Type.Object({
  gameName: Type.String(),
  /** The full username: masking is the client's rule. */
  customerName: Type.String(),
  winAmount: Type.Number(),
  /** A site path served by the platform. */
  iconUrl: Type.String(),
  createdAt: Type.String(),
});
export type WinnerItem = Static<typeof WinnerItem>;

/** The latest wins (at most limitNum), sorted by winAmount descending. */
export const WinnerBoardValue = Type.Object({ list: Type.Array(WinnerItem) });
export type WinnerBoardValue = Static<typeof WinnerBoardValue>;

export const winnersContracts = contractsOf('winners', winnersCalls, {
  winnerBoard: {
    summary: 'The latest big wins, largest first',
    query: WinnerBoardArgs,
    value: WinnerBoardValue,
  },
});
