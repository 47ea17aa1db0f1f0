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
  siteDayRange,
  siteDayStart,
  zoneDateOf,
  zoneDayEnd,
  zoneDayStart,
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

  // 11:59 PM on Nov 27 in Manila is 10:59 AM on Nov 27 in New York; 00:30 on Nov 28 in Manila
  // is still Nov 27 in New York: the site's day, never the device's.
  const lateInManila = new Date('2026-11-27T15:59:00Z');
  const earlyInManila = new Date('2026-11-27T16:30:00Z');

  it("counts today in the site's zone whatever the device's zone", () => {
    const before = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(earlyInManila.getDate()).toBe(27);
      expect(siteDateOf(lateInManila)).toBe('2026-11-27');
      expect(siteDateOf(earlyInManila)).toBe('2026-11-28');
      expect(siteDateOf(earlyInManila.getTime())).toBe('2026-11-28');
      expect(siteDayRange(earlyInManila, 1)).toEqual({
        startDate: '2026-11-28',
        endDate: '2026-11-28',
      });
      expect(siteDayRange(earlyInManila, 7)).toEqual({
        startDate: '2026-11-22',
        endDate: '2026-11-28',
      });
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('takes the zone of a day boundary as an offset, and refuses an offset no zone has', () => {
    expect(zoneDayStart('2026-11-28', 480).toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(zoneDayEnd('2026-11-27', -300).toISOString()).toBe('2026-11-28T05:00:00.000Z');
    expect(zoneDateOf(earlyInManila, 480)).toBe('2026-11-28');
    expect(zoneDateOf(earlyInManila, -300)).toBe('2026-11-27');
    expect(zoneDateOf(lateInManila, 0)).toBe('2026-11-27');
    expect(() => zoneDateOf(lateInManila, 19 * 60)).toThrow(RangeError);
    expect(() => zoneDateOf(lateInManila, 7.5)).toThrow(RangeError);
    expect(() => zoneDayStart('2026-11-31', 480)).toThrow('not a date');
    expect(() => siteDayRange(lateInManila, 0)).toThrow(RangeError);
  });

  it('has every instant of a site day fall on that day, and the day start on it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.integer({ min: -12 * 4, max: 14 * 4 }).map((quarters) => quarters * 15),
        (ms, offset) => {
          const day = zoneDateOf(ms, offset);
          const start = zoneDayStart(day, offset).getTime();
          return (
            start <= ms &&
            ms < zoneDayEnd(day, offset).getTime() &&
            zoneDateOf(start, offset) === day
          );
        },
      ),
    );
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
