/**
 * The states of deposit and withdrawal orders (as the account record lists them), with the
 * original site's codes, and which of them are still open (counted "in progress").
 */

/** Deposit states and their codes: 2 approved, 3 cancelled, 4 pending, 5 new, 6 rejected, 7 expired. */
export const DEPOSIT_STATES = {
  approved: 2,
  cancelled: 3,
  pending: 4,
  new: 5,
  rejected: 6,
  expired: 7,
} as const;
export type DepositState = keyof typeof DEPOSIT_STATES;

/** Withdrawal states and their codes: 1 processing, 2 transferring, 3 audit fail, 4 success, 5 failed. */
export const WITHDRAW_STATES = {
  processing: 1,
  transferring: 2,
  audit_fail: 3,
  success: 4,
  failed: 5,
} as const;
export type WithdrawState = keyof typeof WITHDRAW_STATES;

/** A deposit not yet decided: created (new) or waiting for the operator (pending). */
export const OPEN_DEPOSIT_STATES: readonly DepositState[] = ['new', 'pending'];
/** A withdrawal whose money is held and not yet paid or returned. */
export const OPEN_WITHDRAW_STATES: readonly WithdrawState[] = ['processing', 'transferring'];

export function isDepositState(value: string): value is DepositState {
  return Object.hasOwn(DEPOSIT_STATES, value);
}

export function isWithdrawState(value: string): value is WithdrawState {
  return Object.hasOwn(WITHDRAW_STATES, value);
}
