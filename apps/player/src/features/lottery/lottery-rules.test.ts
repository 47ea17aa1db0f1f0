import type { Vendor, VendorGroup } from '@gaming/domain/games';
import { describe, expect, it } from 'vitest';
import {
  LOTTERY_TITLE_KEYS,
  chosenLotteryOf,
  lotteriesShown,
  lotteryPageOf,
  lotteryVendorsOf,
} from './lottery-rules';

const vendor = (vassalage: string, gameType: string, gameCategory: Vendor['gameCategory']) => ({
  vassalage,
  gameType,
  gameCategory,
  displayName: vassalage,
});

// As the seed's menus: VN and quick VN under ELOTT, SEA and TCG lottery under LOTT.
const categories: VendorGroup[] = [
  { gameCategory: 'RNG', vendors: [vendor('SLOTS_R_US', 'RNG', 'RNG')] },
  {
    gameCategory: 'ELOTT',
    vendors: [vendor('TCG_LOTTO_VN', 'ELOTT', 'ELOTT'), vendor('TCG_VN_QUICK', 'ELOTT', 'ELOTT')],
  },
  {
    gameCategory: 'LOTT',
    vendors: [
      vendor('TCG_SEA', 'LOTT', 'LOTT'),
      vendor('TCG_LOTT', 'LOTT', 'LOTT'),
      vendor('TCG_VN_QUICK', 'ELOTT', 'LOTT'),
    ],
  },
];
const codes = (vendors: readonly Vendor[]) => vendors.map((v) => v.vassalage);

describe('lottery pages (§2, §4 Selecting a game)', () => {
  it('knows its pages, case-sensitively', () => {
    expect(lotteryPageOf('/lottery')).toBe('/lottery');
    expect(lotteryPageOf('/seaLottery')).toBe('/seaLottery');
    expect(lotteryPageOf('/vnLottery')).toBe('/vnLottery');
    expect(lotteryPageOf('/vnlottery')).toBeNull();
    expect(lotteryPageOf('/sealottery')).toBeNull();
  });

  it('titles each page', () => {
    expect(LOTTERY_TITLE_KEYS['/lottery']).toBe('lottery.title');
    expect(LOTTERY_TITLE_KEYS['/seaLottery']).toBe('lottery.sea');
    expect(LOTTERY_TITLE_KEYS['/vnLottery']).toBe('lottery.vn');
  });

  it('lists TCG_SEA on /seaLottery and TCG_LOTTO_VN on /vnLottery', () => {
    expect(codes(lotteryVendorsOf('/seaLottery', categories))).toEqual(['TCG_SEA']);
    expect(codes(lotteryVendorsOf('/vnLottery', categories))).toEqual(['TCG_LOTTO_VN']);
  });

  it('lists the other LOTT and ELOTT vendors on /lottery, each once, in menu order', () => {
    expect(codes(lotteryVendorsOf('/lottery', categories))).toEqual(['TCG_VN_QUICK', 'TCG_LOTT']);
  });

  it('lists nothing when the menus carry no such vendor', () => {
    expect(lotteryVendorsOf('/seaLottery', [])).toEqual([]);
    expect(lotteryVendorsOf('/lottery', [categories[0] as VendorGroup])).toEqual([]);
  });
});

describe('the chosen lottery and the filter', () => {
  const games = [{ gameCode: 'A' }, { gameCode: 'B' }, { gameCode: 'C' }];

  it('chooses the game of the query, else the first', () => {
    expect(chosenLotteryOf(games, 'B')).toEqual({ gameCode: 'B' });
    expect(chosenLotteryOf(games, null)).toEqual({ gameCode: 'A' });
    expect(chosenLotteryOf(games, '')).toEqual({ gameCode: 'A' });
    expect(chosenLotteryOf(games, 'GONE')).toEqual({ gameCode: 'A' });
    expect(chosenLotteryOf([], 'A')).toBeUndefined();
  });

  it('shows all, or the favourites in list order', () => {
    expect(lotteriesShown(games, 'all', ['C'])).toBe(games);
    expect(lotteriesShown(games, 'favourites', ['C', 'A', 'GONE'])).toEqual([
      { gameCode: 'A' },
      { gameCode: 'C' },
    ]);
    expect(lotteriesShown(games, 'favourites', [])).toEqual([]);
  });
});
