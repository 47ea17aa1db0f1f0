/** Deposit schemas (original getDepositSettings, getDepositBanksList, getDepositPromotionsV3, newDepositPG). */
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { depositCalls } from './deposit-calls';
import { IsoTime, Nullable, OneOf, Text } from './schema-kit';

export const DEPOSIT_FLOWS = ['GATEWAY', 'BANK', 'CRYPTO'] as const;
export type DepositFlow = (typeof DEPOSIT_FLOWS)[number];

/** An amount as the member typed it: a number, checked for 2 decimals and limits by the platform. */
export const AmountInput = Type.Number({ description: 'An amount with at most 2 decimals' });

export const DepositChannel = Type.Object({
  id: Type.Integer(),
  vendorId: Type.String(),
  name: Type.String(),
  min: Type.Number(),
  max: Type.Number(),
  /** Fee: percent of the amount plus fixed, clamped to feeMin..feeMax (feeMax 0 = no ceiling). */
  feePercent: Type.Number(),
  feeFixed: Type.Number(),
  feeMin: Type.Number(),
  feeMax: Type.Number(),
  fixAmounts: Type.Array(Type.Number()),
  fixAmountOnly: Type.Boolean(),
  /** "Give away x%": this percent of the amount deposited is credited beside it (0: none). */
  reimbursementPercentage: Type.Number(),
});
export type DepositChannel = Static<typeof DepositChannel>;

export const DepositMethod = Type.Object({
  code: Type.String(),
  name: Type.String(),
  flow: OneOf(DEPOSIT_FLOWS),
  recommended: Type.Boolean(),
  /** "Give away x%": the highest of its channels'. */
  reimbursementPercentage: Type.Number(),
  channels: Type.Array(DepositChannel),
});
export type DepositMethod = Static<typeof DepositMethod>;

export const DepositPromotionsArgs = Type.Object({
  method: Type.Optional(Text({ maxLength: 40, pattern: '^[A-Za-z0-9_]{1,40}$' })),
});
export type DepositPromotionsArgs = Static<typeof DepositPromotionsArgs>;

export const DepositPromotion = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: OneOf(['FIXED', 'PERCENTAGE']),
  tiers: Type.Array(
    Type.Object({
      minDeposit: Type.Number(),
      /** FIXED: the amount; PERCENTAGE: the percent of the deposit. */
      bonus: Type.Number(),
      maxBonus: Nullable(Type.Number()),
    }),
  ),
  turnoverMultiple: Type.Integer(),
});
export type DepositPromotion = Static<typeof DepositPromotion>;

export const CreateDepositRequest = Type.Object({
  channelId: Type.Integer({ minimum: 1 }),
  amount: AmountInput,
  promotionId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type CreateDepositRequest = Static<typeof CreateDepositRequest>;

export const DEPOSIT_ORDER_STATES = [
  'new',
  'pending',
  'approved',
  'cancelled',
  'rejected',
  'expired',
] as const;

/** A deposit order as the member sees it, with what to do next for its flow. */
export const DepositOrder = Type.Object({
  orderNo: Type.String(),
  status: OneOf(DEPOSIT_ORDER_STATES),
  flow: OneOf(DEPOSIT_FLOWS),
  methodName: Type.String(),
  amount: Type.Number(),
  fee: Type.Number(),
  /** The promotion's bonus, credited with the deposit. */
  bonus: Type.Number(),
  /** The method's "give away x%" of the amount deposited, credited with the deposit too. */
  giveAway: Type.Number(),
  createdAt: IsoTime,
  expiresAt: Nullable(IsoTime),
  /** GATEWAY: the payment page to open in a popup (a site path of the platform). */
  paymentUrl: Nullable(Type.String()),
  /** BANK and CRYPTO: where to pay (receiverName, receiverAccount, bankName, bankBranch, network…). */
  receiver: Nullable(Type.Record(Type.String(), Type.String())),
  /** The member said "I have paid". */
  paid: Type.Boolean(),
  slipUploaded: Type.Boolean(),
  /** When "speed up" may be pressed again (null: now). */
  remindAfter: Nullable(IsoTime),
});
export type DepositOrder = Static<typeof DepositOrder>;

export const DepositSettings = Type.Object({
  allowDeposit: Type.Boolean(),
  /** Why deposits are closed, when they are. */
  message: Nullable(Type.String()),
  inProgressCashInCount: Type.Integer({ minimum: 0 }),
  /** Methods sorted by their bonus hint, highest first. */
  methods: Type.Array(DepositMethod),
  /**
   * Deposits decided (credited, rejected, expired) in the last day, newest first: the page says what
   * became of them once the live notice makes the settings stale.
   */
  recentOrders: Type.Array(DepositOrder),
});
export type DepositSettings = Static<typeof DepositSettings>;

const OrderNoParams = Type.Object({
  orderNo: Text({ maxLength: 24, pattern: '^[DW][0-9]{6,22}$' }),
});
export type OrderNoParams = Static<typeof OrderNoParams>;

/** A picture as base64 (png or jpg, at most 5 MB). */
export const ImageUpload = Type.Object({
  mime: OneOf(['image/png', 'image/jpeg']),
  data: Type.String({ maxLength: 7_000_000, pattern: '^[A-Za-z0-9+/=]*$' }),
});
export type ImageUpload = Static<typeof ImageUpload>;

export const DemoGatewayQuery = Type.Object({
  order: Text({ maxLength: 24 }),
  ticket: Text({ maxLength: 64 }),
  language: Type.Optional(Text({ maxLength: 8 })),
});

export const DemoGatewayAnswer = Type.Object({
  order: Text({ maxLength: 24 }),
  ticket: Text({ maxLength: 64 }),
  action: OneOf(['pay', 'cancel']),
});
export type DemoGatewayAnswer = Static<typeof DemoGatewayAnswer>;

export const depositContracts = contractsOf('deposit', depositCalls, {
  settings: {
    summary: 'Whether deposits are open, and the methods with their channels, limits and fees',
    value: DepositSettings,
  },
  promotions: {
    summary: 'Deposit promotions that apply to a method',
    query: DepositPromotionsArgs,
    value: Type.Array(DepositPromotion),
  },
  create: {
    summary: 'Creates a deposit order (Idempotency-Key: one order per key)',
    body: CreateDepositRequest,
    value: DepositOrder,
  },
  openOrders: {
    summary: 'The member’s deposit orders still new or pending',
    value: Type.Array(DepositOrder),
  },
  markPaid: {
    summary: 'Bank transfer or crypto: the member has paid; the order waits for the operator',
    params: OrderNoParams,
    value: DepositOrder,
  },
  uploadSlip: {
    summary: 'Attaches the payment slip (png or jpg, at most 5 MB)',
    params: OrderNoParams,
    body: ImageUpload,
    value: DepositOrder,
  },
  cancel: { summary: 'Cancels a new deposit order', params: OrderNoParams, value: DepositOrder },
  remind: {
    summary: 'Speed up: reminds the operator of a pending deposit (once a minute)',
    params: OrderNoParams,
    value: DepositOrder,
  },
  demoGatewayPage: {
    summary: 'The demo payment gateway page of a deposit order',
    query: DemoGatewayQuery,
    content: 'text/html',
  },
  demoGatewayAnswer: {
    summary: 'The demo gateway: the payer paid or cancelled',
    body: DemoGatewayAnswer,
    value: Type.Object({ status: OneOf(DEPOSIT_ORDER_STATES) }),
  },
});
