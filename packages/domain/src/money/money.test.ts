import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_AMOUNT_CENTS,
  amountOfCents,
  centsOf,
  checkAmount,
  decimalOfCents,
  depositBonusOf,
  feeOf,
  giveAwayOf,
} from './money';

describe('centsOf', () => {
  it('reads amounts with up to 2 decimals exactly', () => {
    expect(centsOf(12.5)).toBe(1250);
    expect(centsOf(0.1)).toBe(10);
    expect(centsOf(1234.56)).toBe(123456);
    expect(centsOf('1,000.25')).toBe(100025);
    expect(centsOf('-3.5')).toBe(-350);
  });

  it('refuses NaN, infinities, 3 decimals, exponents and huge amounts', () => {
    expect(centsOf(Number.NaN)).toBeNull();
    expect(centsOf(Number.POSITIVE_INFINITY)).toBeNull();
    expect(centsOf(1.005)).toBeNull();
    expect(centsOf('10.001')).toBeNull();
    expect(centsOf(1e21)).toBeNull();
    expect(centsOf('1e3')).toBeNull();
    expect(centsOf(MAX_AMOUNT_CENTS / 100 + 1)).toBeNull();
    expect(centsOf('abc')).toBeNull();
    expect(centsOf('')).toBeNull();
  });

  it('round-trips every cent value through the wire number and the database text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(centsOf(amountOfCents(cents))).toBe(cents);
        expect(centsOf(decimalOfCents(cents))).toBe(cents);
      }),
    );
  });
});

describe('checkAmount', () => {
  it('needs an amount above zero', () => {
    expect(checkAmount(0)).toEqual({ problem: 'amount.invalid' });
    expect(checkAmount(-5)).toEqual({ problem: 'amount.invalid' });
    expect(checkAmount(5)).toEqual({ cents: 500 });
  });

  it('keeps the limits inclusive; a max of 0 is no ceiling', () => {
    const limits = { minCents: 10_000, maxCents: 5_000_000 };
    expect(checkAmount(99.99, limits)).toEqual({ problem: 'amount.out.of.range' });
    expect(checkAmount(100, limits)).toEqual({ cents: 10_000 });
    expect(checkAmount(50_000, limits)).toEqual({ cents: 5_000_000 });
    expect(checkAmount(50_000.01, limits)).toEqual({ problem: 'amount.out.of.range' });
    expect(checkAmount(9_999_999, { minCents: 1, maxCents: 0 })).toEqual({ cents: 999_999_900 });
  });
});

describe('feeOf', () => {
  const rule = { percent: 1.5, fixedCents: 500, minCents: 1_000, maxCents: 20_000 };

  it('adds percent and fixed parts, clamped to min and max', () => {
    // 1.5% of 1,000.00 = 15.00, + 5.00 = 20.00
    expect(feeOf(100_000, rule)).toBe(2_000);
    // 1.5% of 100.00 = 1.50 + 5.00 = 6.50 → the minimum 10.00
    expect(feeOf(10_000, rule)).toBe(1_000);
    // 1.5% of 100,000.00 = 1,500.00 → the maximum 200.00
    expect(feeOf(10_000_000, rule)).toBe(20_000);
  });

  it('rounds the percent part half up to the cent', () => {
    // 2.5% of 0.50 = 0.0125 → 0.01
    expect(feeOf(50, { percent: 2.5, fixedCents: 0, minCents: 0, maxCents: 0 })).toBe(1);
    // 1% of 1.50 = 0.015 → 0.02
    expect(feeOf(150, { percent: 1, fixedCents: 0, minCents: 0, maxCents: 0 })).toBe(2);
  });
});

describe('depositBonusOf', () => {
  const tiers = [
    { minDepositCents: 10_000, bonus: 5, maxBonusCents: 50_000 },
    { minDepositCents: 100_000, bonus: 10, maxBonusCents: 50_000 },
  ];

  it('takes the highest tier the deposit reaches', () => {
    expect(depositBonusOf(9_999, { type: 'PERCENTAGE', tiers })).toBe(0);
    expect(depositBonusOf(20_000, { type: 'PERCENTAGE', tiers })).toBe(1_000);
    expect(depositBonusOf(200_000, { type: 'PERCENTAGE', tiers })).toBe(20_000);
    expect(depositBonusOf(10_000_000, { type: 'PERCENTAGE', tiers })).toBe(50_000);
  });

  it('gives a FIXED tier its amount', () => {
    expect(
      depositBonusOf(50_000, {
        type: 'FIXED',
        tiers: [{ minDepositCents: 50_000, bonus: 8_800, maxBonusCents: null }],
      }),
    ).toBe(8_800);
  });
});

describe('giveAwayOf', () => {
  it('gives the percent of the deposit, half up to the cent, and nothing without a percent', () => {
    expect(giveAwayOf(100_000, 2)).toBe(2_000);
    expect(giveAwayOf(100_050, 1.5)).toBe(1_501);
    expect(giveAwayOf(100_000, 0)).toBe(0);
  });
});
