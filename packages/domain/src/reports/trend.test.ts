import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartTicks, trendSummary } from './reports';

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

describe('chart ticks', () => {
  it('gives round steps from 0 to at least the highest value', () => {
    expect(chartTicks([23.2, 16.65, 0])).toEqual([0, 10, 20, 30]);
    expect(chartTicks([120_000, 500])).toEqual([0, 50_000, 100_000, 150_000]);
    expect(chartTicks([0.3, 0.1])).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('reaches below 0 for losses', () => {
    expect(chartTicks([-1_250, 300])).toEqual([-1_500, -1_000, -500, 0, 500]);
  });

  it('gives an axis for a chart of zeros or of nothing', () => {
    expect(chartTicks([0, 0])).toEqual([0, 1]);
    expect(chartTicks([])).toEqual([0, 1]);
    expect(chartTicks([5e-324])).toEqual([0, 5e-324]);
  });

  it('always spans every value with evenly spaced round ticks', () => {
    fc.assert(
      fc.property(
        // Amounts to the cent and counts: what the charts draw.
        fc.array(
          fc.integer({ min: -1e11, max: 1e11 }).map((cents) => cents / 100),
          { minLength: 1, maxLength: 40 },
        ),
        (values) => {
          const ticks = chartTicks(values);
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          expect(ticks.length).toBeLessThanOrEqual(12);
          expect(ticks[0]).toBeLessThanOrEqual(Math.min(0, ...values));
          expect(ticks.at(-1)).toBeGreaterThanOrEqual(Math.max(0, ...values));
          expect(ticks).toContain(0);
        },
      ),
    );
  });
});
