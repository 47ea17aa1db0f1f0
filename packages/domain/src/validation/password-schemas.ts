/** §5 Change password and Forgot (email tab, phone tab). */
import {
  formSchema,
  mobileNumberField,
  required,
  sameAs,
  textField,
  withServerRule,
} from './fields';
import { validationMessage } from './messages';
import type { RegisterSettings } from './server-rule';

export interface ChangePasswordSchemaOptions {
  /** The old password is already known (the forced change right after login), so it is not asked. */
  oldPasswordKnown: boolean;
  /** The server's registration rules; the password rule applies to the new password. */
  rules?: RegisterSettings;
}

/**
 * "Old password required unless known; new password required plus rule; confirmation must match"
 * (the mismatch message is "inconsistent twice").
 */
export function changePasswordSchema({
  oldPasswordKnown,
  rules = {},
}: ChangePasswordSchemaOptions) {
  return formSchema({
    oldPassword: oldPasswordKnown ? textField() : required(textField()),
    newPassword: withServerRule(required(textField()), rules.password),
    confirmNewPassword: sameAs(required(textField()), 'newPassword'),
  });
}

/**
 * The first login password of a member registered through a social login: no old one exists, so
 * only the new one, under the register rule, and its confirmation.
 */
export function setPasswordSchema({ rules = {} }: { rules?: RegisterSettings } = {}) {
  return formSchema({
    newPassword: withServerRule(required(textField()), rules.password),
    confirmNewPassword: sameAs(required(textField()), 'newPassword'),
  });
}

/** A mailbox: something, an @, something with a dot; at most 254 characters (RFC 5321). */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const EMAIL_MAX_LENGTH = 254;

/** Forgot password, email tab: "needs username and email". */
export function forgotByEmailSchema() {
  return formSchema({
    username: required(textField()),
    email: required(textField()).test({
      name: 'emailFormat',
      message: validationMessage('validation:email_format'),
      test: (value) =>
        value === undefined ||
        value === '' ||
        (value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value)),
    }),
  });
}

export interface ForgotByPhoneSchemaOptions {
  /** The server's registration rules: mobileNum, verificationCode and password. */
  rules?: RegisterSettings;
}

/** Forgot password, phone tab: "needs mobile, code, new password", and its confirmation. */
export function forgotByPhoneSchema({ rules = {} }: ForgotByPhoneSchemaOptions = {}) {
  return formSchema({
    mobileNum: mobileNumberField(rules.mobileNum, true),
    verificationCode: withServerRule(required(textField()), rules.verificationCode),
    newPassword: withServerRule(required(textField()), rules.password),
    confirmNewPassword: sameAs(required(textField()), 'newPassword'),
  });
}

/** The payment password: 6 digits (the original's withdrawal password). */
export const PAYMENT_PASSWORD_RULE = {
  acceptedPattern: '^\\d+$',
  minLength: 6,
  maxLength: 6,
  patternId: 'digits',
} as const;

/** How the payment password is changed: set the first time, change with the old, reset by SMS. */
export type PaymentPasswordMode = 'set' | 'change' | 'reset';

/** Payment password form: the new one twice; the old one to change it; the SMS code to reset it. */
export function paymentPasswordSchema(mode: PaymentPasswordMode) {
  return formSchema({
    oldPaymentPassword: mode === 'change' ? required(textField()) : textField(),
    verificationCode: mode === 'reset' ? required(textField()) : textField(),
    paymentPassword: withServerRule(required(textField()), PAYMENT_PASSWORD_RULE),
    confirmPaymentPassword: sameAs(required(textField()), 'paymentPassword'),
  });
}

/** Bind email: the address (a mailbox) and the code mailed to it. */
export function bindEmailSchema() {
  return formSchema({
    email: forgotByEmailSchema().fields.email,
    verificationCode: required(textField()),
  });
}

/** Bind mobile: the number (the register rule's format) and the code sent to it. */
export function bindMobileSchema({ rules = {} }: { rules?: RegisterSettings } = {}) {
  return formSchema({
    mobileNum: mobileNumberField(rules.mobileNum, true),
    verificationCode: required(textField()),
  });
}
