import { describe, expect, it } from 'vitest';
import type { ContractTier } from './terms';
import {
  checkTiers,
  choiceOfPosted,
  payoutCentsOf,
  topRateOf,
  windowAt,
} from './terms';

const tier = (betAmount: number, rate: number, activeMembers = 0, netLoss = 0): ContractTier => ({
  betAmount,
  activeMembers,
  netLoss,
  rate,
});

describe('contract tiers (§4 "tiers of rate against bet amount / active members / period P&L")', () => {
  it('refuses a rate above the upline’s own top rate, and upline without a contract', () => {
    expect(checkTiers([tier(0, 0.5), tier(1000, 1)], 1)).toBeNull();
    expect(checkTiers([tier(0, 0.5), tier(1000, 1.2)], 1)).toEqual({
      kind: 'rate_above_own',
      tier: 2,
      ownRate: 1,
    });
    expect(checkTiers([tier(0, 0.5)], null)).toMatchObject({ kind: 'rate_above_own' });
  });
  it('refuses empty, too many, zero or 3-decimal rates and negative thresholds', () => {
    expect(checkTiers([], 1)).toEqual({ kind: 'no_tiers' });
    expect(
      checkTiers(
        Array.from({ length: 11 }, () => tier(0, 0.1)),
        1,
      ),
    ).toEqual({
      kind: 'too_many_tiers',
    });
    expect(checkTiers([tier(0, 0)], 1)).toEqual({ kind: 'rate_invalid', tier: 1 });
    expect(checkTiers([tier(0, 0.125)], 1)).toEqual({ kind: 'rate_invalid', tier: 1 });
    expect(checkTiers([tier(-1, 0.5)], 1)).toEqual({ kind: 'threshold_invalid', tier: 1 });
  });
  it('pays the best tier reached: rate × valid bets, or × net loss for dividends', () => {
    const tiers = [tier(0, 0.5), tier(1000, 1, 2)];
    expect(
      payoutCentsOf('daily', tiers, { validBetCents: 50_000, netLossCents: 0, activeMembers: 1 }),
    ).toEqual({ cents: 250, rate: 0.5 });
    expect(
      payoutCentsOf('daily', tiers, { validBetCents: 200_000, netLossCents: 0, activeMembers: 2 }),
    ).toEqual({ cents: 2000, rate: 1 });
    expect(
      payoutCentsOf('dividend', [tier(0, 10, 0, 100)], {
        validBetCents: 1,
        netLossCents: 5_000,
        activeMembers: 0,
      }),
    ).toEqual({ cents: 0, rate: 0 });
    expect(
      payoutCentsOf('dividend', [tier(0, 10, 0, 10)], {
        validBetCents: 1,
        netLossCents: 5_000,
        activeMembers: 0,
      }),
    ).toEqual({ cents: 500, rate: 10 });
    expect(topRateOf(tiers)).toBe(1);
  });
});

describe('settlement windows (site time UTC+8)', () => {
  const at = new Date('2026-11-24T05:07:00Z'); // 13:07 in Manila, a Tuesday
  it('cuts days, weeks, half months, months, hours, half hours and 5 minutes', () => {
    const iso = (w: { start: Date; end: Date }) => [w.start.toISOString(), w.end.toISOString()];
    expect(iso(windowAt({ kind: 'daily' }, at, 8))).toEqual([
      '2026-11-23T16:00:00.000Z',
      '2026-11-24T16:00:00.000Z',
    ]);
    expect(iso(windowAt({ kind: 'dividend', period: 'weekly' }, at, 8))).toEqual([
      '2026-11-22T16:00:00.000Z',
      '2026-11-29T16:00:00.000Z',
    ]);
    expect(iso(windowAt({ kind: 'dividend', period: 'semimonthly' }, at, 8))).toEqual([
      '2026-11-15T16:00:00.000Z',
      '2026-11-30T16:00:00.000Z',
    ]);
    expect(iso(windowAt({ kind: 'dividend', period: 'monthly' }, at, 8))).toEqual([
      '2026-10-31T16:00:00.000Z',
      '2026-11-30T16:00:00.000Z',
    ]);
    expect(iso(windowAt({ kind: 'hourly', interval: 'H' }, at, 8))).toEqual([
      '2026-11-24T05:00:00.000Z',
      '2026-11-24T06:00:00.000Z',
    ]);
    expect(iso(windowAt({ kind: 'hourly', interval: 'BH' }, at, 8))).toEqual([
      '2026-11-24T05:00:00.000Z',
      '2026-11-24T05:30:00.000Z',
    ]);
    expect(iso(windowAt({ kind: 'realtime' }, at, 8))).toEqual([
      '2026-11-24T05:05:00.000Z',
      '2026-11-24T05:10:00.000Z',
    ]);
  });
});

describe('reading a posted answer back', () => {
  it('inverts contractAnswer, hourly termination included', () => {
    expect(choiceOfPosted('daily', 'P', 'A')).toBe('accept');
    expect(choiceOfPosted('daily', 'E', 'R')).toBe('reject');
    expect(choiceOfPosted('daily', 'V', 'C')).toBe('terminate');
    expect(choiceOfPosted('daily', 'V', 'A')).toBe('reject');
    expect(choiceOfPosted('hourly', 'V', 'A')).toBe('terminate');
    expect(choiceOfPosted('hourly', 'V', 'R')).toBe('reject');
    expect(choiceOfPosted('daily', 'V', 'R')).toBeNull();
    expect(choiceOfPosted('daily', 'A', 'A')).toBeNull();
  });
});
