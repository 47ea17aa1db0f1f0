/**
 * The member's records: betting record, account record (transactions, deposits, withdrawals),
 * profit and loss, rebate rates and the manual rebate with its claim.
 */
import { callsOf } from '../base-api/calls-of';
import type { ClaimRebateRequest, recordsContracts } from '../wire/records';
import { recordsCalls } from '../wire/records-calls';

/** One user action's key: a retry of the same claim (a lost reply) is paid once. */
export interface ClaimRebateArgs extends ClaimRebateRequest {
  idempotencyKey: string;
}

const calls = callsOf<typeof recordsContracts>(recordsCalls);

export const recordsApi = calls.inject((call) => ({
  gameMakers: call.gameMakers.query(),
  bets: call.bets.query({ providesTags: ['BettingRecord'] }),
  transactions: call.transactions.query({ providesTags: ['Transaction'] }),
  deposits: call.deposits.query({
    // The deposit calls invalidate this list: a cancel or "speed up" here refreshes it.
    providesTags: [{ type: 'Deposit', id: 'LIST' }],
  }),
  withdrawals: call.withdrawals.query({ providesTags: [{ type: 'Withdraw', id: 'LIST' }] }),
  profitLoss: call.profitLoss.query({ providesTags: ['Transaction'] }),
  rebateRates: call.rebateRates.query(),
  /** What a day's rebate is and what is left to claim: it moves with the ledger. */
  rebate: call.rebate.query({ providesTags: ['Transaction'] }),
  claimRebate: call.claimRebate.mutation({
    request: ({ idempotencyKey, ...body }: ClaimRebateArgs) => ({
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
    invalidatesTags: (_result, error) => (error ? [] : ['Balance', 'Transaction']),
  }),
}));

export const {
  useGameMakersQuery,
  useBetsQuery,
  useTransactionsQuery,
  useDepositsQuery,
  useWithdrawalsQuery,
  useProfitLossQuery,
  useRebateRatesQuery,
  useRebateQuery,
  useClaimRebateMutation,
} = recordsApi;
