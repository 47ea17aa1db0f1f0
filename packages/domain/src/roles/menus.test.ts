import { describe, expect, it } from 'vitest';
import {
  AGENT_ACCOUNT_PAGES,
  AGENT_DEFAULT_PAGE,
  AGENT_MENU_PAGES,
  AGENT_PAGES,
  agentMenuOf,
  showsAgentEntry,
  showsReferralEntry,
  vipLabelOf,
} from './menus';

const none = {
  redEnvelope: false,
  dividendContract: false,
  dailySalary: false,
  hourlySalary: false,
  realtimeSalary: false,
};

describe('agent menu gating (§2 Agent centre, §6)', () => {
  it('shows every page in the spec order when everything is enabled', () => {
    expect(
      agentMenuOf({
        redEnvelope: true,
        dividendContract: true,
        dailySalary: true,
        hourlySalary: true,
        realtimeSalary: true,
      }),
    ).toEqual([...AGENT_MENU_PAGES]);
  });
  it('always shows the eight ungated pages', () => {
    expect(agentMenuOf(none)).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
    ]);
  });
  it('shows agentDividendRecordCopy2 only when the dividend contract is enabled (§6)', () => {
    expect(agentMenuOf(none)).not.toContain('agentDividendRecordCopy2');
    expect(agentMenuOf({ ...none, dividendContract: true }).slice(-1)).toEqual([
      'agentDividendRecordCopy2',
    ]);
  });
  it('shows agentRedRain only when the red envelope to many downlines is on (AGENTRANSMULTDOWN3)', () => {
    expect(agentMenuOf(none)).not.toContain('agentRedRain');
    expect(agentMenuOf({ ...none, redEnvelope: true }).slice(-1)).toEqual(['agentRedRain']);
    expect(agentMenuOf({ ...none, redEnvelope: true, dividendContract: true }).slice(-2)).toEqual([
      'agentRedRain',
      'agentDividendRecordCopy2',
    ]);
  });
  it('gates daily, hourly and real-time salary each by its own setting (§6)', () => {
    expect(agentMenuOf({ ...none, dailySalary: true }).slice(-1)).toEqual(['agentDailyWages2']);
    expect(agentMenuOf({ ...none, hourlySalary: true }).slice(-1)).toEqual(['agentHourSalary']);
    expect(agentMenuOf({ ...none, realtimeSalary: true }).slice(-1)).toEqual([
      'agentRealtimeSalary',
    ]);
  });
  it('has pages of the agent account beside the menu pages: the payment password, never gated', () => {
    expect(AGENT_ACCOUNT_PAGES).toEqual(['agentPaymentPassword']);
    expect(AGENT_PAGES).toEqual([...AGENT_MENU_PAGES, ...AGENT_ACCOUNT_PAGES]);
    expect(new Set(AGENT_PAGES).size).toBe(AGENT_PAGES.length);
    expect(agentMenuOf(none)).not.toContain('agentPaymentPassword');
  });
  it('opens on the team overview', () => {
    expect(AGENT_DEFAULT_PAGE).toBe('agentTeamOverview');
  });
});

describe('member menu entries (§2 Header, §6)', () => {
  it('shows the VIP label when VIP is enabled', () => {
    expect(vipLabelOf({ hasVip: true, vipLabelName: ' VIP 5 ' })).toBe('VIP 5');
  });
  it('hides the VIP label when VIP is off or there is no label', () => {
    expect(vipLabelOf({ hasVip: false, vipLabelName: 'VIP 5' })).toBeNull();
    expect(vipLabelOf({ hasVip: true, vipLabelName: null })).toBeNull();
    expect(vipLabelOf({ hasVip: true, vipLabelName: '  ' })).toBeNull();
  });
  it('shows the referral entry only when the referral promotion is enabled', () => {
    expect(showsReferralEntry(true)).toBe(true);
    expect(showsReferralEntry(false)).toBe(false);
  });
  it('shows the agent entry for agents only', () => {
    expect(showsAgentEntry('agent')).toBe(true);
    expect(showsAgentEntry('member')).toBe(false);
    expect(showsAgentEntry('trial')).toBe(false);
  });
});
