import { callsOf } from '../base-api/calls-of';
import type { TransferUplineRequest, walletContracts, WalletTransferRequest } from '../wire/wallet';
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

const calls = callsOf<typeof walletContracts>(walletCalls);

export const walletApi = calls.inject((call) => ({
  merchantWallet: call.merchantWallet.query({ providesTags: ['Permission'] }),
  walletTransfer: call.walletTransfer.mutation({
    request: (arg: WalletTransferRequest & Idempotent) => ({
      body: withoutKey(arg),
      headers: keyHeader(arg.idempotencyKey),
    }),
    invalidatesTags: [...MONEY],
  }),
  walletReturn: call.walletReturn.mutation({
    request: (arg: Idempotent | void) => ({
      headers: keyHeader(arg ? arg.idempotencyKey : undefined),
    }),
    invalidatesTags: [...MONEY],
  }),
  transferLog: call.transferLog.query({ providesTags: ['Transaction'] }),
  transferUpline: call.transferUpline.mutation({
    request: (arg: TransferUplineRequest & Idempotent) => ({
      body: withoutKey(arg),
      headers: keyHeader(arg.idempotencyKey),
    }),
    invalidatesTags: (_result, error) => (error ? [] : [...MONEY]),
  }),
  uplineTransfers: call.uplineTransfers.query({ providesTags: ['Transaction', 'Member'] }),
  redEnvelopes: call.redEnvelopes.query({ providesTags: ['Promotion'] }),
  claimRedEnvelope: call.claimRedEnvelope.mutation({
    // A refused claim (opened elsewhere, expired) also changes the list.
    invalidatesTags: [...MONEY, 'Promotion'],
  }),
}));

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
