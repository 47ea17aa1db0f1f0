/**
 * The agent centre's page registry: every page of the domain (`AGENT_PAGES`: the menu pages and
 * the account pages) with its title (the `agent` namespace) and its lazily loaded module, which
 * default-exports the page (no props). The router builds `/agentHome` and `/agentHome/<page>` from
 * it; the menu reads the titles. Adding a page = its id in the domain, its entry here, its folder
 * under `features/`.
 */
import type { AgentPage } from '@gaming/domain/roles';
import { AGENT_ACCOUNT_PAGES, AGENT_DEFAULT_PAGE, AGENT_PAGES } from '@gaming/domain/roles';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { paths } from '../config/paths';

export interface AgentPageEntry {
  /** The page's `<title>`, h1 and menu label (a key of the `agent` namespace). */
  titleKey: `menu.${AgentPage}`;
  load: () => Promise<{ default: ComponentType }>;
}

export const agentPages = {
  agentAnnouncement: {
    titleKey: 'menu.agentAnnouncement',
    load: () => import('../features/announcements/announcements-page'),
  },
  agentTeamOverview: {
    titleKey: 'menu.agentTeamOverview',
    load: () => import('../features/team-overview/team-overview-page'),
  },
  registerCenter: {
    titleKey: 'menu.registerCenter',
    load: () => import('../features/register-centre/register-centre-page'),
  },
  downlineManagmentView: {
    titleKey: 'menu.downlineManagmentView',
    load: () => import('../features/downline/downline-page'),
  },
  personalHistoryCopy: {
    titleKey: 'menu.personalHistoryCopy',
    load: () => import('../features/reports/team-betting-page'),
  },
  palStatementsAgentCopy: {
    titleKey: 'menu.palStatementsAgentCopy',
    load: () => import('../features/reports/user-pnl-page'),
  },
  agentRevenueReport: {
    titleKey: 'menu.agentRevenueReport',
    load: () => import('../features/reports/revenue-page'),
  },
  agentDownlineTransactionDetailsCopy: {
    titleKey: 'menu.agentDownlineTransactionDetailsCopy',
    load: () => import('../features/reports/downline-transactions-page'),
  },
  agentRedRain: {
    titleKey: 'menu.agentRedRain',
    load: () => import('../features/red-envelope/red-envelope-page'),
  },
  agentDividendRecordCopy2: {
    titleKey: 'menu.agentDividendRecordCopy2',
    load: () => import('../features/contracts/dividend-records-page'),
  },
  agentDailyWages2: {
    titleKey: 'menu.agentDailyWages2',
    load: () => import('../features/contracts/daily-salary-page'),
  },
  agentHourSalary: {
    titleKey: 'menu.agentHourSalary',
    load: () => import('../features/contracts/hourly-salary-page'),
  },
  agentRealtimeSalary: {
    titleKey: 'menu.agentRealtimeSalary',
    load: () => import('../features/contracts/realtime-salary-page'),
  },
  agentPaymentPassword: {
    titleKey: 'menu.agentPaymentPassword',
    load: () => import('../features/payment-password/payment-password-page'),
  },
} satisfies Record<AgentPage, AgentPageEntry>;

export function isAgentPage(value: string | undefined): value is AgentPage {
  return (AGENT_PAGES as readonly (string | undefined)[]).includes(value);
}

/** An account page: shown whatever the merchant's settings (no §6 gate). */
export function isAgentAccountPage(page: AgentPage): boolean {
  return (AGENT_ACCOUNT_PAGES as readonly string[]).includes(page);
}

/** The page an address shows (`/agentHome` is the default page), or null for any other. */
export function agentPageOf(pathname: string): AgentPage | null {
  const page =
    pathname === paths.agentHome.path
      ? AGENT_DEFAULT_PAGE
      : matchPath(`${paths.agentHome.path}/${paths.agentHome.pagePath}`, pathname)?.params.page;
  return isAgentPage(page) ? page : null;
}
