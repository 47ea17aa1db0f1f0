/**
 * The agent centre's reports (§2 Agent centre; original personalHistoryCopy,
 * palStatementsAgentCopy, agentRevenueReport, agentDownlineTransactionDetailsCopy): team betting,
 * user profit and loss, the agent's own income, and the downline's ledger rows. Agents only; each
 * reads the agent's own downline tree (any depth) and nothing beyond it.
 */
import type { CallRoute } from './call';

const agent = { auth: true, agentOnly: true } as const;

export const agentReportsCalls = {
  teamBetting: { url: '/wps/agent/reports/team-betting', ...agent },
  userPnl: { url: '/wps/agent/reports/user-pnl', ...agent },
  income: { url: '/wps/agent/reports/income', ...agent },
  downlineTransactions: { url: '/wps/agent/reports/downline-transactions', ...agent },
} as const satisfies Record<string, CallRoute>;
