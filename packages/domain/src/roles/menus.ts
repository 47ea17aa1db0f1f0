import type { Role } from './role';

/**
 * §2 Agent centre menu pages, in the spec's order. The last five are gated by settings (§6): the red
 * envelope to many downlines by its whitelabel key (AGENTRANSMULTDOWN3), the
 * dividend record by the dividend contract, each salary page by its own setting.
 */
export const AGENT_MENU_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentRedRain',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentMenuPage = (typeof AGENT_MENU_PAGES)[number];

/**
 * The agent's own account pages: not among the spec's menu pages, but the payment password that
 * transfers and red envelopes ask for has to be set, changed and reset somewhere in the agent centre.
 * Always shown (no setting gates them), in a menu group of their own.
 */
export const AGENT_ACCOUNT_PAGES = ['agentPaymentPassword'] as const;
export type AgentAccountPage = (typeof AGENT_ACCOUNT_PAGES)[number];

/** Every page of the agent centre, each at `/agentHome/<page>`: the menu pages, then the account's. */
export const AGENT_PAGES = [...AGENT_MENU_PAGES, ...AGENT_ACCOUNT_PAGES] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

/** The page the agent centre opens on, as the original agent centre did. */
export const AGENT_DEFAULT_PAGE: AgentMenuPage = 'agentTeamOverview';

/** The settings §6 gates agent menu entries by (from the consolidated info and whitelabel). */
export interface AgentMenuSettings {
  /** Red envelope to many downlines (whitelabel AGENTRANSMULTDOWN3). */
  redEnvelope: boolean;
  /** "Dividend menu needs the dividend contract enabled" (whitelabel DIVIDEND). */
  dividendContract: boolean;
  /** Daily wages (DAYSAL). */
  dailySalary: boolean;
  /** Hourly salary (HOURSAL3). */
  hourlySalary: boolean;
  /** Real-time salary (RTSALARY3). */
  realtimeSalary: boolean;
}

const GATES: Partial<Record<AgentMenuPage, keyof AgentMenuSettings>> = {
  agentRedRain: 'redEnvelope',
  agentDividendRecordCopy2: 'dividendContract',
  agentDailyWages2: 'dailySalary',
  agentHourSalary: 'hourlySalary',
  agentRealtimeSalary: 'realtimeSalary',
};

/**
 * §6 "Dividend menu needs the dividend contract enabled; salary, hourly and real-time entries each
 * gated by their own setting." The visible agent menu, in the spec's order.
 */
export function agentMenuOf(settings: AgentMenuSettings): AgentMenuPage[] {
  return AGENT_MENU_PAGES.filter((page) => {
    const gate = GATES[page];
    return gate === undefined || settings[gate];
  });
}

/**
 * §6 "VIP label when VIP enabled": the label to show (public state hasVip and vipLabelName, §3), or
 * null when VIP is off or the member has no label.
 */
export function vipLabelOf(state: { hasVip: boolean; vipLabelName: string | null }): string | null {
  const label = state.vipLabelName?.trim() ?? '';
  return state.hasVip && label !== '' ? label : null;
}

/** §6 "Referral entry only when the referral promotion is enabled." */
export function showsReferralEntry(referralEnabled: boolean): boolean {
  return referralEnabled;
}

/** §2 Header: "agent entry for agents" in the avatar menu; §6 "extra agent entry in the member menu". */
export function showsAgentEntry(role: Role): boolean {
  return role === 'agent';
}
