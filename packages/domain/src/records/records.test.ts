import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  betLayoutOf,
  checkDateRange,
  lotteryStateOf,
  rebateCentsOf,
  siteDateOf,
  siteDayEnd,
  siteDayStart,
} from './records';

describe('date ranges', () => {
  it('counts both ends and refuses inverted, unreal or too long ranges', () => {
    expect(checkDateRange('2026-11-01', '2026-11-30', 30)).toEqual({ days: 30 });
    expect(checkDateRange('2026-11-01', '2026-12-01', 30)).toEqual({ problem: 'date.too.long' });
    expect(checkDateRange('2026-11-02', '2026-11-01', 30)).toEqual({ problem: 'date.inverted' });
    expect(checkDateRange('2026-02-30', '2026-03-01', 30)).toEqual({ problem: 'date.invalid' });
    expect(checkDateRange('yesterday', '2026-03-01', 30)).toEqual({ problem: 'date.invalid' });
    expect(checkDateRange('2026-11-24', '2026-11-24', 7)).toEqual({ days: 1 });
  });

  it('runs site days on Philippine time', () => {
    expect(siteDayStart('2026-11-24').toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(siteDayEnd('2026-11-24').toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(siteDateOf(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
    expect(siteDateOf(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('bets', () => {
  it('shows sports, lottery and casino columns by game type', () => {
    expect(betLayoutOf('SPORTS')).toBe('sports');
    expect(betLayoutOf('LOTT')).toBe('lottery');
    expect(betLayoutOf('RNG')).toBe('casino');
  });

  it('names lottery status codes', () => {
    expect(lotteryStateOf('4')).toBe('won');
    expect(lotteryStateOf(16)).toBe('tie');
    expect(lotteryStateOf('3')).toBeNull();
    expect(lotteryStateOf(null)).toBeNull();
  });
});

describe('rebateCentsOf', () => {
  it('rounds down to the cent, exactly', () => {
    expect(rebateCentsOf(100_000, 0.8)).toBe(800);
    expect(rebateCentsOf(12_345, 0.8)).toBe(98);
    expect(rebateCentsOf(100, 0)).toBe(0);
    expect(rebateCentsOf(0, 1)).toBe(0);
  });

  it('never pays more than the rate of the bets', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 5000 }),
        (cents, milli) => {
          const rebate = rebateCentsOf(cents, milli / 1000);
          expect(rebate * 100_000).toBeLessThanOrEqual(cents * milli);
          expect((rebate + 1) * 100_000).toBeGreaterThan(cents * milli);
        },
      ),
    );
  });
});
