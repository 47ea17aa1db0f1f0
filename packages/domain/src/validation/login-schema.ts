/** §5 Login: the username tab and the SMS tab of the login modal. */
import { formSchema, mobileNumberField, required, textField, trimmedTextField } from './fields';
import type { RegisterSettings } from './server-rule';

export interface LoginSchemaOptions {
  /** The captcha input is shown (a login failure's captcha flag, §4 Login). */
  captchaShown?: boolean;
}

/**
 * Username tab: "username, password and captcha required and trimmed"; the captcha only while it is
 * shown. `validate` resolves with the trimmed values, the ones to send.
 */
export function loginSchema({ captchaShown = false }: LoginSchemaOptions = {}) {
  return formSchema({
    username: required(trimmedTextField()),
    password: required(trimmedTextField()),
    captcha: captchaShown ? required(trimmedTextField()) : trimmedTextField(),
  });
}

export interface SmsLoginSchemaOptions {
  /** The server's registration rules; the mobileNum rule gives the mobile format. */
  rules?: RegisterSettings;
}

/** SMS tab: "mobile number (required, mobile format) and code required". */
export function smsLoginSchema({ rules = {} }: SmsLoginSchemaOptions = {}) {
  return formSchema({
    mobileNum: mobileNumberField(rules.mobileNum, true),
    verificationCode: required(textField()),
  });
}
