import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type {
  ClaimRedEnvelopeRequest,
  ClaimRedEnvelopeValue,
  MerchantWallet,
  RedEnvelopeList,
  TransferLog,
  TransferUplineRequest,
  TransferUplineValue,
  UplineTransfers,
  WalletReturnValue,
  WalletTransferRequest,
  WalletTransferValue,
} from '../wire/wallet';
import { walletCalls } from '../wire/wallet-calls';

/** One user action: the same key on a resend makes the platform answer the first result again. */
export interface Idempotent {
  idempotencyKey?: string;
}

const MONEY = ['Balance', 'Member', 'Transaction'] as const;

function keyHeader(key: string | undefined): Record<string, string> {
  return { 'Idempotency-Key': key ?? crypto.randomUUID() };
}

function withoutKey<T extends Idempotent>(arg: T): Omit<T, 'idempotencyKey'> {
  const { idempotencyKey: _key, ...body } = arg;
  return body;
}

export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    merchantWallet: build.query<MerchantWallet, void>({
      query: () => callRequest(walletCalls.merchantWallet),
      providesTags: ['Permission'],
    }),
    walletTransfer: build.mutation<WalletTransferValue, WalletTransferRequest & Idempotent>({
      query: (arg) =>
        callRequest(walletCalls.walletTransfer, {
          body: withoutKey(arg),
          headers: keyHeader(arg.idempotencyKey),
        }),
      invalidatesTags: [...MONEY],
    }),
    walletReturn: build.mutation<WalletReturnValue, Idempotent | void>({
      query: (arg) =>
        callRequest(walletCalls.walletReturn, {
          headers: keyHeader(arg ? arg.idempotencyKey : undefined),
        }),
      invalidatesTags: [...MONEY],
    }),
    transferLog: build.query<TransferLog, void>({
      query: () => callRequest(walletCalls.transferLog),
      providesTags: ['Transaction'],
    }),
    transferUpline: build.mutation<TransferUplineValue, TransferUplineRequest & Idempotent>({
      query: (arg) =>
        callRequest(walletCalls.transferUpline, {
          body: withoutKey(arg),
          headers: keyHeader(arg.idempotencyKey),
        }),
      invalidatesTags: (_result, error) => (error ? [] : [...MONEY]),
    }),
    uplineTransfers: build.query<UplineTransfers, void>({
      query: () => callRequest(walletCalls.uplineTransfers),
      providesTags: ['Transaction', 'Member'],
    }),
    redEnvelopes: build.query<RedEnvelopeList, void>({
      query: () => callRequest(walletCalls.redEnvelopes),
      providesTags: ['Promotion'],
    }),
    claimRedEnvelope: build.mutation<ClaimRedEnvelopeValue, ClaimRedEnvelopeRequest>({
      query: (body) => callRequest(walletCalls.claimRedEnvelope, { body }),
      // A refused claim (opened elsewhere, expired) also changes the list.
      invalidatesTags: [...MONEY, 'Promotion'],
    }),
  }),
});

export const {
  useMerchantWalletQuery,
  useWalletTransferMutation,
  useWalletReturnMutation,
  useTransferLogQuery,
  useTransferUplineMutation,
  useUplineTransfersQuery,
  useRedEnvelopesQuery,
  useClaimRedEnvelopeMutation,
} = walletApi;
