import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  downlineStatusOf,
  periodRange,
  rebateRateProblem,
  splitEqually,
  trendDays,
} from './agent-team';

describe('periodRange', () => {
  // 2026-11-25 is a Wednesday.
  const today = '2026-11-25';
  it('answers today, yesterday, the week from Monday and the month from the 1st', () => {
    expect(periodRange('today', today)).toEqual({ startDate: today, endDate: today });
    expect(periodRange('yesterday', today)).toEqual({
      startDate: '2026-11-24',
      endDate: '2026-11-24',
    });
    expect(periodRange('week', today)).toEqual({ startDate: '2026-11-23', endDate: today });
    expect(periodRange('week', '2026-11-29')).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-11-29',
    });
    expect(periodRange('month', today)).toEqual({ startDate: '2026-11-01', endDate: today });
  });
  it('takes a custom range only when it is real days, in order, at most 93 days', () => {
    expect(
      periodRange('custom', today, { startDate: '2026-11-01', endDate: '2026-11-10' }),
    ).toEqual({ startDate: '2026-11-01', endDate: '2026-11-10' });
    expect(
      periodRange('custom', today, { startDate: '2026-11-10', endDate: '2026-11-01' }),
    ).toBeNull();
    expect(
      periodRange('custom', today, { startDate: '2026-02-30', endDate: '2026-03-01' }),
    ).toBeNull();
    expect(
      periodRange('custom', today, { startDate: '2026-01-01', endDate: '2026-11-01' }),
    ).toBeNull();
    expect(periodRange('custom', today)).toBeNull();
  });
});

describe('trendDays', () => {
  it('lists 30 days ending today, oldest first', () => {
    const days = trendDays('2026-11-25');
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-27');
    expect(days.at(-1)).toBe('2026-11-25');
  });
});

describe('downline status', () => {
  it('maps the original codes', () => {
    expect([0, 1, 2, 6, 7].map(downlineStatusOf)).toEqual([
      'blocked',
      'normal',
      'locked',
      'locked',
      'deleted',
    ]);
  });
});

describe('rebateRateProblem', () => {
  it('allows 0 up to the ceiling with two decimals', () => {
    expect(rebateRateProblem(0, 2)).toBeNull();
    expect(rebateRateProblem(2, 2)).toBeNull();
    expect(rebateRateProblem(1.25, 2)).toBeNull();
    expect(rebateRateProblem(2.01, 2)).toBe('rate.above');
    expect(rebateRateProblem(-1, 2)).toBe('rate.invalid');
    expect(rebateRateProblem(0.125, 2)).toBe('rate.invalid');
  });
});

describe('splitEqually', () => {
  it('gives the leftover cents to the first members', () => {
    expect(splitEqually(1000, 3)).toEqual([334, 333, 333]);
    expect(splitEqually(2, 3)).toBeNull();
    expect(splitEqually(100, 0)).toBeNull();
  });
  it('always adds up to the total, shares at most one cent apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 200 }),
        (total, n) => {
          const shares = splitEqually(total, n);
          if (total < n) return shares === null;
          if (shares === null) return false;
          const sum = shares.reduce((a, b) => a + b, 0);
          return sum === total && Math.max(...shares) - Math.min(...shares) <= 1;
        },
      ),
    );
  });
});
