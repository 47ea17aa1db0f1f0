/** The payment password check that guards withdrawals, binding, and points redeem and convert (§5). */
import { ErrorCode } from '@gaming/api/wire';
import { ApiError } from '../http/api-error';
import type { Customer } from './customers';
import { verifyPassword } from './password';

/** Refuses a member without a payment password (`paymentPasswordNotSet`) or with a wrong one. */
export async function checkPaymentPassword(
  customer: Pick<Customer, 'paymentPasswordHash'>,
  typed: string,
): Promise<void> {
  if (customer.paymentPasswordHash === null) {
    throw new ApiError(403, ErrorCode.paymentPasswordNotSet, 'Set a payment password first.');
  }
  if (!(await verifyPassword(typed.trim(), customer.paymentPasswordHash))) {
    throw new ApiError(400, ErrorCode.paymentPasswordInvalid, 'Wrong payment password.');
  }
}
