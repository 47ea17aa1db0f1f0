import { GameCategory } from '../games';
import type { VendorGroup } from '../games';

/** §3 "Prize modes: LOTT, ZY, ELOTT, SEA": the codes the lottery calls carry. */
export const PRIZE_MODES = {
  LOTT: 'LOTT',
  ZY: 'ZY',
  ELOTT: 'ELOTT',
  SEA: 'SEA',
} as const;
export type PrizeModeCode = (typeof PRIZE_MODES)[keyof typeof PRIZE_MODES];

/** The site's lottery prize mode (§4 Prize mode): e-lottery or lottery. */
export type PrizeMode = 'elott' | 'lott';

/**
 * The lottery prize mode: "elott if vendor TCG_LOTTO_VN or LOTT is present in ELOTT, else lott". LOTT
 * is read as a vendor of game type LOTT (or one whose code is LOTT).
 */
export function prizeModeOf(categories: readonly VendorGroup[]): PrizeMode {
  const elott = categories.find((c) => c.gameCategory === GameCategory.ELOTT);
  const hasVn = elott?.vendors.some(
    (v) =>
      v.vassalage === 'TCG_LOTTO_VN' ||
      v.vassalage === GameCategory.LOTT ||
      v.gameType === GameCategory.LOTT,
  );
  return hasVn ? 'elott' : 'lott';
}

/** The prize mode code the lottery calls send for a prize mode (lott → LOTT, elott → ELOTT). */
export function prizeModeCodeOf(mode: PrizeMode): PrizeModeCode {
  return mode === 'elott' ? PRIZE_MODES.ELOTT : PRIZE_MODES.LOTT;
}
