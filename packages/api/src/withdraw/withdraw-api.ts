import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type { Idempotent } from '../deposit/deposit-api';
import { orderRoute } from '../deposit/deposit-api';
import type {
  BindWithdrawAccountRequest,
  ConfirmReceiptRequest,
  CreateWithdrawRequest,
  PaymentConfirmation,
  WithdrawAccount,
  WithdrawAccounts,
  WithdrawOrder,
  WithdrawSettings,
} from '../wire/withdraw';
import { withdrawCalls } from '../wire/withdraw-calls';

const LIST = { type: 'Withdraw', id: 'LIST' } as const;

export const withdrawApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    withdrawSettings: build.query<WithdrawSettings, void>({
      query: () => callRequest(withdrawCalls.settings),
      providesTags: [LIST, 'Balance'],
    }),
    withdrawAccounts: build.query<WithdrawAccounts, void>({
      query: () => callRequest(withdrawCalls.accounts),
      providesTags: [{ type: 'Withdraw', id: 'ACCOUNTS' }],
    }),
    bindWithdrawAccount: build.mutation<WithdrawAccount, BindWithdrawAccountRequest>({
      query: (body) => callRequest(withdrawCalls.bindAccount, { body }),
      invalidatesTags: (_result, error) =>
        error ? [] : [{ type: 'Withdraw', id: 'ACCOUNTS' }, LIST, 'Member'],
    }),
    deleteWithdrawAccount: build.mutation<null, { id: number; paymentPassword: string }>({
      query: ({ id, paymentPassword }) =>
        callRequest(
          {
            ...withdrawCalls.deleteAccount,
            url: withdrawCalls.deleteAccount.url.replace(':id', String(id)),
          },
          { body: { paymentPassword } },
        ),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Withdraw', id: 'ACCOUNTS' }]),
    }),
    createWithdraw: build.mutation<WithdrawOrder, CreateWithdrawRequest & Idempotent>({
      query: ({ idempotencyKey, ...body }) =>
        callRequest(withdrawCalls.create, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: (_result, error) =>
        error ? [] : [LIST, 'Balance', 'Member', 'Transaction'],
    }),
    paymentConfirmations: build.query<PaymentConfirmation[], void>({
      query: () => callRequest(withdrawCalls.confirmations),
      providesTags: [{ type: 'Withdraw', id: 'CONFIRMATIONS' }],
    }),
    confirmReceipt: build.mutation<
      { confirmation: 'received' | 'not_received' },
      { orderNo: string } & ConfirmReceiptRequest
    >({
      query: ({ orderNo, ...body }) =>
        callRequest(orderRoute(withdrawCalls.confirm, orderNo), { body }),
      // The withdraw page lists the answer with the order (its settings carry the recent ones).
      invalidatesTags: (_result, error) =>
        error ? [] : [{ type: 'Withdraw', id: 'CONFIRMATIONS' }, LIST],
    }),
  }),
});

export const {
  useWithdrawSettingsQuery,
  useWithdrawAccountsQuery,
  useBindWithdrawAccountMutation,
  useDeleteWithdrawAccountMutation,
  useCreateWithdrawMutation,
  usePaymentConfirmationsQuery,
  useConfirmReceiptMutation,
} = withdrawApi;
