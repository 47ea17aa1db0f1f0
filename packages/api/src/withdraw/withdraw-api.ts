import { callsOf } from '../base-api/calls-of';
import type { Idempotent } from '../deposit/deposit-api';
import type {
  ConfirmReceiptRequest,
  CreateWithdrawRequest,
  withdrawContracts,
} from '../wire/withdraw';
import { withdrawCalls } from '../wire/withdraw-calls';

const LIST = { type: 'Withdraw', id: 'LIST' } as const;

const calls = callsOf<typeof withdrawContracts>(withdrawCalls);

export const withdrawApi = calls.inject((call) => ({
  withdrawSettings: call.settings.query({ providesTags: [LIST, 'Balance'] }),
  withdrawAccounts: call.accounts.query({ providesTags: [{ type: 'Withdraw', id: 'ACCOUNTS' }] }),
  bindWithdrawAccount: call.bindAccount.mutation({
    invalidatesTags: (_result, error) =>
      error ? [] : [{ type: 'Withdraw', id: 'ACCOUNTS' }, LIST, 'Member'],
  }),
  deleteWithdrawAccount: call.deleteAccount.mutation({
    request: ({ id, paymentPassword }: { id: number; paymentPassword: string }) => ({
      path: { id },
      body: { paymentPassword },
    }),
    invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Withdraw', id: 'ACCOUNTS' }]),
  }),
  createWithdraw: call.create.mutation({
    request: ({ idempotencyKey, ...body }: CreateWithdrawRequest & Idempotent) => ({
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
    invalidatesTags: (_result, error) => (error ? [] : [LIST, 'Balance', 'Member', 'Transaction']),
  }),
  paymentConfirmations: call.confirmations.query({
    providesTags: [{ type: 'Withdraw', id: 'CONFIRMATIONS' }],
  }),
  confirmReceipt: call.confirm.mutation({
    request: ({ orderNo, ...body }: { orderNo: string } & ConfirmReceiptRequest) => ({
      path: { orderNo },
      body,
    }),
    // The withdraw page lists the answer with the order (its settings carry the recent ones).
    invalidatesTags: (_result, error) =>
      error ? [] : [{ type: 'Withdraw', id: 'CONFIRMATIONS' }, LIST],
  }),
}));

export const {
  useWithdrawSettingsQuery,
  useWithdrawAccountsQuery,
  useBindWithdrawAccountMutation,
  useDeleteWithdrawAccountMutation,
  useCreateWithdrawMutation,
  usePaymentConfirmationsQuery,
  useConfirmReceiptMutation,
} = withdrawApi;
