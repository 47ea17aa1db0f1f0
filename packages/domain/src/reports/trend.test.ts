import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trendSummary } from './reports';

describe('trend summary', () => {
  it('adds the points to the cent and finds the first highest', () => {
    expect(trendSummary([0.1, 0.2, 120_000, 500, 120_000])).toEqual({
      total: 240_500.3,
      highest: 120_000,
      highestIndex: 2,
    });
  });

  it('keeps a losing trend negative and says nothing without points', () => {
    expect(trendSummary([-5, -2.5, -7])).toEqual({ total: -14.5, highest: -2.5, highestIndex: 1 });
    expect(trendSummary([])).toEqual({ total: 0, highest: 0, highestIndex: 0 });
  });

  it('totals whole cents exactly and points at the largest value', () => {
    const cents = fc.array(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), {
      minLength: 1,
      maxLength: 40,
    });
    fc.assert(
      fc.property(cents, (list) => {
        const summary = trendSummary(list.map((value) => value / 100));
        expect(summary.total).toBe(list.reduce((sum, value) => sum + value, 0) / 100);
        expect(summary.highest).toBe(Math.max(...list) / 100);
        expect(summary.highestIndex).toBe(list.indexOf(Math.max(...list)));
      }),
    );
  });
});
