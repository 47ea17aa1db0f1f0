/**
 * Withdrawal schemas (original getWithdrawSett, getWithdrawSettings, MCSFE_getWithdrawAccountInfo,
 * getTurnoverInfo, withdraw, withdrawAddCard, withdrawDelCard, getPaymentConfirmationList).
 */
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { AmountInput, ImageUpload } from './deposit';
import { IsoTime, Nullable, OneOf, Text } from './schema-kit';
import { withdrawCalls } from './withdraw-calls';

/** BC bank card, EW e-wallet, VW crypto wallet. */
export const WITHDRAW_TYPES = ['BC', 'EW', 'VW'] as const;
export type WithdrawType = (typeof WITHDRAW_TYPES)[number];

export const WithdrawLimits = Type.Object({
  type: OneOf(WITHDRAW_TYPES),
  min: Type.Number(),
  max: Type.Number(),
  feePercent: Type.Number(),
  feeFixed: Type.Number(),
  feeMin: Type.Number(),
  feeMax: Type.Number(),
  /** How many accounts of this type a member may bind. */
  maxAccounts: Type.Integer(),
});
export type WithdrawLimits = Static<typeof WithdrawLimits>;

/** The turnover gate (original getTurnoverInfo): A hide, I tip, N blocked. */
export const Turnover = Type.Object({
  status: OneOf(['A', 'I', 'N']),
  required: Type.Number(),
  done: Type.Number(),
});
export type Turnover = Static<typeof Turnover>;

export const WITHDRAW_ORDER_STATES = [
  'processing',
  'transferring',
  'audit_fail',
  'success',
  'failed',
] as const;

/** Where a paid withdrawal's receipt stands (§4): asked, answered, or counted as received. */
export const RECEIPT_STATES = ['waiting', 'received', 'not_received', 'auto'] as const;

/**
 * A withdrawal on the withdraw page: one still held (processing, transferring) or one decided in the
 * last day, so the page says what became of it once the live notice makes the settings stale.
 */
export const WithdrawProgress = Type.Object({
  orderNo: Type.String(),
  status: OneOf(WITHDRAW_ORDER_STATES),
  amount: Type.Number(),
  /** What reaches the account: amount − fee. */
  receive: Type.Number(),
  accountName: Type.String(),
  createdAt: IsoTime,
  decidedAt: Nullable(IsoTime),
  /** The operator's remark on a rejected or failed withdrawal. */
  remark: Nullable(Type.String()),
  /** Paid withdrawals: the member's answer about the money arriving (null: none asked). */
  receipt: Nullable(OneOf(RECEIPT_STATES)),
});
export type WithdrawProgress = Static<typeof WithdrawProgress>;

export const WithdrawSettings = Type.Object({
  allowWithdraw: Type.Boolean(),
  message: Nullable(Type.String()),
  /** Allowed hours in the merchant's time, `HH:mm`; null = any time. */
  hours: Nullable(Type.Object({ from: Type.String(), to: Type.String() })),
  openNow: Type.Boolean(),
  limits: Type.Array(WithdrawLimits),
  /** min(main wallet, what today's limit leaves). */
  available: Type.Number(),
  balance: Type.Number(),
  turnover: Turnover,
  paymentPasswordSet: Type.Boolean(),
  /** The extra step a withdrawal asks: none, an SMS code to the bound number, or an authenticator code. */
  verification: OneOf(['NONE', 'SMS', 'TOTP']),
  /** The payee name every account's holder must match; null until the first account is bound. */
  payeeName: Nullable(Type.String()),
  /** Minutes after payment an unconfirmed withdrawal counts as received. */
  confirmMinutes: Type.Integer(),
  precautionNote: Nullable(Type.String()),
  /** Held withdrawals and those decided in the last day, newest first. */
  orders: Type.Array(WithdrawProgress),
});
export type WithdrawSettings = Static<typeof WithdrawSettings>;

export const WithdrawAccount = Type.Object({
  id: Type.Integer(),
  type: OneOf(WITHDRAW_TYPES),
  code: Type.String(),
  name: Type.String(),
  holder: Type.String(),
  /** The number with all but its last 4 characters masked. */
  maskedNumber: Type.String(),
});
export type WithdrawAccount = Static<typeof WithdrawAccount>;

/** A bank, e-wallet or network one can bind. */
export const WithdrawInstitution = Type.Object({
  type: OneOf(WITHDRAW_TYPES),
  code: Type.String(),
  name: Type.String(),
});
export type WithdrawInstitution = Static<typeof WithdrawInstitution>;

export const WithdrawAccounts = Type.Object({
  accounts: Type.Array(WithdrawAccount),
  institutions: Type.Array(WithdrawInstitution),
});
export type WithdrawAccounts = Static<typeof WithdrawAccounts>;

const Password = Text({ maxLength: 64 });

export const BindWithdrawAccountRequest = Type.Object({
  type: OneOf(WITHDRAW_TYPES),
  code: Text({ maxLength: 40, pattern: '^[A-Za-z0-9_]{1,40}$' }),
  holder: Text({ minLength: 2, maxLength: 60 }),
  number: Text({ minLength: 6, maxLength: 100, pattern: '^[A-Za-z0-9 -]+$' }),
  paymentPassword: Password,
  /** First bind only: sets the payment password (both must match). */
  confirmPaymentPassword: Type.Optional(Password),
});
export type BindWithdrawAccountRequest = Static<typeof BindWithdrawAccountRequest>;

export const DeleteWithdrawAccountRequest = Type.Object({ paymentPassword: Password });
export type DeleteWithdrawAccountRequest = Static<typeof DeleteWithdrawAccountRequest>;

export const AccountIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const CreateWithdrawRequest = Type.Object({
  amount: AmountInput,
  accountId: Type.Integer({ minimum: 1 }),
  paymentPassword: Password,
  verificationCode: Type.Optional(Text({ maxLength: 8, pattern: '^[0-9]*$' })),
});
export type CreateWithdrawRequest = Static<typeof CreateWithdrawRequest>;

export const WithdrawOrder = Type.Object({
  orderNo: Type.String(),
  status: OneOf(WITHDRAW_ORDER_STATES),
  amount: Type.Number(),
  fee: Type.Number(),
  /** What reaches the account: amount − fee. */
  receive: Type.Number(),
  accountName: Type.String(),
  createdAt: IsoTime,
  /** Main wallet after the amount was held. */
  balance: Type.Number(),
});
export type WithdrawOrder = Static<typeof WithdrawOrder>;

/** One paid withdrawal waiting for the member's word (original getPaymentConfirmationList). */
export const PaymentConfirmation = Type.Object({
  orderNo: Type.String(),
  amount: Type.Number(),
  receivedAmount: Type.Number(),
  remainingAmount: Type.Number(),
  paidAt: IsoTime,
  /** After this, silence counts as received. */
  confirmBy: IsoTime,
});
export type PaymentConfirmation = Static<typeof PaymentConfirmation>;

export const ConfirmReceiptRequest = Type.Object({
  received: Type.Boolean(),
  /** Not received: a picture that shows it (png or jpg, at most 5 MB). */
  proof: Type.Optional(ImageUpload),
});
export type ConfirmReceiptRequest = Static<typeof ConfirmReceiptRequest>;

const OrderNoParams = Type.Object({
  orderNo: Text({ maxLength: 24, pattern: '^[DW][0-9]{6,22}$' }),
});

export const withdrawContracts = contractsOf('withdraw', withdrawCalls, {
  settings: {
    summary: 'Withdrawal rules: hours, limits, fees, available amount, turnover, verification',
    value: WithdrawSettings,
  },
  accounts: {
    summary: 'The member’s bound withdrawal accounts and what can be bound',
    value: WithdrawAccounts,
  },
  bindAccount: {
    summary: 'Binds a bank card, e-wallet or crypto wallet (payment password; set on first bind)',
    body: BindWithdrawAccountRequest,
    value: WithdrawAccount,
  },
  deleteAccount: {
    summary: 'Removes a bound account (payment password)',
    params: AccountIdParams,
    body: DeleteWithdrawAccountRequest,
    value: Type.Null(),
  },
  create: {
    summary: 'Requests a withdrawal; the amount is held at once (Idempotency-Key: one per key)',
    body: CreateWithdrawRequest,
    value: WithdrawOrder,
  },
  confirmations: {
    summary: 'Paid withdrawals waiting for the member to confirm receipt',
    value: Type.Array(PaymentConfirmation),
  },
  confirm: {
    summary: 'Received, or not received with a proof picture',
    params: OrderNoParams,
    body: ConfirmReceiptRequest,
    value: Type.Object({ confirmation: OneOf(['received', 'not_received']) }),
  },
});
