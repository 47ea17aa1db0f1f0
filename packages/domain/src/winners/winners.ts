/** Winner board limit (§9 "Winner board limit 20"): ODSFE2_getWinnerBoard is called with limitNum 20. */
export const WINNER_BOARD_LIMIT = 20;
/** Winner scroller step (§9 "winner scroller step 0.5"): pixels moved per animation frame. */
export const WINNER_SCROLL_STEP = 0.5;

/** A winner board entry (§3 Data: gameName, customerName, winAmount, iconUrl). */
export interface WinnerEntry {
  gameName: string;
  customerName: string;
  winAmount: number;
  iconUrl: string;
}

/**
 * §3 "sorted by winAmount descending". Stable (equal amounts keep the server's order) and returns a
 * new array: the input is left as it is.
 */
export function sortWinners<T extends Pick<WinnerEntry, 'winAmount'>>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.winAmount - a.winAmount);
}

/** Stars between the shown letters of a masked name. */
const MASK = '***';

/**
 * A masked member name: first two letters, stars, last letter. The whole name is never
 * shown: names of 3 characters or fewer show only their first letter followed by the stars, and an
 * empty name shows only the stars. Characters are counted as code points, so an emoji or an accented
 * letter is never split in half.
 */
export function maskCustomerName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 3) return (chars[0] ?? '') + MASK;
  return chars.slice(0, 2).join('') + MASK + chars.slice(-1).join('');
}

/**
 * §3 "amount shown with 2 decimals"; no currency or grouping (the UI formats these per language).
 * A value that is not a finite number is shown as 0.00.
 */
export function formatWinAmount(amount: number): string {
  return (Number.isFinite(amount) ? amount : 0).toFixed(2);
}
