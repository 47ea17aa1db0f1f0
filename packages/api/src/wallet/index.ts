export {
  useClaimRedEnvelopeMutation,
  useMerchantWalletQuery,
  useRedEnvelopesQuery,
  useTransferLogQuery,
  useTransferUplineMutation,
  useUplineTransfersQuery,
  useWalletReturnMutation,
  useWalletTransferMutation,
  walletApi,
} from './wallet-api';
export type { Idempotent } from './wallet-api';
