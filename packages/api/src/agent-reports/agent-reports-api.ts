/**
 * The agent centre's reports: team betting, user P&L, the agent's own income and the downline's
 * transactions. Every answer covers the signed-in agent's own downline tree.
 */
import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type {
  DownlineTransactionsPage,
  DownlineTransactionsQuery,
  IncomePage,
  IncomeQuery,
  TeamBettingPage,
  TeamBettingQuery,
  UserPnlPage,
  UserPnlQuery,
} from '../wire/agent-reports';
import { agentReportsCalls } from '../wire/agent-reports-calls';

export const agentReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    teamBetting: build.query<TeamBettingPage, TeamBettingQuery>({
      query: (params) => callRequest(agentReportsCalls.teamBetting, { params }),
      providesTags: ['BettingRecord'],
    }),
    userPnl: build.query<UserPnlPage, UserPnlQuery>({
      query: (params) => callRequest(agentReportsCalls.userPnl, { params }),
      providesTags: ['Transaction'],
    }),
    income: build.query<IncomePage, IncomeQuery>({
      query: (params) => callRequest(agentReportsCalls.income, { params }),
      providesTags: ['Transaction'],
    }),
    downlineTransactions: build.query<DownlineTransactionsPage, DownlineTransactionsQuery>({
      query: (params) => callRequest(agentReportsCalls.downlineTransactions, { params }),
      providesTags: ['Transaction'],
    }),
  }),
});

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
