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
