/**
 * Binding a withdrawal account (bank card, e-wallet, crypto wallet): the same limits the platform
 * applies to the request, checked before it is sent so each field says what is wrong with it.
 */
import { formSchema, required, sameAs, textField, withServerRule } from './fields';
import { validationMessage } from './messages';
import { PAYMENT_PASSWORD_RULE } from './password-schemas';

/** The holder's name: 2 to 60 characters. */
export const ACCOUNT_HOLDER_RULE = {
  acceptedPattern: '*',
  minLength: 2,
  maxLength: 60,
  patternId: 'length',
} as const;

/** The card number or wallet address: 6 to 100 letters, digits, spaces or hyphens. */
export const ACCOUNT_NUMBER_LIMITS = { min: 6, max: 100, pattern: /^[A-Za-z0-9 -]+$/ } as const;

const ACCOUNT_NUMBER_MESSAGE = validationMessage('validation:account_number', {
  min: ACCOUNT_NUMBER_LIMITS.min,
  max: ACCOUNT_NUMBER_LIMITS.max,
});

export interface BindAccountSchemaOptions {
  /** The payment password is set already: asked once; otherwise this bind sets it, twice. */
  paymentPasswordSet: boolean;
}

export function bindAccountSchema({ paymentPasswordSet }: BindAccountSchemaOptions) {
  return formSchema({
    holder: withServerRule(required(textField()), ACCOUNT_HOLDER_RULE),
    number: required(textField()).test({
      name: 'accountNumber',
      message: ACCOUNT_NUMBER_MESSAGE,
      test: (value) => {
        if (value === undefined || value === '') return true;
        const { min, max, pattern } = ACCOUNT_NUMBER_LIMITS;
        return value.length >= min && value.length <= max && pattern.test(value);
      },
    }),
    paymentPassword: withServerRule(required(textField()), PAYMENT_PASSWORD_RULE),
    confirmPaymentPassword: paymentPasswordSet
      ? textField()
      : sameAs(required(textField()), 'paymentPassword'),
  });
}
