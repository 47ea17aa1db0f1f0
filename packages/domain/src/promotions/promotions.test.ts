import { describe, expect, it } from 'vitest';
import { activityStatusOf, promotionTargetOf, requirementMet, rescueTierOf } from './promotions';

describe('promotions', () => {
  it('routes "go to" by type', () => {
    expect(promotionTargetOf('LOGIN')).toBe('rewardCenter');
    expect(promotionTargetOf('REGISTER')).toBe('rewardCenter');
    expect(promotionTargetOf('SAVIOR')).toBe('rewardCenter');
    expect(promotionTargetOf('FIRST_DEPOSIT')).toBe('depositv2');
    expect(promotionTargetOf('DEPOSIT_BET_BONUS')).toBe('depositv2');
    expect(promotionTargetOf('MISSION')).toBe('missionLeaderboard');
    expect(promotionTargetOf('REFERRAL', 0)).toBe('referral');
    expect(promotionTargetOf('REFERRAL', 1)).toBeNull();
    expect(promotionTargetOf('MANUAL')).toBeNull();
  });

  it('tells a manual promotion’s activity status from its period and the application', () => {
    const period = { startMs: 100, endMs: 200 };
    expect(activityStatusOf(period, 50, null)).toBe('coming_soon');
    expect(activityStatusOf(period, 150, null)).toBeNull();
    expect(activityStatusOf(period, 150, 'applying')).toBe('applying');
    expect(activityStatusOf(period, 250, 'applying')).toBe('closed');
    expect(activityStatusOf(period, 250, 'issued')).toBe('issued');
    expect(activityStatusOf(period, 250, null)).toBe('closed');
  });

  it('checks newbie requirements and finds the rescue tier', () => {
    const facts = { mobileVerified: true, emailVerified: false, realName: ' ' };
    expect(requirementMet('mobileBound', facts)).toBe(true);
    expect(requirementMet('emailBound', facts)).toBe(false);
    expect(requirementMet('realName', facts)).toBe(false);
    const tiers = [{ minLossCents: 100_00 }, { minLossCents: 1000_00 }, { minLossCents: 500_00 }];
    expect(rescueTierOf(tiers, 99_99)).toBeNull();
    expect(rescueTierOf(tiers, 600_00)).toEqual({ minLossCents: 500_00 });
    expect(rescueTierOf(tiers, 5000_00)).toEqual({ minLossCents: 1000_00 });
    expect(rescueTierOf(tiers, -100)).toBeNull();
  });
});
