/** Wallet schemas: wallet mode, transfers between wallets, transfer to upline, red envelopes. */
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { IsoTime, Nullable, OneOf, Text } from './schema-kit';
import { walletCalls } from './wallet-calls';

/**
 * An amount as sent: a JSON number or typed text. Its meaning (above zero, at most 2 decimals, not
 * huge) is checked by the domain's money rules, which answer `amount.invalid` instead of a shape error.
 */
export const TransferAmountInput = Type.Union([Type.Number(), Text({ maxLength: 32 })], {
  description: 'An amount above zero with at most 2 decimals (a number or its text).',
});
export type TransferAmountInput = Static<typeof TransferAmountInput>;

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const MerchantWallet = Type.Object({
  /** 1: one wallet for every game (no fund transfer); 0: a wallet per vendor. */
  isSingle: Flag,
  /** 1: members may transfer to their upline agent. */
  toUpline: Flag,
});
export type MerchantWallet = Static<typeof MerchantWallet>;

export const WalletTransferRequest = Type.Object({
  fromAccountTypeId: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  toAccountTypeId: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  amount: TransferAmountInput,
});
export type WalletTransferRequest = Static<typeof WalletTransferRequest>;

export const WalletTransferValue = Type.Object({
  successAmount: Type.Number(),
  fromAccountTypeId: Type.Integer(),
  fromBalance: Type.Number(),
  toAccountTypeId: Type.Integer(),
  toBalance: Type.Number(),
});
export type WalletTransferValue = Static<typeof WalletTransferValue>;

export const WalletReturnValue = Type.Object({
  /** What came back into the main wallet (0 when every vendor wallet was empty). */
  successAmount: Type.Number(),
  mainBalance: Type.Number(),
  /** Wallets under maintenance keep their balance. */
  skipped: Type.Array(Type.Integer()),
});
export type WalletReturnValue = Static<typeof WalletReturnValue>;

export const TransferRow = Type.Object({
  id: Type.Integer(),
  txType: OneOf(['TRANSFER_IN', 'TRANSFER_OUT', 'TRANSFER_UPLINE']),
  accountTypeId: Type.Integer(),
  walletName: Type.String(),
  /** Signed: money into the wallet is positive. */
  amount: Type.Number(),
  balanceAfter: Type.Number(),
  remark: Nullable(Type.String()),
  createdAt: IsoTime,
});
export type TransferRow = Static<typeof TransferRow>;

export const TransferLog = Type.Object({ list: Type.Array(TransferRow) });
export type TransferLog = Static<typeof TransferLog>;

export const TransferUplineRequest = Type.Object({
  transferAmount: TransferAmountInput,
  /** The payment password when the member has one, else the login password. */
  password: Text({ minLength: 1, maxLength: 64 }),
  remark: Type.Optional(Text({ maxLength: 100 })),
});
export type TransferUplineRequest = Static<typeof TransferUplineRequest>;

export const TransferUplineValue = Type.Object({
  transferAmount: Type.Number(),
  balance: Type.Number(),
});
export type TransferUplineValue = Static<typeof TransferUplineValue>;

export const UplineTransfers = Type.Object({
  /** Which password the transfer asks: the payment password once it is set, else the login one. */
  passwordKind: OneOf(['payment', 'login']),
  uplineName: Nullable(Type.String()),
  balance: Type.Number(),
  list: Type.Array(TransferRow),
});
export type UplineTransfers = Static<typeof UplineTransfers>;

export const RED_ENVELOPE_STATES = ['AVAILABLE', 'CLAIMED', 'EXPIRED'] as const;
export type RedEnvelopeState = (typeof RED_ENVELOPE_STATES)[number];

export const RedEnvelope = Type.Object({
  id: Type.Integer(),
  senderName: Type.String(),
  /** Known once opened. */
  amount: Nullable(Type.Number()),
  message: Type.String(),
  status: OneOf(RED_ENVELOPE_STATES),
  createdAt: IsoTime,
  expiresAt: IsoTime,
  claimedAt: Nullable(IsoTime),
});
export type RedEnvelope = Static<typeof RedEnvelope>;

export const RedEnvelopeList = Type.Object({ list: Type.Array(RedEnvelope) });
export type RedEnvelopeList = Static<typeof RedEnvelopeList>;

export const ClaimRedEnvelopeRequest = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export type ClaimRedEnvelopeRequest = Static<typeof ClaimRedEnvelopeRequest>;

export const ClaimRedEnvelopeValue = Type.Object({
  id: Type.Integer(),
  amount: Type.Number(),
  balance: Type.Number(),
});
export type ClaimRedEnvelopeValue = Static<typeof ClaimRedEnvelopeValue>;

export const walletContracts = contractsOf('wallet', walletCalls, {
  merchantWallet: {
    summary: 'The merchant wallet mode (isSingle) and whether transfer to upline is on',
    value: MerchantWallet,
  },
  walletTransfer: {
    summary: 'Move money between the main wallet and a vendor wallet (Idempotency-Key honoured)',
    body: WalletTransferRequest,
    value: WalletTransferValue,
  },
  walletReturn: {
    summary: 'Recall every vendor wallet into the main wallet (Idempotency-Key honoured)',
    value: WalletReturnValue,
  },
  transferLog: {
    summary: 'Transfers between wallets of the last 2 days (at most 20)',
    value: TransferLog,
  },
  transferUpline: {
    summary: 'Transfer to the upline agent (sealed; Idempotency-Key honoured)',
    body: TransferUplineRequest,
    value: TransferUplineValue,
  },
  uplineTransfers: {
    summary: 'The password the upline transfer asks, the upline, and the last transfers to it',
    value: UplineTransfers,
  },
  redEnvelopes: {
    summary: 'The member red envelopes: unopened ones and those of the last 30 days',
    value: RedEnvelopeList,
  },
  claimRedEnvelope: {
    summary: 'Open a red envelope: its amount goes to the main wallet, once',
    body: ClaimRedEnvelopeRequest,
    value: ClaimRedEnvelopeValue,
  },
});
