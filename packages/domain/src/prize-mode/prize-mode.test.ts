import { describe, expect, it } from 'vitest';
import type { Vendor, VendorGroup } from '../games';
import { PRIZE_MODES, prizeModeCodeOf, prizeModeOf } from './index';

const vendor = (vassalage: string, gameType: string, gameCategory: Vendor['gameCategory']) => ({
  vassalage,
  gameType,
  gameCategory,
  displayName: vassalage,
});
const elott = (...vendors: Vendor[]): VendorGroup => ({ gameCategory: 'ELOTT', vendors });

describe('prize mode (§4 Prize mode)', () => {
  it('is elott when the vendor TCG_LOTTO_VN is present in ELOTT', () => {
    expect(prizeModeOf([elott(vendor('TCG_LOTTO_VN', 'ELOTT', 'ELOTT'))])).toBe('elott');
  });
  it('is elott when a LOTT vendor is present in ELOTT', () => {
    expect(prizeModeOf([elott(vendor('TCG_LOTT', 'LOTT', 'ELOTT'))])).toBe('elott');
    expect(prizeModeOf([elott(vendor('LOTT', 'ELOTT', 'ELOTT'))])).toBe('elott');
  });
  it('is lott when ELOTT carries neither', () => {
    expect(prizeModeOf([elott(vendor('TCG_VN_QUICK', 'ELOTT', 'ELOTT'))])).toBe('lott');
  });
  it('is lott when there is no ELOTT category, even with a VN vendor elsewhere', () => {
    expect(prizeModeOf([])).toBe('lott');
    expect(
      prizeModeOf([{ gameCategory: 'LOTT', vendors: [vendor('TCG_LOTTO_VN', 'ELOTT', 'LOTT')] }]),
    ).toBe('lott');
  });
  it('has the prize modes LOTT, ZY, ELOTT, SEA (§3)', () => {
    expect(Object.values(PRIZE_MODES)).toEqual(['LOTT', 'ZY', 'ELOTT', 'SEA']);
  });
  it('sends LOTT for lott and ELOTT for elott', () => {
    expect(prizeModeCodeOf('lott')).toBe('LOTT');
    expect(prizeModeCodeOf('elott')).toBe('ELOTT');
  });
});
