/** §5 Register: every field of §3 Registration user, shown and required per server settings. */
import {
  NOT_EMPTY,
  formSchema,
  mobileNumberField,
  required,
  sameAs,
  textField,
  tickedField,
  withServerRule,
} from './fields';
import type { RegisterField, RegisterFieldRule, RegisterSettings } from './server-rule';

/** The registration tab (§2 Register): by username, or by mobile number. */
export type RegisterMethod = 'username' | 'mobile';

export interface RegisterSchemaOptions {
  /** By mobile, the mobile number is the username (§4 Registration), so no username is asked. */
  method: RegisterMethod;
  /** SMS verification is on: the verification code for the mobile number is asked and required. */
  smsVerification: boolean;
  /** The site asks a captcha on registration (the permission call's register settings). */
  captcha?: boolean;
  /**
   * The URL carried an invitation code that checked out: the affiliate field is hidden (§4: visible
   * "when the URL carries no code or the check fails, and config enables it").
   */
  affiliateCodeFromUrl?: boolean;
  /**
   * Registration finished after a sign-in at a social provider: the provider is the way in, so no
   * password (nor its confirmation) is asked; every other field keeps its rule.
   */
  passwordless?: boolean;
}

/** Whether a registration field is on the form, and whether it must be filled in. */
export interface RegisterFieldState {
  readonly shown: boolean;
  readonly required: boolean;
}

const HIDDEN: RegisterFieldState = { shown: false, required: false };
const ASKED: RegisterFieldState = { shown: true, required: true };

/** Shown and required as the server's rule says; a field without a rule is not shown. */
function perSettings(rule: RegisterFieldRule | undefined): RegisterFieldState {
  if (!rule?.show) return HIDDEN;
  return { shown: true, required: rule.required };
}

/** Required whenever shown (a captcha, a payment password). */
function askedWhenShown(shown: boolean): RegisterFieldState {
  return shown ? ASKED : HIDDEN;
}

/**
 * Which registration fields a form shows and requires (§5 Register): username (username tab) and
 * password always, required; mobile number required for mobile registration, else per settings;
 * verification code required when SMS is on and a mobile number is shown (which makes the number
 * required too); captcha and payment
 * password required when shown; the affiliate (invitation) code per settings unless the URL gave one;
 * the other fields shown and required per server settings.
 */
export function registerFieldStates(
  settings: RegisterSettings,
  options: RegisterSchemaOptions,
): Record<RegisterField, RegisterFieldState> {
  const byMobile = options.method === 'mobile';
  const mobileShown = byMobile || settings.mobileNum?.show === true;
  const smsCode = options.smsVerification && mobileShown;
  return {
    username: byMobile ? HIDDEN : ASKED,
    password: options.passwordless ? HIDDEN : ASKED,
    // A verification code is sent to the mobile number, so asking the code requires the number.
    mobileNum: byMobile || smsCode ? ASKED : perSettings(settings.mobileNum),
    verificationCode: askedWhenShown(smsCode),
    captcha: askedWhenShown(options.captcha === true || settings.captcha?.show === true),
    paymentPassword: askedWhenShown(settings.paymentPassword?.show === true),
    affiliateCode: options.affiliateCodeFromUrl ? HIDDEN : perSettings(settings.affiliateCode),
    payeeName: perSettings(settings.payeeName),
    email: perSettings(settings.email),
    qqNum: perSettings(settings.qqNum),
    recommenderId: perSettings(settings.recommenderId),
    line: perSettings(settings.line),
    whatsapp: perSettings(settings.whatsapp),
    facebook: perSettings(settings.facebook),
    wechat: perSettings(settings.wechat),
    idNumber: perSettings(settings.idNumber),
  };
}

/**
 * The registration form: each shown field required as registerFieldStates says and checked against
 * its server rule (§5 Server rules); fields not shown are not validated. confirmPassword must equal
 * password ("inconsistent twice") unless no password is asked; the terms must be ticked
 * ("not empty?").
 */
export function registerSchema(settings: RegisterSettings, options: RegisterSchemaOptions) {
  const states = registerFieldStates(settings, options);
  const field = (name: RegisterField) => {
    const state = states[name];
    if (!state.shown) return textField();
    return withServerRule(state.required ? required(textField()) : textField(), settings[name]);
  };
  const { mobileNum } = states;
  return formSchema({
    username: field('username'),
    password: field('password'),
    confirmPassword: options.passwordless ? textField() : sameAs(required(textField()), 'password'),
    mobileNum: mobileNum.shown
      ? mobileNumberField(settings.mobileNum, mobileNum.required)
      : textField(),
    verificationCode: field('verificationCode'),
    payeeName: field('payeeName'),
    email: field('email'),
    qqNum: field('qqNum'),
    recommenderId: field('recommenderId'),
    captcha: field('captcha'),
    affiliateCode: field('affiliateCode'),
    paymentPassword: field('paymentPassword'),
    line: field('line'),
    whatsapp: field('whatsapp'),
    facebook: field('facebook'),
    wechat: field('wechat'),
    idNumber: field('idNumber'),
    termsAccepted: tickedField(NOT_EMPTY),
  });
}
