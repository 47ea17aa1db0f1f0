import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type {
  CreateDepositRequest,
  DepositOrder,
  DepositPromotion,
  DepositPromotionsArgs,
  DepositSettings,
  ImageUpload,
} from '../wire/deposit';
import { depositCalls } from '../wire/deposit-calls';

/** What a money call carries so that a repeated click or retry is one movement on the platform. */
export interface Idempotent {
  /** One per user action (`crypto.randomUUID()`), kept while the same action is retried. */
  idempotencyKey: string;
}

const LIST = { type: 'Deposit', id: 'LIST' } as const;
const PROMOTIONS = { type: 'Deposit', id: 'PROMOTIONS' } as const;

export const depositApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    depositSettings: build.query<DepositSettings, void>({
      query: () => callRequest(depositCalls.settings),
      providesTags: [LIST],
    }),
    depositPromotions: build.query<DepositPromotion[], DepositPromotionsArgs>({
      query: (params) => callRequest(depositCalls.promotions, { params }),
      // Named in the request's language: a change of language asks again (tag 'Deposit').
      providesTags: [PROMOTIONS],
    }),
    createDeposit: build.mutation<DepositOrder, CreateDepositRequest & Idempotent>({
      query: ({ idempotencyKey, ...body }) =>
        callRequest(depositCalls.create, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST, 'Member']),
    }),
    openDeposits: build.query<DepositOrder[], void>({
      query: () => callRequest(depositCalls.openOrders),
      providesTags: [LIST],
    }),
    markDepositPaid: build.mutation<DepositOrder, { orderNo: string }>({
      query: (params) => callRequest(orderRoute(depositCalls.markPaid, params.orderNo)),
      invalidatesTags: (_result, error) => (error ? [] : [LIST, 'Member']),
    }),
    uploadDepositSlip: build.mutation<DepositOrder, { orderNo: string } & ImageUpload>({
      query: ({ orderNo, ...body }) =>
        callRequest(orderRoute(depositCalls.uploadSlip, orderNo), { body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    cancelDeposit: build.mutation<DepositOrder, { orderNo: string }>({
      query: (params) => callRequest(orderRoute(depositCalls.cancel, params.orderNo)),
      invalidatesTags: (_result, error) => (error ? [] : [LIST, 'Member']),
    }),
    remindDeposit: build.mutation<DepositOrder, { orderNo: string }>({
      query: (params) => callRequest(orderRoute(depositCalls.remind, params.orderNo)),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
  }),
});

/** A route with its `:orderNo` filled in (order numbers are letters and digits only). */
export function orderRoute<R extends { url: string }>(route: R, orderNo: string): R {
  return { ...route, url: route.url.replace(':orderNo', encodeURIComponent(orderNo)) };
}

export const {
  useDepositSettingsQuery,
  useDepositPromotionsQuery,
  useCreateDepositMutation,
  useOpenDepositsQuery,
  useMarkDepositPaidMutation,
  useUploadDepositSlipMutation,
  useCancelDepositMutation,
  useRemindDepositMutation,
} = depositApi;
