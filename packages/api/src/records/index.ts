export {
  recordsApi,
  useBetsQuery,
  useClaimRebateMutation,
  useDepositsQuery,
  useGameMakersQuery,
  useProfitLossQuery,
  useRebateQuery,
  useRebateRatesQuery,
  useTransactionsQuery,
  useWithdrawalsQuery,
} from './records-api';
export type { ClaimRebateArgs } from './records-api';
