import { describe, expect, it } from 'vitest';
import { MEMBER_PAGES, isMemberPage, visibleMemberPages } from './index';

const everyFlag = {
  DEPOSIT: true,
  WITHDRAW: true,
  REWCEN3: true,
  REFERRAL: true,
  MISSION: true,
  MAILCEN: true,
  FEEDBACK3: true,
  MANPLAYREB3: true,
  PLYRBT: true,
  AGETRANSFERUP3: true,
};

describe('member centre pages', () => {
  it('lists the fifteen pages of the spec in the original menu order, and the red envelopes', () => {
    expect(MEMBER_PAGES).toHaveLength(16);
    expect(MEMBER_PAGES.indexOf('redEnvelope')).toBe(MEMBER_PAGES.indexOf('manualRebate') + 1);
    expect(MEMBER_PAGES[0]).toBe('securityCenter');
    expect(MEMBER_PAGES.at(-1)).toBe('feedback');
  });

  it('shows only the always-there pages when the merchant turns every module off', () => {
    expect(visibleMemberPages({ whitelabel: {}, isAgent: 0 })).toEqual([
      'securityCenter',
      'transferFund',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'redEnvelope',
    ]);
  });

  it('shows each module page when its flag is on', () => {
    const pages = visibleMemberPages({ whitelabel: everyFlag, isAgent: 0 });
    for (const page of [
      'depositv2',
      'withdraw',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
      'manualRebate',
      'feedback',
    ])
      expect(pages).toContain(page);
  });

  it('hides deposit and withdraw for a credit-market merchant', () => {
    const pages = visibleMemberPages({
      whitelabel: { ...everyFlag, CREDITMAR3: true },
      isAgent: 0,
    });
    expect(pages).not.toContain('depositv2');
    expect(pages).not.toContain('withdraw');
  });

  it('hides fund transfer for a single wallet', () => {
    expect(visibleMemberPages({ whitelabel: {}, isAgent: 0, singleWallet: true })).not.toContain(
      'transferFund',
    );
  });

  it('shows transfer to upline only when allowed, and never to an isAgent 2 account', () => {
    const context = { whitelabel: everyFlag, toUpline: true };
    expect(visibleMemberPages({ ...context, isAgent: 0 })).toContain('transferUpline');
    expect(visibleMemberPages({ ...context, isAgent: 2 })).not.toContain('transferUpline');
    expect(visibleMemberPages({ whitelabel: everyFlag, isAgent: 0 })).not.toContain(
      'transferUpline',
    );
  });

  it('shows bonus details only with the rebate flag and some rebate', () => {
    expect(visibleMemberPages({ whitelabel: everyFlag, isAgent: 0 })).not.toContain('bonusDetails');
    expect(visibleMemberPages({ whitelabel: everyFlag, isAgent: 0, hasRebate: true })).toContain(
      'bonusDetails',
    );
  });

  it('knows its page names', () => {
    expect(isMemberPage('depositv2')).toBe(true);
    expect(isMemberPage('deposit')).toBe(false);
  });
});
