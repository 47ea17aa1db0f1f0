import { GameCategory, isVendorCategory } from '../games';
import type { Category, ClassifyEntry, Vendor, VendorCategory } from '../games';

/** One vendor card of a game-menu lane, as the server sends it. */
export interface GameMenuCard {
  vassalage: string;
  displayName: string;
  gameType: string;
  lagerIcon?: string;
  isGame?: string | null;
}

/**
 * One lane of the game menus: `/lgw/games/game_menus` (game vendor, platform html5-desktop) answers
 * `value.data.lanes`, a list of these. `title` is the category code (RNG, LIVE, SPORTS, ELOTT, SC, ...),
 * `cards` the category's vendors in display order, `gameClassify` the classify entries of its lobby.
 * Missing lists are read as empty.
 */
export interface GameMenuLane {
  title: string;
  cards?: readonly GameMenuCard[] | null;
  gameClassify?: readonly ClassifyEntry[] | null;
}

export interface CategorisationOptions {
  /** The site's supported language codes (§9 "supported EN and TY"): bingo needs TY. */
  supportedLanguages: readonly string[];
  /** Extra vendor codes to split from sports into e-sports, besides cards of game type ESPORTS. */
  esportsVassalages?: readonly string[];
  /** Extra vendor codes to split from sports into cockfight, besides cards of game type COCKFIGHT. */
  cockfightVassalages?: readonly string[];
}

/** §9 "bingo shown only if TY supported". */
export function showsBingo(supportedLanguages: readonly string[]): boolean {
  return supportedLanguages.some((language) => language.toUpperCase() === 'TY');
}

interface Group {
  vendors: Vendor[];
  gameClassify: ClassifyEntry[];
}

/**
 * Categorisation (§3, §4, §9): the categories of the site from the game-menu lanes, in lane order.
 * - "Categories without vendors are dropped."
 * - "E-sports and cockfight cards are split from sports into their own categories", placed right after
 *   sports; the split categories start without classify entries.
 * - Minor categories SC, VP, JP, TG, AC, BG are kept like any other; bingo (BG) only when TY is supported.
 * - Lanes that do not name a vendor category (HOME, HOT, unknown codes) are left out: nothing in the
 *   site can route to them.
 * - A category named by two lanes is merged; a vendor or classify key appears once.
 */
export function categoriesOf(
  lanes: readonly GameMenuLane[],
  options: CategorisationOptions,
): Category[] {
  const esports = new Set(options.esportsVassalages);
  const cockfight = new Set(options.cockfightVassalages);
  const isEsports = (card: GameMenuCard) =>
    card.gameType === GameCategory.ESPORTS || esports.has(card.vassalage);
  const isCockfight = (card: GameMenuCard) =>
    !isEsports(card) && (card.gameType === GameCategory.COCKFIGHT || cockfight.has(card.vassalage));

  const groups = new Map<VendorCategory, Group>();
  const add = (
    code: VendorCategory,
    cards: readonly GameMenuCard[],
    classify: readonly ClassifyEntry[],
  ) => {
    const group = groups.get(code) ?? { vendors: [], gameClassify: [] };
    groups.set(code, group);
    for (const card of cards) {
      if (group.vendors.some((vendor) => vendor.vassalage === card.vassalage)) continue;
      group.vendors.push(vendorOf(card, code));
    }
    for (const entry of classify) {
      if (!group.gameClassify.some((known) => known.key === entry.key))
        group.gameClassify.push(entry);
    }
  };

  for (const lane of lanes) {
    const code = lane.title.toUpperCase();
    if (!isVendorCategory(code)) continue;
    if (code === GameCategory.BG && !showsBingo(options.supportedLanguages)) continue;
    const cards = lane.cards ?? [];
    const classify = lane.gameClassify ?? [];
    if (code === GameCategory.SPORTS) {
      add(
        code,
        cards.filter((card) => !isEsports(card) && !isCockfight(card)),
        classify,
      );
      add(GameCategory.ESPORTS, cards.filter(isEsports), []);
      add(GameCategory.COCKFIGHT, cards.filter(isCockfight), []);
    } else {
      add(code, cards, classify);
    }
  }

  return [...groups]
    .filter(([, group]) => group.vendors.length > 0)
    .map(([gameCategory, group]) => ({
      gameCategory,
      title: gameCategory,
      vendors: group.vendors,
      cards: Object.fromEntries(group.vendors.map((vendor) => [vendor.vassalage, vendor])),
      gameClassify: group.gameClassify,
    }));
}

function vendorOf(card: GameMenuCard, gameCategory: VendorCategory): Vendor {
  const vendor: Vendor = {
    displayName: card.displayName,
    gameType: card.gameType,
    vassalage: card.vassalage,
    gameCategory,
  };
  if (card.lagerIcon !== undefined) vendor.lagerIcon = card.lagerIcon;
  if (card.isGame !== undefined) vendor.isGame = card.isGame;
  return vendor;
}
