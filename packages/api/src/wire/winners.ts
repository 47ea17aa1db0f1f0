/** The winner board (§3 Winner board entry; §7 ODSFE2_getWinnerBoard). */

export interface WinnerBoardArgs {
  gameCategory?: 'ALL';
  language?: string;
  /** Default and at most 20 (§9). */
  limitNum?: number;
}

export interface WinnerItem {
  gameName: string;
  /** The full username: masking is the client's rule. */
  customerName: string;
  winAmount: number;
  /** A site path served by the platform. */
  iconUrl: string;
  createdAt: string;
}

/** The latest wins (at most limitNum), sorted by winAmount descending. */
export interface WinnerBoardValue {
  list: WinnerItem[];
}
