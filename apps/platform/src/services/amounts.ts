/** An amount a member typed, checked by the money rule: its cents, or 400 with the rule's errorCode. */
import { ErrorCode } from '@gaming/api/wire';
import type { AmountLimits } from '@gaming/domain/money';
import { amountOfCents, checkAmount, decimalOfCents } from '@gaming/domain/money';
import { ApiError } from '../http/api-error';

/**
 * The cents of a positive amount with at most 2 decimals within `limits` (none: any positive
 * amount); otherwise `amount.invalid` or `amount.out.of.range`, the latter carrying `{ min, max }`.
 */
export function centsWithin(amount: number | string, limits?: AmountLimits): number {
  const checked = checkAmount(amount, limits);
  if (!('problem' in checked)) return checked.cents;
  if (checked.problem === 'amount.invalid' || limits === undefined) {
    throw new ApiError(
      400,
      ErrorCode.amountInvalid,
      'Enter an amount above zero with at most 2 decimals.',
    );
  }
  throw new ApiError(
    400,
    ErrorCode.amountOutOfRange,
    `Enter an amount from ${decimalOfCents(limits.minCents)} to ${decimalOfCents(limits.maxCents)}.`,
    { min: amountOfCents(limits.minCents), max: amountOfCents(limits.maxCents) },
  );
}
