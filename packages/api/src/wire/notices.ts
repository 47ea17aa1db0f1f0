/**
 * Live notices: the member events the platform pushes over the notices socket
 * (`/topic/user/{customerId}` on the original site). One union, told apart by `type`. The platform
 * fans them out through PostgreSQL NOTIFY, whose payload must stay under 8000 bytes: every text here
 * is bounded.
 */
import type { Static } from 'typebox';
import Type from 'typebox';
import { OneOf, Text } from './schema-kit';

const OrderNo = Text({ maxLength: 64 });
/** An amount in the merchant's currency (pesos, two decimals), as balances travel. */
const Amount = Type.Number({ minimum: 0, maximum: 1_000_000_000 });

/** A deposit was credited to the main wallet. */
export const DepositNotice = Type.Object({
  type: Type.Literal('DEPOSIT'),
  orderNo: OrderNo,
  amount: Amount,
  status: Type.Literal('credited'),
  /** What was credited beside it: the promotion bonus and the method's give-away (absent: none). */
  bonus: Type.Optional(Amount),
});

/** A withdrawal was decided: approved (paid out), rejected by the operator, or failed to pay. */
export const WithdrawNotice = Type.Object({
  type: Type.Literal('WITHDRAW'),
  orderNo: OrderNo,
  amount: Amount,
  status: OneOf(['approved', 'rejected', 'failed']),
  /** The operator's remark ('' when none). */
  remark: Text({ maxLength: 500 }),
});

/** A paid withdrawal waits for the member to confirm that the money arrived. */
export const PaymentConfirmationNotice = Type.Object({
  type: Type.Literal('PAYMENT_CONFIRMATION'),
  orderNo: OrderNo,
  /** What reaches the member's account (the withdrawal less its fee). */
  amount: Amount,
});

/** A message arrived in the inbox. */
export const InboxNotice = Type.Object({
  type: Type.Literal('INBOX'),
  subject: Text({ maxLength: 200 }),
});

/** A promotion's reward was paid (a claim, or a manual promotion by the operator). */
export const PromotionClaimNotice = Type.Object({
  type: Type.Literal('PROMOTION_CLAIM'),
  name: Text({ maxLength: 200 }),
  amount: Amount,
});

/**
 * One or more of the member's sessions ended (logout, password change, sign out everywhere,
 * disabled account): each instance re-checks its sockets of that member and closes the dead ones.
 */
export const SessionEndedNotice = Type.Object({ type: Type.Literal('SESSION_ENDED') });

export const Notice = Type.Union([
  DepositNotice,
  WithdrawNotice,
  PaymentConfirmationNotice,
  InboxNotice,
  PromotionClaimNotice,
  SessionEndedNotice,
]);
export type Notice = Static<typeof Notice>;
export type NoticeType = Notice['type'];
export type DepositNotice = Static<typeof DepositNotice>;
export type WithdrawNotice = Static<typeof WithdrawNotice>;
export type PaymentConfirmationNotice = Static<typeof PaymentConfirmationNotice>;
export type InboxNotice = Static<typeof InboxNotice>;
export type PromotionClaimNotice = Static<typeof PromotionClaimNotice>;
export type SessionEndedNotice = Static<typeof SessionEndedNotice>;
