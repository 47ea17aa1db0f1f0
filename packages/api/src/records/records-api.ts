/**
 * The member's records: betting record, account record (transactions, deposits, withdrawals),
 * profit and loss, rebate rates and the manual rebate with its claim.
 */
import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type {
  BetsPage,
  BetsQuery,
  ClaimRebateRequest,
  ClaimRebateValue,
  DepositsPage,
  DepositsQuery,
  GameMaker,
  ProfitLossQuery,
  ProfitLossReport,
  RebateDay,
  RebateQuery,
  RebateRates,
  TransactionsPage,
  TransactionsQuery,
  WithdrawalsPage,
  WithdrawalsQuery,
} from '../wire/records';
import { recordsCalls } from '../wire/records-calls';

/** One user action's key: a retry of the same claim (a lost reply) is paid once. */
export interface ClaimRebateArgs extends ClaimRebateRequest {
  idempotencyKey: string;
}

export const recordsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    gameMakers: build.query<GameMaker[], void>({
      query: () => callRequest(recordsCalls.gameMakers),
    }),
    bets: build.query<BetsPage, BetsQuery>({
      query: (params) => callRequest(recordsCalls.bets, { params }),
      providesTags: ['BettingRecord'],
    }),
    transactions: build.query<TransactionsPage, TransactionsQuery>({
      query: (params) => callRequest(recordsCalls.transactions, { params }),
      providesTags: ['Transaction'],
    }),
    deposits: build.query<DepositsPage, DepositsQuery>({
      query: (params) => callRequest(recordsCalls.deposits, { params }),
      // The deposit calls invalidate this list: a cancel or "speed up" here refreshes it.
      providesTags: [{ type: 'Deposit', id: 'LIST' }],
    }),
    withdrawals: build.query<WithdrawalsPage, WithdrawalsQuery>({
      query: (params) => callRequest(recordsCalls.withdrawals, { params }),
      providesTags: [{ type: 'Withdraw', id: 'LIST' }],
    }),
    profitLoss: build.query<ProfitLossReport, ProfitLossQuery>({
      query: (params) => callRequest(recordsCalls.profitLoss, { params }),
      providesTags: ['Transaction'],
    }),
    rebateRates: build.query<RebateRates, void>({
      query: () => callRequest(recordsCalls.rebateRates),
    }),
    /** What a day's rebate is and what is left to claim: it moves with the ledger. */
    rebate: build.query<RebateDay, RebateQuery>({
      query: (params) => callRequest(recordsCalls.rebate, { params }),
      providesTags: ['Transaction'],
    }),
    claimRebate: build.mutation<ClaimRebateValue, ClaimRebateArgs>({
      query: ({ idempotencyKey, ...body }) =>
        callRequest(recordsCalls.claimRebate, {
          body,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      invalidatesTags: (_result, error) => (error ? [] : ['Balance', 'Transaction']),
    }),
  }),
});

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
