import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatWinAmount,
  maskCustomerName,
  sortWinners,
  WINNER_BOARD_LIMIT,
  WINNER_SCROLL_STEP,
} from './winners';

const entry = (customerName: string, winAmount: number) => ({
  gameName: 'Game',
  customerName,
  winAmount,
  iconUrl: '',
});

describe('winner board (§3 Data, §9)', () => {
  it('asks for 20 winners and scrolls 0.5 per step (§9)', () => {
    expect(WINNER_BOARD_LIMIT).toBe(20);
    expect(WINNER_SCROLL_STEP).toBe(0.5);
  });

  it('sorts winners by winAmount descending (§3)', () => {
    const sorted = sortWinners([entry('a', 5), entry('b', 50), entry('c', 10)]);
    expect(sorted.map((e) => e.winAmount)).toEqual([50, 10, 5]);
  });

  it('keeps the server order of equal amounts and does not change the input', () => {
    const input = [entry('first', 1), entry('top', 9), entry('second', 1)];
    const copy = [...input];
    expect(sortWinners(input).map((e) => e.customerName)).toEqual(['top', 'first', 'second']);
    expect(input).toEqual(copy);
  });

  it('always yields a descending permutation of the input', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e6, max: 1e6 })), (amounts) => {
        const sorted = sortWinners(amounts.map((a) => entry('x', a)));
        expect(sorted).toHaveLength(amounts.length);
        sorted.slice(1).forEach((e, i) => {
          expect(e.winAmount).toBeLessThanOrEqual(sorted[i]?.winAmount ?? Infinity);
        });
      }),
    );
  });

  it('masks the member name: first two letters, stars, last letter', () => {
    expect(maskCustomerName('johnny')).toBe('jo***y');
    expect(maskCustomerName('abcd')).toBe('ab***d');
  });

  it('never shows the whole of a short name', () => {
    expect(maskCustomerName('abc')).toBe('a***');
    expect(maskCustomerName('ab')).toBe('a***');
    expect(maskCustomerName('a')).toBe('a***');
    expect(maskCustomerName('')).toBe('***');
    expect(maskCustomerName('  ')).toBe('***');
  });

  it('does not split characters outside the basic plane', () => {
    expect(maskCustomerName('😀😁x😂')).toBe('😀😁***😂');
  });

  it('never reveals a name of any length', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (name) => {
        const trimmed = name.trim();
        if (trimmed.length > 0) expect(maskCustomerName(name)).not.toBe(trimmed);
        expect(maskCustomerName(name)).toContain('***');
      }),
    );
  });

  it('shows amounts with 2 decimals and no currency (§3, §9)', () => {
    expect(formatWinAmount(1234.5)).toBe('1234.50');
    expect(formatWinAmount(0)).toBe('0.00');
    expect(formatWinAmount(2.005)).toMatch(/^2\.0[01]$/);
    expect(formatWinAmount(Number.NaN)).toBe('0.00');
  });
});
