import { callsOf } from '../base-api/calls-of';
import type { CreateDepositRequest, depositContracts, ImageUpload } from '../wire/deposit';
import { depositCalls } from '../wire/deposit-calls';

/** What a money call carries so that a repeated click or retry is one movement on the platform. */
export interface Idempotent {
  /** One per user action (`crypto.randomUUID()`), kept while the same action is retried. */
  idempotencyKey: string;
}

const LIST = { type: 'Deposit', id: 'LIST' } as const;
const PROMOTIONS = { type: 'Deposit', id: 'PROMOTIONS' } as const;

const calls = callsOf<typeof depositContracts>(depositCalls);

/** An order's path (order numbers are letters and digits only). */
const order = ({ orderNo }: { orderNo: string }) => ({ path: { orderNo } });

export const depositApi = calls.inject((call) => ({
  depositSettings: call.settings.query({ providesTags: [LIST] }),
  depositPromotions: call.promotions.query({
    // Named in the request's language: a change of language asks again (tag 'Deposit').
    providesTags: [PROMOTIONS],
  }),
  createDeposit: call.create.mutation({
    request: ({ idempotencyKey, ...body }: CreateDepositRequest & Idempotent) => ({
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
    invalidatesTags: (_result, error) => (error ? [] : [LIST, 'Member']),
  }),
  openDeposits: call.openOrders.query({ providesTags: [LIST] }),
  markDepositPaid: call.markPaid.mutation({
    request: order,
    invalidatesTags: (_result, error) => (error ? [] : [LIST, 'Member']),
  }),
  uploadDepositSlip: call.uploadSlip.mutation({
    request: ({ orderNo, ...body }: { orderNo: string } & ImageUpload) => ({
      path: { orderNo },
      body,
    }),
    invalidatesTags: (_result, error) => (error ? [] : [LIST]),
  }),
  cancelDeposit: call.cancel.mutation({
    request: order,
    invalidatesTags: (_result, error) => (error ? [] : [LIST, 'Member']),
  }),
  remindDeposit: call.remind.mutation({
    request: order,
    invalidatesTags: (_result, error) => (error ? [] : [LIST]),
  }),
}));

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
