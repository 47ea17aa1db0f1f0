import { describe, expect, it } from 'vitest';
import type { ClassifyEntry, Vendor } from '../games';
import {
  HEADER_GAME_MENU_LARGE_ABOVE,
  classifyMenuOf,
  headerGameMenuLayout,
  showsVendorIcon,
  vendorFilterOf,
  vendorIconsOf,
} from './index';

const vendor = (vassalage: string): Vendor => ({
  vassalage,
  displayName: vassalage,
  gameType: 'RNG',
  gameCategory: 'RNG',
});
const entry = (key: string): ClassifyEntry => ({
  key,
  displayName: key,
  vendors: [],
  gameCount: 2,
});

describe('header game menu (§9)', () => {
  it('uses the large layout above 10 entries', () => {
    expect(HEADER_GAME_MENU_LARGE_ABOVE).toBe(10);
    expect(headerGameMenuLayout(new Array(10).fill(0))).toBe('normal');
    expect(headerGameMenuLayout(new Array(11).fill(0))).toBe('large');
    expect(headerGameMenuLayout([])).toBe('normal');
  });
});

describe('vendor icons (§9)', () => {
  it('excludes vendor icons when vassalage starts with TCG', () => {
    expect(showsVendorIcon({ vassalage: 'TCG_SEA' })).toBe(false);
    expect(showsVendorIcon({ vassalage: 'NOVA_REELS' })).toBe(true);
  });
  it('lists each provider logo once, TCG vendors left out', () => {
    const icons = vendorIconsOf([
      { gameCategory: 'RNG', vendors: [vendor('NOVA'), vendor('TCG_LOTT')] },
      { gameCategory: 'SC', vendors: [vendor('NOVA'), vendor('SCRATCH')] },
    ]);
    expect(icons.map((v) => v.vassalage)).toEqual(['NOVA', 'SCRATCH']);
  });
});

describe('classify menu (§2 Category lobby)', () => {
  it('is shown only when more than one entry', () => {
    expect(classifyMenuOf([])).toEqual([]);
    expect(classifyMenuOf([entry('SLOT')])).toEqual([]);
    expect(classifyMenuOf([entry('ALL'), entry('SLOT')])).toEqual([]);
  });
  it('always starts with All', () => {
    expect(classifyMenuOf([entry('SLOT'), entry('WAYS')])).toEqual([
      { kind: 'all', key: 'ALL' },
      { kind: 'classify', key: 'SLOT', entry: entry('SLOT') },
      { kind: 'classify', key: 'WAYS', entry: entry('WAYS') },
    ]);
  });
  it('does not repeat an All entry the server sent', () => {
    expect(classifyMenuOf([entry('SLOT'), entry('ALL'), entry('WAYS')]).map((i) => i.key)).toEqual([
      'ALL',
      'SLOT',
      'WAYS',
    ]);
  });
});

describe('vendor filter (§2 Home)', () => {
  it('includes an All option first', () => {
    expect(vendorFilterOf([vendor('NOVA')])).toEqual([
      { kind: 'all' },
      { kind: 'vendor', vendor: vendor('NOVA') },
    ]);
  });
});
