/**
 * The agent centre's page registry: every menu page of the domain (`AGENT_MENU_PAGES`) with its
 * title (the `agent` namespace) and its lazily loaded module, which default-exports the page
 * (no props). The router builds `/agentHome` and `/agentHome/<page>` from it; the menu reads the
 * titles. Adding a page = its id in the domain, its entry here, its folder under `features/`.
 */
import type { AgentMenuPage } from '@gaming/domain/roles';
import type { ComponentType } from 'react';

export interface AgentPageEntry {
  /** The page's `<title>`, h1 and menu label (a key of the `agent` namespace). */
  titleKey: `menu.${AgentMenuPage}`;
  load: () => Promise<{ default: ComponentType }>;
}

// Until the pages of the other parts of issue 13 land, they point at one calm placeholder.
const pending = () => import('../features/shell/page-pending');

export const agentPages = {
  agentAnnouncement: {
    titleKey: 'menu.agentAnnouncement',
    load: () => import('../features/announcements/announcements-page'),
  },
  agentTeamOverview: { titleKey: 'menu.agentTeamOverview', load: pending },
  registerCenter: { titleKey: 'menu.registerCenter', load: pending },
  downlineManagmentView: { titleKey: 'menu.downlineManagmentView', load: pending },
  personalHistoryCopy: { titleKey: 'menu.personalHistoryCopy', load: pending },
  palStatementsAgentCopy: { titleKey: 'menu.palStatementsAgentCopy', load: pending },
  agentRevenueReport: { titleKey: 'menu.agentRevenueReport', load: pending },
  agentDownlineTransactionDetailsCopy: {
    titleKey: 'menu.agentDownlineTransactionDetailsCopy',
    load: pending,
  },
  agentRedRain: { titleKey: 'menu.agentRedRain', load: pending },
  agentDividendRecordCopy2: { titleKey: 'menu.agentDividendRecordCopy2', load: pending },
  agentDailyWages2: { titleKey: 'menu.agentDailyWages2', load: pending },
  agentHourSalary: { titleKey: 'menu.agentHourSalary', load: pending },
  agentRealtimeSalary: { titleKey: 'menu.agentRealtimeSalary', load: pending },
} satisfies Record<AgentMenuPage, AgentPageEntry>;
