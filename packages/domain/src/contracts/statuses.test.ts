import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_STATUS_KEYS,
  ACTIVITY_STATUSES,
  PERIOD_OPTION_KEYS,
  PERIOD_OPTIONS,
  REDEEM_STATUS,
  redeemStatusKeyOf,
} from './statuses';

describe('redeem statuses (§4 "in process, rejected, approved")', () => {
  it('are P in process, R rejected, A approved', () => {
    expect(REDEEM_STATUS).toEqual({ inProcess: 'P', rejected: 'R', approved: 'A' });
  });
  it('name each status with an i18n key', () => {
    expect(redeemStatusKeyOf('P')).toBe('status:redeem.in_process');
    expect(redeemStatusKeyOf('R')).toBe('status:redeem.rejected');
    expect(redeemStatusKeyOf('A')).toBe('status:redeem.approved');
  });
  it('has no key for an unknown code', () => {
    expect(redeemStatusKeyOf('X')).toBeNull();
    expect(redeemStatusKeyOf('toString')).toBeNull();
  });
});

describe('activity statuses (§4)', () => {
  it('are joined, applying, rejected, issued, claimed, process, closed, coming soon', () => {
    expect(ACTIVITY_STATUSES).toEqual([
      'joined',
      'applying',
      'rejected',
      'issued',
      'claimed',
      'process',
      'closed',
      'comingSoon',
    ]);
    expect(ACTIVITY_STATUS_KEYS.comingSoon).toBe('status:activity.coming_soon');
    expect(Object.keys(ACTIVITY_STATUS_KEYS)).toEqual([...ACTIVITY_STATUSES]);
  });
});

describe('period options (§4 "daily, weekly, semimonthly, monthly")', () => {
  it('come in that order, each with an i18n key', () => {
    expect(PERIOD_OPTIONS).toEqual(['daily', 'weekly', 'semimonthly', 'monthly']);
    expect(PERIOD_OPTIONS.map((p) => PERIOD_OPTION_KEYS[p])).toEqual([
      'agent:contracts.period.daily',
      'agent:contracts.period.weekly',
      'agent:contracts.period.semimonthly',
      'agent:contracts.period.monthly',
    ]);
  });
});
