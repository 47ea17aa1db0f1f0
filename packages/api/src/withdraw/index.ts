export {
  useBindWithdrawAccountMutation,
  useConfirmReceiptMutation,
  useCreateWithdrawMutation,
  useDeleteWithdrawAccountMutation,
  usePaymentConfirmationsQuery,
  useWithdrawAccountsQuery,
  useWithdrawSettingsQuery,
  withdrawApi,
} from './withdraw-api';
