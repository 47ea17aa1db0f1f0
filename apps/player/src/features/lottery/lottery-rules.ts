/**
 * The rules of the lottery pages (§2 /lottery, /seaLottery, /vnLottery; §4 Selecting a game): which
 * vendors a page lists, its title, which game is chosen and which games the filter shows.
 */
import { LOTTERY_ROUTES, lotteryRouteOf } from '@gaming/domain/game-selection';
import type { LotteryRoute } from '@gaming/domain/game-selection';
import type { Vendor, VendorGroup } from '@gaming/domain/games';

const ROUTES: readonly LotteryRoute[] = Object.values(LOTTERY_ROUTES);

/** The lottery page at `pathname` (case-sensitive: /vnlottery is the game-play page), or null. */
export function lotteryPageOf(pathname: string): LotteryRoute | null {
  return ROUTES.find((route) => route === pathname) ?? null;
}

/** The title key (games namespace) of each lottery page. */
export const LOTTERY_TITLE_KEYS = {
  [LOTTERY_ROUTES.LOTTERY]: 'lottery.title',
  [LOTTERY_ROUTES.TCG_SEA]: 'lottery.sea',
  [LOTTERY_ROUTES.TCG_LOTTO_VN]: 'lottery.vn',
} as const satisfies Record<LotteryRoute, string>;

/**
 * The vendors a lottery page lists, in menu order, each once: the vendors of the game menus whose
 * games selecting leads to this page (TCG_LOTTO_VN → /vnLottery, TCG_SEA → /seaLottery, the other
 * LOTT or ELOTT vendors → /lottery).
 */
export function lotteryVendorsOf(
  route: LotteryRoute,
  categories: readonly VendorGroup[],
): readonly Vendor[] {
  const vendors: Vendor[] = [];
  for (const category of categories) {
    for (const vendor of category.vendors) {
      if (lotteryRouteOf(vendor) !== route) continue;
      if (vendors.some((known) => known.vassalage === vendor.vassalage)) continue;
      vendors.push(vendor);
    }
  }
  return vendors;
}

/** The chosen game: the one named by the query's gameCode, else the first; none in an empty list. */
export function chosenLotteryOf<T extends { gameCode: string }>(
  games: readonly T[],
  gameCode: string | null | undefined,
): T | undefined {
  return games.find((game) => gameCode && game.gameCode === gameCode) ?? games[0];
}

export type LotteryFilter = 'all' | 'favourites';

/** The games the filter shows, in list order. */
export function lotteriesShown<T extends { gameCode: string }>(
  games: readonly T[],
  filter: LotteryFilter,
  favourites: readonly string[],
): readonly T[] {
  if (filter === 'all') return games;
  const ids = new Set(favourites);
  return games.filter((game) => ids.has(game.gameCode));
}
