/**
 * The agent centre's reports: team betting, user P&L, the agent's own income and the downline's
 * transactions. Every answer covers the signed-in agent's own downline tree.
 */
import { callsOf } from '../base-api/calls-of';
import type { agentReportsContracts } from '../wire/agent-reports';
import { agentReportsCalls } from '../wire/agent-reports-calls';

const calls = callsOf<typeof agentReportsContracts>(agentReportsCalls);

export const agentReportsApi = calls.inject((call) => ({
  teamBetting: call.teamBetting.query({ providesTags: ['BettingRecord'] }),
  userPnl: call.userPnl.query({ providesTags: ['Transaction'] }),
  income: call.income.query({ providesTags: ['Transaction'] }),
  downlineTransactions: call.downlineTransactions.query({ providesTags: ['Transaction'] }),
}));

export const {
  useTeamBettingQuery,
  useLazyTeamBettingQuery,
  useUserPnlQuery,
  useLazyUserPnlQuery,
  useIncomeQuery,
  useLazyIncomeQuery,
  useDownlineTransactionsQuery,
  useLazyDownlineTransactionsQuery,
} = agentReportsApi;
