export {
  agentReportsApi,
  useDownlineTransactionsQuery,
  useIncomeQuery,
  useTeamBettingQuery,
  useUserPnlQuery,
} from './agent-reports-api';
