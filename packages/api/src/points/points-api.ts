/** The points mall's endpoints (original-site.md §2). Redeem and convert are sealed and idempotent. */
import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type { Idempotent } from '../deposit/deposit-api';
import type {
  ConvertPointsRequest,
  ConvertPointsValue,
  PointBalance,
  PointConfig,
  PointDetailsPage,
  PointDetailsQuery,
  PointRewards,
  PointRewardsQuery,
  RedeemPointsRequest,
  RedeemPointsValue,
  RedemptionsPage,
  RedemptionsQuery,
} from '../wire/points';
import { pointsCalls } from '../wire/points-calls';

const BALANCE = { type: 'Points', id: 'BALANCE' } as const;
const REWARDS = { type: 'Points', id: 'REWARDS' } as const;
const HISTORY = { type: 'Points', id: 'HISTORY' } as const;
const DETAILS = { type: 'Points', id: 'DETAILS' } as const;

export const pointsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pointBalance: build.query<PointBalance, void>({
      query: () => callRequest(pointsCalls.balance),
      providesTags: [BALANCE],
    }),
    pointConfig: build.query<PointConfig, void>({
      query: () => callRequest(pointsCalls.config),
      providesTags: [{ type: 'Points', id: 'CONFIG' }],
    }),
    pointRewards: build.query<PointRewards, PointRewardsQuery>({
      query: (params) => callRequest(pointsCalls.rewards, { params }),
      providesTags: [REWARDS],
    }),
    redeemPoints: build.mutation<RedeemPointsValue, RedeemPointsRequest & Idempotent>({
      query: ({ idempotencyKey, ...body }) =>
        callRequest(pointsCalls.redeem, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: (_result, error) =>
        error ? [] : [BALANCE, REWARDS, HISTORY, DETAILS, 'Balance', 'Transaction'],
    }),
    redemptions: build.query<RedemptionsPage, RedemptionsQuery>({
      query: (params) => callRequest(pointsCalls.redemptions, { params }),
      providesTags: [HISTORY],
    }),
    pointDetails: build.query<PointDetailsPage, PointDetailsQuery>({
      query: (params) => callRequest(pointsCalls.details, { params }),
      providesTags: [DETAILS],
    }),
    convertPoints: build.mutation<ConvertPointsValue, ConvertPointsRequest & Idempotent>({
      query: ({ idempotencyKey, ...body }) =>
        callRequest(pointsCalls.convert, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: (_result, error) =>
        error ? [] : [BALANCE, DETAILS, 'Balance', 'Transaction'],
    }),
  }),
});

export const {
  usePointBalanceQuery,
  usePointConfigQuery,
  usePointRewardsQuery,
  useRedeemPointsMutation,
  useRedemptionsQuery,
  usePointDetailsQuery,
  useConvertPointsMutation,
} = pointsApi;
