import { describe, expect, it } from 'vitest';
import {
  CLASSIFY_ALL,
  GameCategory,
  IS_GAME_VASSALAGE,
  MINOR_CATEGORIES,
  SelectType,
  VENDOR_CATEGORIES,
  isHotGame,
  isVendorCategory,
  opensPopupList,
} from './index';

describe('game categories (§2, §4, §9)', () => {
  it('names every category code of the site', () => {
    expect(Object.keys(GameCategory)).toEqual([
      'HOME',
      'HOT',
      'FAV',
      'RECENT',
      'PROMO',
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'LOTT',
      'ELOTT',
      'SC',
      'VP',
      'JP',
      'TG',
      'AC',
      'BG',
    ]);
  });
  it('has the minor categories scratch SC, video poker VP, jackpot JP, table games TG, arcade AC, bingo BG (§9)', () => {
    expect(MINOR_CATEGORIES).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
  });
  it('counts the minor categories among the vendor categories, navigation entries not (§3 Vendor group)', () => {
    for (const code of MINOR_CATEGORIES) expect(VENDOR_CATEGORIES).toContain(code);
    expect(isVendorCategory('ESPORTS')).toBe(true);
    expect(isVendorCategory('HOME')).toBe(false);
    expect(isVendorCategory('HOT')).toBe(false);
    expect(isVendorCategory('SPB')).toBe(false);
  });
  it('has the select types NEW, FAV, ALL, HOT, RECENT (§9)', () => {
    expect(Object.values(SelectType)).toEqual(['NEW', 'FAV', 'ALL', 'HOT', 'RECENT']);
  });
  it('keys the All classify entry ALL (§2 Category lobby)', () => {
    expect(CLASSIFY_ALL).toBe('ALL');
  });
});

describe('game flags (§3 Game)', () => {
  it('shows a hot badge when isHot is 1 (§2 Game tile)', () => {
    expect(isHotGame({ isHot: 1 })).toBe(true);
    expect(isHotGame({ isHot: 0 })).toBe(false);
    expect(isHotGame({})).toBe(false);
  });
  it('opens a game popup list when isGame is VASSALAGE (§3 Game)', () => {
    expect(IS_GAME_VASSALAGE).toBe('VASSALAGE');
    expect(opensPopupList({ isGame: 'VASSALAGE' })).toBe(true);
    expect(opensPopupList({ isGame: null })).toBe(false);
    expect(opensPopupList({})).toBe(false);
  });
});
