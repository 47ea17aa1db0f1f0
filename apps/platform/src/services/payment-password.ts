/**
 * The payment password's calls (§5): each checks it through the password guard
 * (services/password-guard.ts, secret `payment`), which counts wrong answers per account and locks
 * them all after five (429 `TOO_MANY_REQUESTS`, checked before the comparison). No route compares a
 * payment password itself (payment-password.test.ts holds every route to that).
 */
import { clientContracts } from '@gaming/api/contract';
import type { CallRoute } from '@gaming/api/contract';
import { ErrorCode } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import type { Customer } from './customers';
import type { PasswordGuardDeps } from './password-guard';
import { checkGuardedPassword, checkLoginPassword, clearPasswordFailures } from './password-guard';

const calls = clientContracts;

/**
 * The calls that check the payment password, each through the guard: withdraw, bind a withdrawal
 * account (once a payment password is set) and remove one, change the payment password (mode
 * `change`: the old one), points redeem and convert, the transfer to the upline (the payment
 * password, or the login password of a member without one), and an agent's transfer to a downline
 * and red envelopes.
 */
export const PAYMENT_PASSWORD_CALLS: readonly CallRoute[] = [
  calls.withdraw.create,
  calls.withdraw.bindAccount,
  calls.withdraw.deleteAccount,
  calls.security.paymentPassword,
  calls.points.redeem,
  calls.points.convert,
  calls.wallet.transferUpline,
  calls.agentTeam.transfer,
  calls.agentTeam.sendRedEnvelopes,
];

/** Clears the payment password's count and lock: a right answer, or a new one set or reset. */
export async function clearPaymentPasswordFailures(
  db: Database,
  customerId: number,
): Promise<void> {
  await clearPasswordFailures(db, customerId, 'payment');
}

/**
 * Checks the payment password: refuses a member without one (`paymentPasswordNotSet`), a locked
 * account (429 `TOO_MANY_REQUESTS`) and a wrong password (`paymentPasswordInvalid`).
 */
export async function checkPaymentPassword(
  deps: PasswordGuardDeps,
  customer: Pick<Customer, 'id' | 'paymentPasswordHash'>,
  typed: string,
): Promise<void> {
  if (customer.paymentPasswordHash === null) {
    throw new ApiError(403, ErrorCode.paymentPasswordNotSet, 'Set a payment password first.');
  }
  await checkGuardedPassword(
    deps,
    'payment',
    customer.id,
    typed,
    customer.paymentPasswordHash,
    () => new ApiError(400, ErrorCode.paymentPasswordInvalid, 'Wrong payment password.'),
  );
}

/**
 * The password of a payment by a member without a payment password: its login password (the
 * transfer to the upline, PAYMENTPASS3; `oldPasswordInvalid` when wrong). It is counted and locked
 * with the login password (the secret guessed), so a session holder gets five guesses at it per
 * lock whether at this transfer or at the password change, not five at each.
 */
export async function checkLoginPasswordForPayment(
  deps: PasswordGuardDeps,
  customer: Pick<Customer, 'id' | 'passwordHash'>,
  typed: string,
): Promise<void> {
  await checkLoginPassword(deps, customer, typed);
}
