/**
 * The ledger's transaction types (a plain value the browser imports): the account record's type
 * filter and the platform's ledger read the same list.
 */
export const TX_TYPE_NAMES = [
  'DEPOSIT',
  'DEPOSIT_BONUS',
  /** A deposit method's "give away x%", credited beside the deposit it came with. */
  'DEPOSIT_GIVE_AWAY',
  'WITHDRAW',
  'WITHDRAW_REFUND',
  'BET',
  'WIN',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'TRANSFER_UPLINE',
  'TRANSFER_DOWNLINE',
  'REBATE',
  'PROMOTION',
  'RED_ENVELOPE',
  'SALARY',
  'DIVIDEND',
  /** Points mall: a conversion of points (credit) or the money part of a redemption (debit). */
  'POINTS_MALL',
  /** Invite and earn: the reward for a friend who became active. */
  'REFERRAL',
  /** Agent centre: an agent's transfer to a downline (debit; the downline gets TRANSFER_DOWNLINE). */
  'TRANSFER_TO_DOWNLINE',
  /** Agent centre: red envelopes an agent sent (debit; each member claims RED_ENVELOPE). */
  'RED_ENVELOPE_SENT',
] as const;
export type TxTypeName = (typeof TX_TYPE_NAMES)[number];

export function isTxTypeName(value: string): value is TxTypeName {
  return (TX_TYPE_NAMES as readonly string[]).includes(value);
}
