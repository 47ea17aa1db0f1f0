export {
  agentReportsApi,
  useDownlineTransactionsQuery,
  useIncomeQuery,
  useLazyDownlineTransactionsQuery,
  useLazyIncomeQuery,
  useLazyTeamBettingQuery,
  useLazyUserPnlQuery,
  useTeamBettingQuery,
  useUserPnlQuery,
} from './agent-reports-api';
