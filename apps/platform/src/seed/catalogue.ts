/**
 * The deterministic game catalogue: game types, about 40 invented vendors, about
 * 10,000 games, banners, announcements of every group, a winner board and help articles. Every row
 * comes from one seeded PRNG consumed in a fixed order, so each start writes the same rows and tests,
 * screenshots and the bench see the same site.
 */
import type { Database } from '../db/client';
import {
  announcements,
  banners,
  gameTypes,
  games,
  helpArticles,
  vendors,
  winners,
} from '../db/schema';
import { bannerHeadlineOf } from '../services/asset-drawings';
import { bannerUrls, gameIconUrl } from './asset-urls';
import { createRandom } from './random';
import type { Random } from './random';

type GameTypeRow = typeof gameTypes.$inferInsert;
type VendorRow = typeof vendors.$inferInsert;
type GameRow = typeof games.$inferInsert;
type BannerRow = typeof banners.$inferInsert;
type AnnouncementRow = typeof announcements.$inferInsert;
type WinnerRow = typeof winners.$inferInsert;
type HelpRow = typeof helpArticles.$inferInsert;

/** PGlite is WASM Postgres: one statement per ~1000 rows keeps 10,000 games to a few statements. */
const BATCH_SIZE = 1000;
const SEED = 0x5eed_2026;
const FIRST_NODE_ID = 100_001;
const START_DATE = new Date('2026-01-01T00:00:00Z');
const END_DATE = new Date('2027-12-31T23:59:59Z');

/** Sorted like the home page sections (spec: RNG, LIVE, FISH, PVP, SPORTS, ..., then minor ones). */
export const GAME_TYPES: readonly GameTypeRow[] = [
  { code: 'RNG', name: 'Slots', sort: 1 },
  { code: 'LIVE', name: 'Live Casino', sort: 2 },
  { code: 'FISH', name: 'Fishing', sort: 3 },
  { code: 'PVP', name: 'PVP', sort: 4 },
  { code: 'SPORTS', name: 'Sports', sort: 5 },
  { code: 'ESPORTS', name: 'E-Sports', sort: 6 },
  { code: 'COCKFIGHT', name: 'Cockfight', sort: 7 },
  { code: 'ELOTT', name: 'E-Lottery', sort: 8 },
  { code: 'LOTT', name: 'Lottery', sort: 9 },
  { code: 'SC', name: 'Scratch', sort: 10 },
  { code: 'VP', name: 'Video Poker', sort: 11 },
  { code: 'JP', name: 'Jackpot', sort: 12 },
  { code: 'TG', name: 'Table Games', sort: 13 },
  { code: 'AC', name: 'Arcade', sort: 14 },
  { code: 'BG', name: 'Bingo', sort: 15 },
];

interface VendorSeed {
  vassalage: string;
  displayName: string;
  gameType: string;
  /** How many games the vendor carries. */
  gameCount: number;
  /** Vendors whose tile opens a popup list of their games. */
  popupList?: boolean;
}

/** Invented providers (no real brands). RNG counts add up to 8,625 so the catalogue holds 10,000 games. */
// prettier-ignore
const VENDOR_SEEDS: readonly VendorSeed[] = [
  { vassalage: 'NOVA_REELS', displayName: 'Nova Reels', gameType: 'RNG', gameCount: 1325 },
  { vassalage: 'STARFORGE_SLOTS', displayName: 'Starforge Slots', gameType: 'RNG', gameCount: 1000 },
  { vassalage: 'JADE_PHOENIX', displayName: 'Jade Phoenix Gaming', gameType: 'RNG', gameCount: 950 },
  { vassalage: 'LUCKY_TIDE', displayName: 'Lucky Tide Studios', gameType: 'RNG', gameCount: 900 },
  { vassalage: 'RED_LANTERN_PLAY', displayName: 'Red Lantern Play', gameType: 'RNG', gameCount: 800 },
  { vassalage: 'AURORA_SPIN', displayName: 'Aurora Spin', gameType: 'RNG', gameCount: 750 },
  { vassalage: 'THUNDER_PEAK', displayName: 'Thunder Peak Games', gameType: 'RNG', gameCount: 700 },
  { vassalage: 'CORAL_BAY_SLOTS', displayName: 'Coral Bay Slots', gameType: 'RNG', gameCount: 600 },
  { vassalage: 'VELVET_CROWN', displayName: 'Velvet Crown', gameType: 'RNG', gameCount: 500 },
  { vassalage: 'SUNSTONE_GAMING', displayName: 'Sunstone Gaming', gameType: 'RNG', gameCount: 450 },
  { vassalage: 'MAHARLIKA_REELS', displayName: 'Maharlika Reels', gameType: 'RNG', gameCount: 350 },
  { vassalage: 'ORBIT_EIGHT', displayName: 'Orbit Eight', gameType: 'RNG', gameCount: 300 },
  { vassalage: 'GOLDEN_LOTUS_LIVE', displayName: 'Golden Lotus Live', gameType: 'LIVE', gameCount: 80, popupList: true },
  { vassalage: 'ROYAL_EMBER_LIVE', displayName: 'Royal Ember Live', gameType: 'LIVE', gameCount: 60 },
  { vassalage: 'SILVER_ORCHID_LIVE', displayName: 'Silver Orchid Live', gameType: 'LIVE', gameCount: 50 },
  { vassalage: 'DIAMOND_HALL_LIVE', displayName: 'Diamond Hall Live', gameType: 'LIVE', gameCount: 40 },
  { vassalage: 'SAPPHIRE_TABLE_LIVE', displayName: 'Sapphire Table Live', gameType: 'LIVE', gameCount: 30 },
  { vassalage: 'DEEP_BLUE_FISHING', displayName: 'Deep Blue Fishing', gameType: 'FISH', gameCount: 60 },
  { vassalage: 'CORAL_HUNTER', displayName: 'Coral Hunter', gameType: 'FISH', gameCount: 45 },
  { vassalage: 'REEF_RAIDERS', displayName: 'Reef Raiders', gameType: 'FISH', gameCount: 35 },
  { vassalage: 'CARD_DUEL_ARENA', displayName: 'Card Duel Arena', gameType: 'PVP', gameCount: 120, popupList: true },
  { vassalage: 'MAHJONG_MASTERS', displayName: 'Mahjong Masters Club', gameType: 'PVP', gameCount: 90, popupList: true },
  { vassalage: 'TONGITS_TABLE', displayName: 'Tongits Table', gameType: 'PVP', gameCount: 60 },
  { vassalage: 'KICKLINE_SPORTS', displayName: 'Kickline Sports', gameType: 'SPORTS', gameCount: 3 },
  { vassalage: 'VICTORY_FIELD', displayName: 'Victory Field Sports', gameType: 'SPORTS', gameCount: 2 },
  { vassalage: 'COURTSIDE_BOOK', displayName: 'Courtside Sportsbook', gameType: 'SPORTS', gameCount: 1 },
  { vassalage: 'PIXEL_CLASH', displayName: 'Pixel Clash Esports', gameType: 'ESPORTS', gameCount: 4 },
  { vassalage: 'NEXUS_ARENA', displayName: 'Nexus Arena Esports', gameType: 'ESPORTS', gameCount: 2 },
  { vassalage: 'SABONG_PIT_LIVE', displayName: 'Sabong Pit Live', gameType: 'COCKFIGHT', gameCount: 2 },
  { vassalage: 'ROOSTER_RING', displayName: 'Rooster Ring', gameType: 'COCKFIGHT', gameCount: 1 },
  { vassalage: 'TCG_LOTTO_VN', displayName: 'VN Lottery', gameType: 'ELOTT', gameCount: 20 },
  { vassalage: 'TCG_VN_QUICK', displayName: 'VN Quick Lotto', gameType: 'ELOTT', gameCount: 10 },
  { vassalage: 'TCG_SEA', displayName: 'SEA Lottery', gameType: 'LOTT', gameCount: 12 },
  { vassalage: 'TCG_LOTT', displayName: 'TCG Lottery', gameType: 'LOTT', gameCount: 18 },
  { vassalage: 'SCRATCH_STAR', displayName: 'Scratch Star', gameType: 'SC', gameCount: 150 },
  { vassalage: 'ACE_DEUCE_POKER', displayName: 'Ace Deuce Poker', gameType: 'VP', gameCount: 80 },
  { vassalage: 'MEGA_POT', displayName: 'Mega Pot Jackpots', gameType: 'JP', gameCount: 120 },
  { vassalage: 'GREEN_FELT_TABLES', displayName: 'Green Felt Tables', gameType: 'TG', gameCount: 100 },
  { vassalage: 'NEON_ARCADE', displayName: 'Neon Arcade', gameType: 'AC', gameCount: 120 },
  { vassalage: 'BINGO_PLAZA', displayName: 'Bingo Plaza', gameType: 'BG', gameCount: 60 },
];

/** Word lists for readable invented game names; words that anchor famous trademarked titles are left out. */
// prettier-ignore
const WORDS = {
  FIRST: [
    'Golden', 'Lucky', 'Mega', 'Wild', 'Royal', 'Mystic', 'Blazing', 'Crystal', 'Jade', 'Ruby', 'Emerald',
    'Sapphire', 'Diamond', 'Silver', 'Thunder', 'Ancient', 'Magic', 'Sacred', 'Eternal', 'Neon', 'Cosmic',
    'Tropical', 'Frozen', 'Burning', 'Hidden', 'Secret', 'Imperial', 'Grand', 'Super', 'Midnight', 'Sunset',
    'Shining', 'Roaring', 'Dancing', 'Flying', 'Spinning', 'Raging', 'Sparkling', 'Twin', 'Triple', 'Jolly',
    'Happy', 'Brave', 'Savage', 'Velvet', 'Scarlet', 'Azure', 'Stormy',
  ],
  THEME: [
    'Dragon', 'Koi', 'Tiger', 'Phoenix', 'Panda', 'Lion', 'Jungle', 'Pharaoh', 'Samurai', 'Ninja', 'Viking',
    'Pirate', 'Mermaid', 'Unicorn', 'Wolf', 'Eagle', 'Buffalo', 'Rhino', 'Monkey', 'Rooster', 'Carabao',
    'Mango', 'Lotus', 'Orchid', 'Pearl', 'Temple', 'Volcano', 'Ocean', 'Desert', 'Galaxy', 'Comet', 'Meteor',
    'Ember', 'Frost', 'Fruit', 'Candy', 'Gem', 'Crown', 'Empress', 'Emperor', 'Goddess', 'Wizard', 'Genie',
    'Knight', 'Cowboy', 'Gorilla', 'Shark', 'Octopus', 'Turtle', 'Peacock', 'Fox', 'Owl', 'Bamboo', 'Jeepney',
    'Fiesta', 'Island', 'Reef', 'Zodiac', 'Lantern', 'Mask',
  ],
  SUFFIX: [
    'Fortune', 'Deluxe', 'Rush', 'Riches', 'Spins', 'Treasure', 'Quest', 'Legends', 'Kingdom', 'Wins',
    'Frenzy', 'Party', 'Empire', 'Hunt', 'Fever', 'Mania', 'Blast', 'Cash', 'Nights', 'Dreams', 'Stacks',
    'Respins', 'Boost', 'Power', 'Streak', 'Royale', 'XL', 'Festival',
  ],
  TALE: [
    'Legend', 'Rise', 'Quest', 'Temple', 'Treasures', 'Secrets', 'Realm', 'Return', 'Dawn', 'Spirit',
    'Tales', 'Pride',
  ],
  CLASSIC_THEME: [
    'Sevens', 'Cherries', 'Bars', 'Bells', 'Fruits', 'Diamonds', 'Stars', 'Lemons', 'Melons', 'Clovers',
    'Horseshoes', 'Coins',
  ],
  CLASSIC_SUFFIX: ['Deluxe', 'Classic', 'Retro', 'Hot', 'Double', 'Five Line', 'Supreme', 'Gold Edition'],
  WAYS_SUFFIX: ['Ways', 'Max Ways', 'Ways XL', 'Ways Deluxe'],
  JACKPOT_SUFFIX: ['Jackpot', 'Mega Pot', 'Grand Jackpot', 'Jackpot King', 'Progressive'],
  SEA_THEME: [
    'Shark', 'Octopus', 'Turtle', 'Whale', 'Mermaid', 'Kraken', 'Dragon', 'Koi', 'Crab', 'Lobster',
    'Squid', 'Marlin', 'Dolphin', 'Pufferfish', 'Seahorse', 'Jellyfish',
  ],
  FISH_SUFFIX: ['Fishing', 'Hunter', 'Catch', 'Shooter', 'Fish Hunt', 'Reef Party', 'Ocean Battle'],
  LIVE_STYLE: [
    'Classic', 'Speed', 'Golden', 'VIP', 'Squeeze', 'Lotus', 'Emperor', 'Dragon', 'Prestige', 'Manila',
    'Cebu', 'Fortune', 'Diamond', 'Sapphire', 'Ruby', 'Jade', 'Imperial',
  ],
  PVP_CARD: [
    'Tongits', 'Pusoy', 'Pusoy Dos', "Texas Hold'em", 'Omaha', 'Blackjack Duel', 'Rummy', 'Teen Patti',
    'Niu Niu', 'Pai Gow', 'Lucky 9', 'Big Two', 'Short Deck', 'Baccarat Duel',
  ],
  PVP_MAHJONG: [
    'Mahjong', 'Filipino Mahjong', 'Riichi Mahjong', 'Sichuan Mahjong', 'Hong Kong Mahjong',
    'Taiwan Mahjong', 'Two-Player Mahjong', 'Mahjong Duel',
  ],
  PVP_VARIANT: [
    'Classic', 'Royale', 'Speed', 'Club', 'Pro', 'Masters', 'Arena', 'Deluxe', 'Tournament', 'Express',
  ],
  SCRATCH_SUFFIX: ['Scratch', 'Scratch Card', 'Instant Win', 'Scratch Deluxe'],
  VIDEO_POKER: [
    'Jacks or Better', 'Deuces Wild', 'Joker Poker', 'Bonus Poker', 'Double Bonus Poker',
    'Double Double Bonus', 'Aces and Faces', 'Tens or Better', 'All American', 'Bonus Deluxe',
  ],
  VIDEO_POKER_HANDS: [
    'Classic', 'Single Hand', '3 Hand', '5 Hand', '10 Hand', '25 Hand', '50 Hand', 'Multi-Play',
  ],
  TABLE_GAMES: [
    'Baccarat', 'Blackjack', 'Roulette', 'Sic Bo', 'Dragon Tiger', 'Three Card Poker', "Casino Hold'em",
    'Pai Gow', 'Andar Bahar', 'Teen Patti', 'Caribbean Stud', 'Craps', 'Fan Tan', 'Red Dog', 'Keno',
  ],
  TABLE_VARIANT: ['Classic', 'Royal', 'Speed', 'VIP', 'Gold', 'Mini', 'Deluxe', 'Pro'],
  ARCADE_SUFFIX: [
    'Dash', 'Crash', 'Plinko', 'Mines', 'Dice', 'Hi-Lo', 'Tower', 'Wheel', 'Limbo', 'Jump', 'Runner',
    'Shooter', 'Blast',
  ],
  BINGO_VARIANT: ['75 Ball', '90 Ball', '30 Ball', 'Speed', 'Classic', 'Jackpot'],
  SPORTS_PRODUCTS: [
    'Sportsbook', 'Virtual Football', 'In-Play Sports', 'Virtual Basketball', 'Virtual Horse Racing',
  ],
  ESPORTS_PRODUCTS: [
    'Esports Hub', 'MOBA Cup', 'Tactical Shooter League', 'Battle Royale Live', 'Virtual Esports',
  ],
  COCKFIGHT_PRODUCTS: ['Live Arena', 'Derby Night', 'Hack Fight Classic'],
} as const;
const LIVE_LABEL: Record<string, string> = {
  BACCARAT: 'Baccarat',
  ROULETTE: 'Roulette',
  BLACKJACK: 'Blackjack',
  SICBO: 'Sic Bo',
};
/** Per-vendor product lists for the lotteries, whose names are known draws rather than invented titles. */
// prettier-ignore
const LOTTERY_NAMES: Record<string, readonly string[]> = {
  TCG_SEA: [
    'Lotto 6/42', 'Lotto 6/45', 'Lotto 6/49', 'Lotto 6/55', 'Lotto 6/58', 'Digit 2D', 'Digit 3D',
    'Digit 4D', 'Digit 6D', 'Daily Keno', 'SEA Fast 3', 'SEA Speed 5',
  ],
  TCG_LOTT: [
    '1-Minute Lotto', '3-Minute Lotto', '5-Minute Lotto', '10-Minute Lotto', '1-Minute Fast 3',
    '3-Minute Fast 3', '5-Minute Fast 3', '1-Minute PK10', '3-Minute PK10', '5-Minute PK10',
    '1-Minute 11x5', '3-Minute 11x5', '5-Minute 11x5', '1-Minute Keno', '5-Minute Keno', 'Lucky 28',
    'Happy 8', 'Lucky Racing',
  ],
  TCG_LOTTO_VN: [
    'Ha Noi', 'Ho Chi Minh', 'Da Nang', 'Can Tho', 'Hai Phong', 'Dong Nai', 'Vung Tau', 'Ben Tre',
    'Khanh Hoa', 'Binh Duong', 'Tay Ninh', 'An Giang', 'Soc Trang', 'Long An', 'Tien Giang',
    'Kien Giang', 'Da Lat', 'Quang Nam', 'Hue', 'Gia Lai',
  ].map((city) => `${city} Lottery`),
  TCG_VN_QUICK: [
    'Quick 45 Sec', 'Quick 1 Min', 'Quick 2 Min', 'Quick 3 Min', 'Quick 5 Min', 'Quick 10 Min',
    'Quick 20 Min', 'Super Quick 1 Min', 'Super Quick 3 Min', 'Super Quick 5 Min',
  ].map((n) => `VN ${n}`),
};

const MIN_BETS = [0.1, 0.2, 0.5, 1, 5] as const;
const TYPES_WITH_FREE_TRIAL = new Set(['RNG', 'FISH']);
/** Types whose first game per vendor is always hot, so every main lobby has a hot badge to show. */
const TYPES_WITH_HOT_LEAD = new Set(['RNG', 'LIVE', 'FISH', 'PVP']);

/** Picks a key by weight; the weights need not add up to 1. */
function weighted(random: Random, entries: readonly (readonly [string, number])[]): string {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [key, weight] of entries) {
    roll -= weight;
    if (roll < 0) return key;
  }
  const last = entries[entries.length - 1];
  if (!last) throw new Error('weighted() needs entries');
  return last[0];
}

function classifyOf(random: Random, gameType: string): string {
  switch (gameType) {
    case 'RNG':
      return weighted(random, [
        ['SLOT', 68],
        ['WAYS', 12],
        ['JACKPOT', 8],
        ['CLASSIC', 12],
      ]);
    case 'LIVE':
      return weighted(random, [
        ['BACCARAT', 45],
        ['ROULETTE', 20],
        ['BLACKJACK', 20],
        ['SICBO', 15],
      ]);
    case 'FISH':
      return 'FISHING';
    case 'PVP':
      return weighted(random, [
        ['CARD', 70],
        ['MAHJONG', 30],
      ]);
    default:
      return gameType;
  }
}

/** The usual three-part slot title: "Golden Dragon Fortune", "Lucky Koi", "Legend of the Phoenix". */
function slotTitle(random: Random): string {
  const shape = random.next();
  if (shape < 0.45)
    return `${random.pick(WORDS.FIRST)} ${random.pick(WORDS.THEME)} ${random.pick(WORDS.SUFFIX)}`;
  if (shape < 0.7) return `${random.pick(WORDS.FIRST)} ${random.pick(WORDS.THEME)}`;
  if (shape < 0.85) return `${random.pick(WORDS.THEME)} ${random.pick(WORDS.SUFFIX)}`;
  return `${random.pick(WORDS.TALE)} of the ${random.pick(WORDS.THEME)}`;
}

/** The n-th entry of a list, numbered once the list runs out ("Lotto 6/42 2"). */
function listed(list: readonly string[], index: number): string {
  const name = list[index % list.length] ?? 'Game';
  const round = Math.floor(index / list.length);
  return round === 0 ? name : `${name} ${round + 1}`;
}

function candidateName(
  random: Random,
  vendor: VendorSeed,
  classify: string,
  index: number,
): string {
  const brand = vendor.displayName.split(' ')[0] ?? vendor.displayName;
  switch (vendor.gameType) {
    case 'RNG':
      if (classify === 'CLASSIC')
        return `${random.pick(WORDS.FIRST)} ${random.pick(WORDS.CLASSIC_THEME)} ${random.pick(WORDS.CLASSIC_SUFFIX)}`;
      if (classify === 'WAYS')
        return `${random.pick(WORDS.FIRST)} ${random.pick(WORDS.THEME)} ${random.pick(WORDS.WAYS_SUFFIX)}`;
      if (classify === 'JACKPOT')
        return `${random.pick(WORDS.FIRST)} ${random.pick(WORDS.THEME)} ${random.pick(WORDS.JACKPOT_SUFFIX)}`;
      return slotTitle(random);
    case 'LIVE':
      return `${random.pick(WORDS.LIVE_STYLE)} ${LIVE_LABEL[classify] ?? classify}`;
    case 'FISH':
      return `${random.pick(WORDS.FIRST)} ${random.pick(WORDS.SEA_THEME)} ${random.pick(WORDS.FISH_SUFFIX)}`;
    case 'PVP':
      return `${random.pick(classify === 'MAHJONG' ? WORDS.PVP_MAHJONG : WORDS.PVP_CARD)} ${random.pick(WORDS.PVP_VARIANT)}`;
    case 'SC':
      return `${random.pick(WORDS.FIRST)} ${random.pick(WORDS.THEME)} ${random.pick(WORDS.SCRATCH_SUFFIX)}`;
    case 'VP':
      return `${random.pick(WORDS.VIDEO_POKER)} ${random.pick(WORDS.VIDEO_POKER_HANDS)}`;
    case 'JP':
      return `${random.pick(WORDS.FIRST)} ${random.pick(WORDS.THEME)} ${random.pick(WORDS.JACKPOT_SUFFIX)}`;
    case 'TG':
      return `${random.pick(WORDS.TABLE_VARIANT)} ${random.pick(WORDS.TABLE_GAMES)}`;
    case 'AC':
      return `${random.pick(WORDS.FIRST)} ${random.pick(WORDS.THEME)} ${random.pick(WORDS.ARCADE_SUFFIX)}`;
    case 'BG':
      return `${random.pick(WORDS.THEME)} Bingo ${random.pick(WORDS.BINGO_VARIANT)}`;
    case 'SPORTS':
      return `${brand} ${listed(WORDS.SPORTS_PRODUCTS, index)}`;
    case 'ESPORTS':
      return `${brand} ${listed(WORDS.ESPORTS_PRODUCTS, index)}`;
    case 'COCKFIGHT':
      return `${brand} ${listed(WORDS.COCKFIGHT_PRODUCTS, index)}`;
    default:
      return listed(LOTTERY_NAMES[vendor.vassalage] ?? [vendor.displayName], index);
  }
}

/** Keeps names unique across the catalogue: a few fresh draws, then a table number ("Speed Baccarat 3"). */
function uniqueName(taken: Set<string>, draw: () => string): string {
  let name = draw();
  for (let attempt = 0; attempt < 12 && taken.has(name); attempt++) name = draw();
  if (taken.has(name)) {
    let n = 2;
    while (taken.has(`${name} ${n}`)) n++;
    name = `${name} ${n}`;
  }
  taken.add(name);
  return name;
}

function lineNumOf(random: Random, gameType: string, classify: string): number {
  if (gameType === 'RNG') {
    if (classify === 'WAYS') return 243;
    if (classify === 'CLASSIC') return random.pick([1, 9, 20]);
    if (classify === 'JACKPOT') return random.pick([20, 25, 50]);
    return random.pick([9, 20, 25, 50, 243]);
  }
  if (gameType === 'JP' || gameType === 'SC') return random.pick([9, 20, 25]);
  return 1;
}

function buildGames(random: Random): GameRow[] {
  const rows: GameRow[] = [];
  const taken = new Set<string>();
  let nodeId = FIRST_NODE_ID;
  for (const vendor of VENDOR_SEEDS) {
    for (let index = 0; index < vendor.gameCount; index++) {
      const classify = classifyOf(random, vendor.gameType);
      const gameName = uniqueName(taken, () => candidateName(random, vendor, classify, index));
      const hotLead = index === 0 && TYPES_WITH_HOT_LEAD.has(vendor.gameType);
      const isHot = random.chance(0.03) || hotLead ? 1 : 0;
      const supportPlay = TYPES_WITH_FREE_TRIAL.has(vendor.gameType) && random.chance(0.6) ? 0 : 1;
      rows.push({
        nodeId: nodeId++,
        gameCode: `${vendor.vassalage}_${index + 1}`,
        gameName,
        vassalage: vendor.vassalage,
        gameType: vendor.gameType,
        gameClassify: classify,
        isHot,
        supportPlay,
        minBet: random.pick(MIN_BETS),
        lineNum: lineNumOf(random, vendor.gameType, classify),
        sort: index + 1,
      });
    }
  }
  return rows;
}

/**
 * Multi-wallet mode (original transferFund): the vendors that keep a wallet of their own, by
 * accountTypeId; one of them has its wallet under maintenance. The others play from the main wallet.
 */
export const SEED_VENDOR_WALLETS: Readonly<
  Record<string, { accountTypeId: number; maintenance?: boolean }>
> = {
  NOVA_REELS: { accountTypeId: 1001 },
  STARFORGE_SLOTS: { accountTypeId: 1002 },
  GOLDEN_LOTUS_LIVE: { accountTypeId: 1003 },
  ROYAL_EMBER_LIVE: { accountTypeId: 1004 },
  KICKLINE_SPORTS: { accountTypeId: 1005 },
  CARD_DUEL_ARENA: { accountTypeId: 1006 },
  DEEP_BLUE_FISHING: { accountTypeId: 1007, maintenance: true },
};

function buildVendors(): VendorRow[] {
  return VENDOR_SEEDS.map((vendor, index) => {
    const wallet = SEED_VENDOR_WALLETS[vendor.vassalage];
    return {
      vassalage: vendor.vassalage,
      displayName: vendor.displayName,
      gameType: vendor.gameType,
      gameCategory: vendor.gameType,
      isGame: vendor.popupList ? 'VASSALAGE' : null,
      sort: index + 1,
      accountTypeId: wallet?.accountTypeId ?? null,
      walletMaintenance: wallet?.maintenance === true,
    };
  });
}

/** An operator text in both of the seed merchant's languages. */
const both = (EN: string, TY: string) => ({ EN, TY });

/** Promotions in the order of their images `promo-1` … `promo-5` (routes/assets.ts draws the headlines). */
const PROMOTIONS = [
  {
    promotionType: 'FIRST_DEPOSIT',
    title: both('100% First Deposit Bonus', '100% Bonus sa Unang Deposit'),
    content: both(
      '<p>Double your <strong>first deposit</strong> with a 100% welcome bonus.</p>' +
        '<ul><li>Minimum deposit: 100.</li><li>Maximum bonus: 5,000.</li><li>Turnover: 10 times deposit plus bonus before withdrawal.</li></ul>',
      '<p>Doblehin ang <strong>unang deposit</strong> mo sa 100% welcome bonus.</p>' +
        '<ul><li>Pinakamababang deposit: 100.</li><li>Pinakamataas na bonus: 5,000.</li><li>Turnover: 10 beses ng deposit at bonus bago mag-withdraw.</li></ul>',
    ),
  },
  {
    promotionType: 'DEPOSIT',
    title: both('20% Daily Reload Bonus', '20% Reload Bonus Araw-araw'),
    content: both(
      '<p>Get <strong>20% extra</strong> on your first deposit of every day.</p>' +
        '<ul><li>Minimum deposit: 200.</li><li>Maximum bonus: 1,000 per day.</li><li>Turnover: 8 times before withdrawal.</li></ul>',
      '<p>Makakuha ng <strong>20% dagdag</strong> sa unang deposit mo bawat araw.</p>' +
        '<ul><li>Pinakamababang deposit: 200.</li><li>Pinakamataas na bonus: 1,000 bawat araw.</li><li>Turnover: 8 beses bago mag-withdraw.</li></ul>',
    ),
  },
  {
    promotionType: 'LOGIN',
    title: both('Daily Login Rewards', 'Gantimpala sa Araw-araw na Pag-login'),
    content: both(
      '<p>Log in every day to collect points. Seven days in a row unlocks a <strong>mystery reward</strong>.</p>' +
        '<p>Points never expire and can be used in the points mall.</p>',
      '<p>Mag-log in araw-araw para mag-ipon ng points. Pitong sunod-sunod na araw ang magbubukas ng isang <strong>sorpresang gantimpala</strong>.</p>' +
        '<p>Hindi nag-e-expire ang points at magagamit ito sa tindahan ng points.</p>',
    ),
  },
  {
    promotionType: 'REFERRAL',
    title: both('Invite and Earn', 'Mag-imbita at Kumita'),
    content: both(
      '<p>Share your referral link with friends. When they sign up and deposit, you both earn a bonus.</p>' +
        '<ul><li>No limit on the number of friends.</li><li>Rewards are paid every Monday.</li></ul>',
      '<p>Ibahagi ang iyong referral link sa mga kaibigan. Kapag nag-sign up at nag-deposit sila, pareho kayong may bonus.</p>' +
        '<ul><li>Walang limitasyon sa dami ng kaibigan.</li><li>Ibinibigay ang gantimpala tuwing Lunes.</li></ul>',
    ),
  },
  {
    promotionType: 'MISSION',
    title: both('Weekly Missions', 'Lingguhang Misyon'),
    content: both(
      '<p>Complete missions such as <strong>spinning 100 times</strong> or <strong>trying 3 new games</strong> to climb the leaderboard.</p>' +
        '<p>The top 50 players share the weekly prize pool.</p>',
      '<p>Tapusin ang mga misyon gaya ng <strong>100 na spin</strong> o <strong>pagsubok sa 3 bagong laro</strong> para umakyat sa leaderboard.</p>' +
        '<p>Paghahatian ng top 50 na manlalaro ang lingguhang premyo.</p>',
    ),
  },
] as const;

function buildAnnouncements(merchantCode: string, hotNames: readonly string[]): AnnouncementRow[] {
  const base = { merchantCode, startDate: START_DATE };
  const newGames = hotNames
    .slice(0, 3)
    .map((name) => `<li>${name}</li>`)
    .join('');
  const hotName = hotNames[0];
  return [
    {
      ...base,
      groupType: 'PL',
      title: both('Scheduled maintenance', 'Nakatakdang maintenance'),
      content: both(
        '<p>We carry out scheduled maintenance <strong>every Tuesday from 02:00 to 04:00 (GMT+8)</strong>. Some games may be unavailable during this window.</p>' +
          '<p>Your balance is safe and is not affected.</p>',
        '<p>May nakatakdang maintenance kami <strong>tuwing Martes mula 02:00 hanggang 04:00 (GMT+8)</strong>. Maaaring hindi malaro ang ilang laro sa oras na ito.</p>' +
          '<p>Ligtas ang iyong balanse at hindi ito maaapektuhan.</p>',
      ),
      endDate: null,
      sort: 1,
    },
    {
      ...base,
      groupType: 'PL',
      title: both('New games this week', 'Mga bagong laro ngayong linggo'),
      content: both(
        `<p>More than <strong>40 new slot games</strong> have arrived, including:</p><ul>${newGames}</ul><p>Find them under Slots and try them for free.</p>`,
        `<p>Mahigit <strong>40 bagong slot game</strong> ang dumating, kabilang ang:</p><ul>${newGames}</ul><p>Hanapin sila sa Slots at subukan nang libre.</p>`,
      ),
      endDate: END_DATE,
      sort: 2,
    },
    {
      ...base,
      groupType: 'PL',
      title: both('Payment channel notice', 'Abiso sa mga paraan ng pagbabayad'),
      content: both(
        '<p>E-wallet deposits are now credited within <strong>5 minutes</strong>. Bank transfers may take up to 30 minutes.</p>' +
          '<p>If a deposit is not credited after 30 minutes, please contact customer service with your reference number.</p>',
        '<p>Pumapasok na sa loob ng <strong>5 minuto</strong> ang deposit mula sa e-wallet. Maaaring umabot nang hanggang 30 minuto ang bank transfer.</p>' +
          '<p>Kung wala pa ang deposit mo makalipas ang 30 minuto, makipag-ugnayan sa customer service at ibigay ang iyong reference number.</p>',
      ),
      endDate: END_DATE,
      sort: 3,
    },
    {
      ...base,
      groupType: 'PU',
      execution: 'A',
      title: both('Welcome back', 'Maligayang pagbabalik'),
      content: both(
        '<p>Your daily login reward is waiting in the <strong>Reward centre</strong>. Good luck today!</p>',
        '<p>Naghihintay ang iyong gantimpala sa pag-login ngayong araw sa <strong>Sentro ng gantimpala</strong>. Suwertehin ka sana!</p>',
      ),
      endDate: null,
      sort: 1,
    },
    {
      ...base,
      groupType: 'PU',
      execution: 'B',
      title: both('Welcome to the site', 'Maligayang pagdating'),
      content: both(
        '<p>Sign up today and get a <strong>100% welcome bonus</strong> on your first deposit.</p>' +
          '<ul><li>Nearly 10,000 slot games</li><li>Live casino, sports and lottery</li><li>Fast deposits and withdrawals</li></ul>',
        '<p>Mag-sign up ngayon at makakuha ng <strong>100% welcome bonus</strong> sa unang deposit mo.</p>' +
          '<ul><li>Halos 10,000 slot game</li><li>Live casino, sports at lotto</li><li>Mabilis na deposit at withdrawal</li></ul>',
      ),
      endDate: null,
      sort: 2,
    },
    {
      ...base,
      groupType: 'PU',
      execution: 'F',
      title: both('Thanks for joining', 'Salamat sa pagsali'),
      content: both(
        '<p>Complete your profile and make your first deposit to unlock the welcome bonus.</p>' +
          '<p>Points you earn <strong>never expire</strong>.</p>',
        '<p>Kumpletuhin ang iyong profile at gawin ang unang deposit mo para makuha ang welcome bonus.</p>' +
          '<p>Ang mga points na naiipon mo ay <strong>hindi nag-e-expire</strong>.</p>',
      ),
      endDate: null,
      sort: 3,
    },
    ...PROMOTIONS.map((promotion, index) => ({
      ...base,
      groupType: 'PR',
      promotionType: promotion.promotionType,
      title: promotion.title,
      content: promotion.content,
      imageUrl: bannerUrls(`promo-${String(index + 1)}`),
      endDate: index % 2 === 0 ? END_DATE : null,
      sort: index + 1,
    })),
    {
      ...base,
      groupType: 'B',
      title: both('Live casino nights', 'Gabi ng live casino'),
      content: both(
        '<p>Baccarat, roulette and sic bo with <strong>real dealers</strong>, every night.</p>',
        '<p>Baccarat, roulette at sic bo kasama ang <strong>totoong dealer</strong>, gabi-gabi.</p>',
      ),
      imageUrl: bannerUrls('home-4'),
      endDate: null,
      sort: 1,
    },
    {
      ...base,
      groupType: 'B',
      title: both('Daily missions', 'Araw-araw na misyon'),
      content: both(
        '<p>Finish daily missions and earn points that <strong>never expire</strong>.</p>',
        '<p>Tapusin ang mga misyon araw-araw at mag-ipon ng points na <strong>hindi nag-e-expire</strong>.</p>',
      ),
      imageUrl: bannerUrls('home-3'),
      endDate: END_DATE,
      sort: 2,
    },
    {
      ...base,
      groupType: 'H',
      title: both(
        `Hot this week: ${hotName ?? 'new slots'}`,
        `Patok ngayong linggo: ${hotName ?? 'mga bagong slot'}`,
      ),
      content: both(
        '<p>The most played slot of the week. <strong>Free trial</strong> available for visitors.</p>',
        '<p>Ang slot na pinakamadalas laruin ngayong linggo. May <strong>libreng trial</strong> para sa mga bisita.</p>',
      ),
      endDate: null,
      sort: 1,
    },
    {
      ...base,
      groupType: 'H',
      title: both('Jackpot season', 'Panahon ng jackpot'),
      content: both(
        '<p>Progressive jackpots are climbing. <strong>Every spin</strong> can win the grand prize.</p>',
        '<p>Patuloy na lumalaki ang mga progressive jackpot. <strong>Bawat spin</strong> ay puwedeng manalo ng grand prize.</p>',
      ),
      endDate: END_DATE,
      sort: 2,
    },
  ];
}

/** A seeded banner: its picture and its headline (the accessible name) in each language. */
function bannerOf(name: string) {
  return {
    url: bannerUrls(name),
    title: both(bannerHeadlineOf(name, 'EN') ?? name, bannerHeadlineOf(name, 'TY') ?? name),
  };
}

function buildBanners(
  merchantCode: string,
  promotionId: string,
  featuredGameCode: string,
): BannerRow[] {
  return [
    {
      merchantCode,
      groupName: 'w_home',
      ...bannerOf('home-1'),
      linkageType: 'PROMOTION',
      linkageTarget: promotionId,
      sort: 1,
    },
    {
      merchantCode,
      groupName: 'w_home',
      ...bannerOf('home-2'),
      linkageType: 'GAME',
      linkageTarget: featuredGameCode,
      sort: 2,
    },
    {
      merchantCode,
      groupName: 'w_home',
      ...bannerOf('home-3'),
      linkageType: 'URL',
      linkageTarget: '/promotions',
      sort: 3,
    },
    {
      merchantCode,
      groupName: 'w_home',
      ...bannerOf('home-4'),
      linkageType: 'NONE',
      linkageTarget: null,
      sort: 4,
    },
    {
      merchantCode,
      groupName: 'w_reg',
      ...bannerOf('register'),
      linkageType: 'NONE',
      linkageTarget: null,
      sort: 1,
    },
    {
      merchantCode,
      groupName: 'w_forget',
      ...bannerOf('forget'),
      linkageType: 'NONE',
      linkageTarget: null,
      sort: 1,
    },
  ];
}

const GIVEN_NAMES = [
  'maria',
  'clara',
  'jose',
  'juan',
  'mark',
  'angel',
  'princess',
  'joy',
  'jhon',
  'rhea',
  'carlo',
  'paolo',
  'bea',
  'nina',
  'migs',
  'kris',
  'ella',
  'jun',
  'ramon',
  'lito',
  'tess',
  'gelo',
  'ken',
  'joanna',
  'liza',
  'arnel',
  'rodel',
  'mae',
  'cherry',
  'dindo',
  'nonoy',
  'jay',
  'grace',
  'aiza',
  'ricky',
  'bianca',
  'jomar',
  'lovely',
] as const;
const HANDLE_WORDS = [
  'ph',
  'lucky',
  'king',
  'queen',
  'spin',
  'win',
  'boss',
  'star',
  'ace',
] as const;

/** Full invented usernames; masking ("ma****8") is the client's rule. */
function username(random: Random): string {
  const first = random.pick(GIVEN_NAMES);
  switch (random.int(0, 4)) {
    case 0:
      return `${first}${random.pick(GIVEN_NAMES)}${random.int(1, 99)}`;
    case 1:
      return `${first}_${random.pick(HANDLE_WORDS)}`;
    case 2:
      return `${first}${random.int(1985, 2005)}`;
    case 3:
      return `${random.pick(['kuya', 'ate', 'tito', 'tita'])}${first}${random.int(1, 9)}`;
    default:
      return `${random.pick(HANDLE_WORDS)}${first}${random.int(10, 999)}`;
  }
}

/** 60 wins in November 2026, amounts spread log-uniformly from 100 to 250,000. */
function buildWinners(random: Random, gameRows: readonly GameRow[]): WinnerRow[] {
  const hot = gameRows.filter((game) => game.isHot === 1);
  const boardTypes = new Set(['RNG', 'FISH', 'LIVE', 'PVP', 'JP']);
  const board = gameRows.filter((game) => boardTypes.has(game.gameType));
  const names = new Set<string>();
  const rows: WinnerRow[] = [];
  const november = Date.UTC(2026, 10, 1);
  for (let i = 0; i < 60; i++) {
    const game = random.chance(0.6) ? random.pick(hot) : random.pick(board);
    let customerName = username(random);
    while (names.has(customerName)) customerName = `${customerName}${random.int(0, 9)}`;
    names.add(customerName);
    const winAmount = Math.round(100 * Math.pow(2500, random.next()) * 100) / 100;
    const minute = random.int(0, 30 * 24 * 60 - 1);
    rows.push({
      gameName: game.gameName,
      customerName,
      winAmount,
      iconUrl: gameIconUrl(game.gameCode),
      createdAt: new Date(november + minute * 60_000),
    });
  }
  return rows;
}

interface HelpCategory {
  title: string;
  articles: readonly { title: string; content: string; anchor?: string }[];
}

/** Help centre text per language; category ids match across languages. */
const HELP: Record<'EN' | 'TY', readonly HelpCategory[]> = {
  EN: [
    {
      title: 'About us',
      articles: [
        {
          title: 'Who we are',
          content:
            '<p>We are an online gaming site for players in the Philippines, with slots, live casino, sports, lottery and more from trusted providers.</p>' +
            '<p>Our customer service team is available every day through live chat.</p>',
        },
        {
          title: 'Responsible gaming',
          content:
            '<p>Play for fun, not to make money. You must be <strong>18 or older</strong> to play.</p>' +
            '<ul><li>Set a budget before you play.</li><li>Take regular breaks.</li><li>Contact customer service if you want to limit or close your account.</li></ul>',
        },
        {
          title: 'Fair play',
          content:
            '<p>Every game comes from a licensed provider and uses a certified random number generator.</p>',
        },
      ],
    },
    {
      title: 'Deposits',
      articles: [
        {
          title: 'How to deposit',
          content:
            '<ul><li>Log in and tap <strong>Deposit</strong>.</li><li>Choose a payment channel and enter the amount.</li>' +
            '<li>Follow the instructions and keep your reference number.</li></ul>',
        },
        {
          title: 'My deposit has not arrived',
          content:
            '<p>E-wallet deposits usually arrive within 5 minutes and bank transfers within 30 minutes.</p>' +
            '<p>If yours has not arrived, contact customer service with your <strong>reference number</strong> and a screenshot of the payment.</p>',
        },
      ],
    },
    {
      title: 'Withdrawals',
      articles: [
        {
          title: 'How to withdraw',
          content:
            '<ul><li>Set a payment password in the Security centre.</li><li>Add your withdrawal account.</li>' +
            '<li>Tap <strong>Withdraw</strong>, then enter the amount and your payment password.</li></ul>',
        },
        {
          title: 'Withdrawal rules',
          content:
            '<p>Before you withdraw, your bets must meet the turnover of any bonus you claimed.</p>' +
            '<p>The name on the withdrawal account must match your registered name.</p>',
        },
        {
          title: 'Processing times',
          content:
            '<p>Most withdrawals are processed within <strong>15 minutes</strong>. They may take longer while a bank is under maintenance.</p>',
        },
      ],
    },
    {
      title: 'Terms and conditions',
      articles: [
        {
          title: 'Terms and conditions',
          anchor: 'term',
          content:
            '<p>By opening an account you agree to these terms.</p>' +
            '<ul><li>You must be at least 18 years old.</li><li>One account per person, household, device and IP address.</li>' +
            '<li>Bonuses carry turnover requirements and may be withdrawn in case of abuse.</li>' +
            '<li>We may suspend accounts involved in fraud or irregular betting.</li></ul>',
        },
        {
          title: 'Privacy policy',
          content:
            '<p>We keep your personal data safe and use it only to run your account, process payments and meet our legal duties.</p>' +
            '<p>We <strong>never sell</strong> your data.</p>',
        },
      ],
    },
  ],
  TY: [
    {
      title: 'Tungkol sa amin',
      articles: [
        {
          title: 'Sino kami',
          content:
            '<p>Kami ay isang online gaming site para sa mga manlalaro sa Pilipinas. May slots, live casino, sports, lotto at iba pa kami mula sa mga pinagkakatiwalaang provider.</p>' +
            '<p>Handang tumulong ang aming customer service araw-araw sa pamamagitan ng live chat.</p>',
        },
        {
          title: 'Responsableng paglalaro',
          content:
            '<p>Maglaro para sa kasiyahan, hindi para kumita. Kailangang <strong>18 taong gulang pataas</strong> ka para makapaglaro.</p>' +
            '<ul><li>Magtakda ng budget bago maglaro.</li><li>Magpahinga nang madalas.</li>' +
            '<li>Makipag-ugnayan sa customer service kung gusto mong limitahan o isara ang iyong account.</li></ul>',
        },
        {
          title: 'Patas na laro',
          content:
            '<p>Lahat ng laro ay galing sa mga lisensyadong provider at gumagamit ng sertipikadong random number generator.</p>',
        },
      ],
    },
    {
      title: 'Pagdeposito',
      articles: [
        {
          title: 'Paano magdeposito',
          content:
            '<ul><li>Mag-log in at pindutin ang <strong>Deposit</strong>.</li><li>Pumili ng payment channel at ilagay ang halaga.</li>' +
            '<li>Sundin ang mga tagubilin at itago ang iyong reference number.</li></ul>',
        },
        {
          title: 'Hindi pa pumapasok ang deposito ko',
          content:
            '<p>Karaniwang pumapasok sa loob ng 5 minuto ang deposito mula sa e-wallet, at sa loob ng 30 minuto ang bank transfer.</p>' +
            '<p>Kung wala pa rin, makipag-ugnayan sa customer service at ibigay ang iyong <strong>reference number</strong> at screenshot ng bayad.</p>',
        },
      ],
    },
    {
      title: 'Pag-withdraw',
      articles: [
        {
          title: 'Paano mag-withdraw',
          content:
            '<ul><li>Gumawa ng password sa pagbabayad sa Sentro ng seguridad.</li><li>Idagdag ang iyong withdrawal account.</li>' +
            '<li>Pindutin ang <strong>Withdraw</strong>, saka ilagay ang halaga at ang iyong password sa pagbabayad.</li></ul>',
        },
        {
          title: 'Mga patakaran sa pag-withdraw',
          content:
            '<p>Bago mag-withdraw, kailangang maabot ng iyong mga taya ang turnover ng anumang bonus na kinuha mo.</p>' +
            '<p>Dapat tugma ang pangalan sa withdrawal account sa pangalang nakarehistro sa iyo.</p>',
        },
        {
          title: 'Gaano katagal ang pag-withdraw',
          content:
            '<p>Karamihan ng withdrawal ay napoproseso sa loob ng <strong>15 minuto</strong>. Maaaring mas matagal ito kapag may maintenance ang bangko.</p>',
        },
      ],
    },
    {
      title: 'Mga tuntunin at kundisyon',
      articles: [
        {
          title: 'Mga tuntunin at kundisyon',
          anchor: 'term',
          content:
            '<p>Sa pagbubukas ng account, sumasang-ayon ka sa mga tuntuning ito.</p>' +
            '<ul><li>Dapat ay 18 taong gulang ka pataas.</li><li>Isang account lang bawat tao, sambahayan, device at IP address.</li>' +
            '<li>May turnover requirement ang mga bonus at maaari itong bawiin kapag inabuso.</li>' +
            '<li>Maaari naming suspindihin ang mga account na sangkot sa panloloko o kahina-hinalang pagtaya.</li></ul>',
        },
        {
          title: 'Patakaran sa privacy',
          content:
            '<p>Pinangangalagaan namin ang iyong personal na impormasyon at ginagamit lang ito para patakbuhin ang iyong account, iproseso ang mga bayad at sumunod sa batas.</p>' +
            '<p><strong>Hindi namin kailanman ibinebenta</strong> ang iyong impormasyon.</p>',
        },
      ],
    },
  ],
};

function buildHelp(): HelpRow[] {
  const rows: HelpRow[] = [];
  for (const language of ['EN', 'TY'] as const) {
    HELP[language].forEach((category, categoryIndex) => {
      category.articles.forEach((article, articleIndex) => {
        rows.push({
          language,
          categoryId: categoryIndex + 1,
          categoryTitle: category.title,
          title: article.title,
          content: article.content,
          anchor: article.anchor ?? null,
          sort: categoryIndex * 10 + articleIndex + 1,
        });
      });
    });
  }
  return rows;
}

function* batches<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** The catalogue's games, exactly as `seedCatalogue` writes them (other seeds pick codes from it). */
export function catalogueGames(): GameRow[] {
  return buildGames(createRandom(SEED));
}

/**
 * Writes the catalogue for one merchant into an empty database, in one transaction so a failed
 * start never leaves half a catalogue behind.
 */
export async function seedCatalogue(db: Database, merchantCode: string): Promise<void> {
  const random = createRandom(SEED);
  const gameRows = buildGames(random);
  const hotSlots = gameRows.filter((game) => game.isHot === 1 && game.gameType === 'RNG');
  const featured = hotSlots[1] ?? hotSlots[0];
  if (!featured) throw new Error('The catalogue has no hot slot to feature.');
  const winnerRows = buildWinners(random, gameRows);

  await db.transaction(async (tx) => {
    await tx.insert(gameTypes).values([...GAME_TYPES]);
    await tx.insert(vendors).values(buildVendors());
    for (const batch of batches(gameRows, BATCH_SIZE)) await tx.insert(games).values(batch);

    const notices = await tx
      .insert(announcements)
      .values(
        buildAnnouncements(
          merchantCode,
          hotSlots.slice(0, 3).map((game) => game.gameName),
        ),
      )
      .returning({ id: announcements.id, groupType: announcements.groupType });
    const firstPromotion = notices.find((notice) => notice.groupType === 'PR');
    if (!firstPromotion) throw new Error('The catalogue has no promotion to link.');
    await tx
      .insert(banners)
      .values(buildBanners(merchantCode, String(firstPromotion.id), featured.gameCode));

    await tx.insert(winners).values(winnerRows);
    await tx.insert(helpArticles).values(buildHelp());
  });
}
