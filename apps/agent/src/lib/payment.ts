/**
 * A payment from the agent's wallet (a transfer to a downline, red envelopes): sent with the
 * payment password and one Idempotency-Key per action, the same key again after a request that got
 * no answer; a refusal comes back as the catalogue's message and whether the payment password is
 * what the platform refused.
 */
import type { ApiFailure } from '@gaming/api/base-api';
import { ErrorCode } from '@gaming/api/wire';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { useIdempotencyKey } from '@gaming/kernel/idempotency';
import type { SerializedError } from '@reduxjs/toolkit';

/** What a payment call carries besides its content. */
export interface PaymentFields {
  paymentPassword: string;
  idempotencyKey: string;
}

/** A mutation's answer (RTK Query): the value, or the failure. */
type Answer<Value> =
  { data: Value; error?: undefined } | { data?: undefined; error: ApiFailure | SerializedError };

export interface PaymentRefusal {
  code: string | undefined;
  messageKey: ErrorMessageKey;
  /** The payment password is wrong or not set yet: the message belongs under its field. */
  passwordRefused: boolean;
}

const PASSWORD_CODES: readonly string[] = [
  ErrorCode.paymentPasswordInvalid,
  ErrorCode.paymentPasswordNotSet,
];

/** Pays with `send` (a mutation's trigger), keeping the form's Idempotency-Keys. */
export function usePayment() {
  const keys = useIdempotencyKey();
  return async <Content extends object, Value>(
    send: (body: Content & PaymentFields) => PromiseLike<Answer<Value>>,
    content: Content,
    password: string,
  ): Promise<{ data: Value } | { refused: PaymentRefusal }> => {
    const result = await send({
      ...content,
      paymentPassword: password.trim(),
      idempotencyKey: keys.keyFor(content),
    });
    if (result.error !== undefined) {
      const code = 'errorCode' in result.error ? result.error.errorCode : undefined;
      keys.settled(code);
      return {
        refused: {
          code,
          messageKey: errorMessageKeyOf(result.error),
          passwordRefused: code !== undefined && PASSWORD_CODES.includes(code),
        },
      };
    }
    keys.settled();
    return { data: result.data };
  };
}
