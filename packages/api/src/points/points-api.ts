/** The points mall's endpoints. Redeem and convert are sealed and idempotent. */
import { callsOf } from '../base-api/calls-of';
import type { Idempotent } from '../deposit/deposit-api';
import type { ConvertPointsRequest, pointsContracts, RedeemPointsRequest } from '../wire/points';
import { pointsCalls } from '../wire/points-calls';

const BALANCE = { type: 'Points', id: 'BALANCE' } as const;
const REWARDS = { type: 'Points', id: 'REWARDS' } as const;
const HISTORY = { type: 'Points', id: 'HISTORY' } as const;
const DETAILS = { type: 'Points', id: 'DETAILS' } as const;

const calls = callsOf<typeof pointsContracts>(pointsCalls);

export const pointsApi = calls.inject((call) => ({
  pointBalance: call.balance.query({ providesTags: [BALANCE] }),
  pointConfig: call.config.query({ providesTags: [{ type: 'Points', id: 'CONFIG' }] }),
  pointRewards: call.rewards.query({ providesTags: [REWARDS] }),
  redeemPoints: call.redeem.mutation({
    request: ({ idempotencyKey, ...body }: RedeemPointsRequest & Idempotent) => ({
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
    invalidatesTags: (_result, error) =>
      error ? [] : [BALANCE, REWARDS, HISTORY, DETAILS, 'Balance', 'Transaction'],
  }),
  redemptions: call.redemptions.query({ providesTags: [HISTORY] }),
  pointDetails: call.details.query({ providesTags: [DETAILS] }),
  convertPoints: call.convert.mutation({
    request: ({ idempotencyKey, ...body }: ConvertPointsRequest & Idempotent) => ({
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
    invalidatesTags: (_result, error) =>
      error ? [] : [BALANCE, DETAILS, 'Balance', 'Transaction'],
  }),
}));

export const {
  usePointBalanceQuery,
  usePointConfigQuery,
  usePointRewardsQuery,
  useRedeemPointsMutation,
  useRedemptionsQuery,
  usePointDetailsQuery,
  useConvertPointsMutation,
} = pointsApi;
