export {
  depositApi,
  orderRoute,
  useCancelDepositMutation,
  useCreateDepositMutation,
  useDepositPromotionsQuery,
  useDepositSettingsQuery,
  useMarkDepositPaidMutation,
  useOpenDepositsQuery,
  useRemindDepositMutation,
  useUploadDepositSlipMutation,
} from './deposit-api';
export type { Idempotent } from './deposit-api';
