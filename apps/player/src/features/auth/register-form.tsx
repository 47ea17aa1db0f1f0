/**
 * One registration tab (§4 Registration, §5 Register): the fields the register settings show, each
 * checked by the domain's rules; the invitation code checked before registering; the SMS code with
 * its countdown; the captcha when the site asks. Every refusal keeps what was typed. After a sign-in
 * at a social provider the same form finishes the registration, without a password.
 */
import { isApiFailure, tokenChanged } from '@gaming/api/base-api';
import { useLazyAffiliateQuery, useRegisterMutation } from '@gaming/api/account';
import { useSocialRegisterMutation } from '@gaming/api/social-login';
import { usePermissionQuery, useRegisterSettingsQuery } from '@gaming/api/system';
import { useCaptchaQuery, useSendRegisterSmsMutation } from '@gaming/api/verification';
import type { Whitelabel } from '@gaming/api/wire';
import {
  CAPTCHA_REFRESH_GAP_MS,
  SMS_SEND_GAP_MS,
  smsCountdownSeconds,
  throttleAllows,
} from '@gaming/domain/time';
import type { FieldMessages, RegisterField, RegisterMethod } from '@gaming/domain/validation';
import {
  mobilePlaceholder,
  mobilePlaceholderDigits,
  registerFieldStates,
  registerSchema,
  validateFields,
} from '@gaming/domain/validation';
import { useTranslation } from '@gaming/i18n';
import { AlertDialog } from '@gaming/ui/alert-dialog';
import { Button } from '@gaming/ui/button';
import { CaptchaField } from '@gaming/ui/captcha-field';
import { Checkbox } from '@gaming/ui/checkbox';
import { PasswordField } from '@gaming/ui/password-field';
import { SmsCodeField } from '@gaming/ui/sms-code-field';
import { TextField } from '@gaming/ui/text-field';
import { useRef, useState } from 'react';
import type { SyntheticEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { forgetAffiliateCode, storedAffiliateCode } from './affiliate-link';
import { useFieldText } from '@gaming/kernel/field-text';

/** The optional text fields of the registration user, in the order the form shows them. */
const EXTRA_FIELDS = [
  ['payeeName', 'fields.payee_name'],
  ['email', 'fields.email'],
  ['qqNum', 'fields.qq'],
  ['line', 'fields.line'],
  ['whatsapp', 'fields.whatsapp'],
  ['facebook', 'fields.facebook'],
  ['wechat', 'fields.wechat'],
  ['idNumber', 'fields.id_number'],
  ['recommenderId', 'fields.recommender_id'],
] as const satisfies readonly (readonly [RegisterField, string])[];

const EMPTY = {
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  verificationCode: '',
  payeeName: '',
  email: '',
  qqNum: '',
  recommenderId: '',
  captcha: '',
  affiliateCode: '',
  paymentPassword: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
};
type Values = typeof EMPTY;

/** SMS verification of the tab (§2): REGMOBVERF3 on the mobile tab, the register setting otherwise. */
export function smsVerificationOf(
  method: RegisterMethod,
  whitelabel: Whitelabel | undefined,
  settingOn: boolean,
): boolean {
  return method === 'mobile' ? whitelabel?.REGMOBVERF3 === true : settingOn;
}

/** §5 throttles: true (and the time noted) when `gapMs` has passed since the last turn. */
function takeTurn(last: { current: number | null }, gapMs: number): boolean {
  const now = Date.now();
  if (!throttleAllows(last.current, now, gapMs)) return false;
  last.current = now;
  return true;
}

/** A registration that finishes a social sign-in: its one-time ticket and the provider's email. */
export interface SocialRegistration {
  ticket: string;
  email: string | null;
  /** The platform no longer knows the ticket (used, or too old): the sign-in must start again. */
  onExpired: () => void;
}

export function RegisterForm({
  method,
  onDone,
  social,
}: {
  method: RegisterMethod;
  onDone: () => void;
  social?: SocialRegistration;
}) {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const dispatch = useDispatch();
  const { data: permission } = usePermissionQuery();
  const { data: rules } = useRegisterSettingsQuery();
  const [linkCode] = useState(storedAffiliateCode);
  const [values, setValues] = useState<Values>(() => ({
    ...EMPTY,
    affiliateCode: linkCode ?? '',
    // The provider vouched for this address: offered, and the member may change it.
    email: social?.email ?? '',
  }));
  const [termsAccepted, setTermsAccepted] = useState(false);
  // §4: the field shows when the link carried no code, or its check failed.
  const [linkCodeFailed, setLinkCodeFailed] = useState(false);
  const [messages, setMessages] = useState<FieldMessages>({});
  const [serverField, setServerField] = useState<{ field: string; key: ErrorMessageKey } | null>(
    null,
  );
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [sendRefusal, setSendRefusal] = useState<string | null>(null);
  const [expiredMinutes, setExpiredMinutes] = useState<number | null>(null);
  const lastSendAt = useRef<number | null>(null);
  const [captchaKey] = useState(() => crypto.randomUUID());
  const [captchaNonce, setCaptchaNonce] = useState(0);
  const lastCaptchaAt = useRef<number | null>(null);
  const [checkAffiliate] = useLazyAffiliateQuery();
  const [sendSms] = useSendRegisterSmsMutation();
  const [register, registering] = useRegisterMutation();
  const [socialRegister, socialRegistering] = useSocialRegisterMutation();
  const isLoading = registering.isLoading || socialRegistering.isLoading;
  const fieldText = useFieldText(messages);

  const register_ = permission?.info.register;
  const options = {
    method,
    smsVerification: smsVerificationOf(
      method,
      permission?.info.whitelabel,
      register_?.smsVerification === true,
    ),
    captcha: register_?.captcha === true,
    affiliateCodeFromUrl: linkCode !== null && !linkCodeFailed,
    // The provider is the way in: no password to choose.
    passwordless: social !== undefined,
  };
  const states = rules ? registerFieldStates(rules, options) : null;
  const captchaShown = states?.captcha.shown === true;
  const captcha = useCaptchaQuery(
    { key: captchaKey, nonce: captchaNonce },
    { skip: !captchaShown },
  );
  const dialingCode = register_?.countryDialingCode ?? '';

  const textOf = (field: string): string | undefined =>
    serverField?.field === field ? t(serverField.key) : fieldText(field);

  const change = (field: keyof Values) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const sendCode = async (): Promise<boolean | number> => {
    if (!rules) return false;
    const found = await validateFields(registerSchema(rules, options), {
      ...values,
      termsAccepted,
    });
    const mobileMessage = found.mobileNum;
    setMessages((current) => {
      const { mobileNum: _dropped, ...others } = current;
      return mobileMessage ? { ...others, mobileNum: mobileMessage } : others;
    });
    if (mobileMessage || !takeTurn(lastSendAt, SMS_SEND_GAP_MS)) return false;
    const result = await sendSms({
      mobileNum: values.mobileNum.trim(),
      countryDialingCode: dialingCode,
    });
    if (result.error !== undefined) {
      // §8 "SMS send failure: server message in a warning popup with confirm".
      setSendRefusal(t(errorMessageKeyOf(result.error)));
      return false;
    }
    setExpiredMinutes(result.data.expiredMinutes);
    return smsCountdownSeconds(result.data.expiredMinutes);
  };

  const refreshCaptcha = () => {
    if (takeTurn(lastCaptchaAt, CAPTCHA_REFRESH_GAP_MS)) setCaptchaNonce((nonce) => nonce + 1);
  };

  const affiliateFailed = () => {
    forgetAffiliateCode();
    setLinkCodeFailed(true);
    setServerField({ field: 'affiliateCode', key: 'errors:invitation_code_error' });
    setFailure('errors:invitation_code_error');
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading || !rules) return;
    const schema = registerSchema(rules, options);
    const found = await validateFields(schema, { ...values, termsAccepted });
    setMessages(found);
    setServerField(null);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, value.trim()]),
    ) as Values;
    // §4: the invitation code is checked before registering, when there is one.
    if (trimmed.affiliateCode !== '') {
      const check = await checkAffiliate({
        code: trimmed.affiliateCode,
        domain: window.location.hostname,
      });
      if (check.error !== undefined) {
        affiliateFailed();
        return;
      }
    }
    const shown = (field: RegisterField) => states?.[field].shown === true;
    const body = Object.fromEntries(
      (Object.keys(trimmed) as (keyof Values)[])
        .filter((field) =>
          // No password, so no confirmation, after a social sign-in.
          field === 'confirmPassword'
            ? !social
            : field === 'affiliateCode'
              ? trimmed.affiliateCode !== ''
              : shown(field),
        )
        .filter((field) => trimmed[field] !== '')
        .map((field) => [field, trimmed[field]]),
    );
    const extra = {
      ...(captchaShown ? { captchaKey } : {}),
      ...(method === 'mobile' ? { registerUrl: window.location.href } : {}),
      ...(dialingCode ? { countryDialingCode: dialingCode } : {}),
    };
    const result = social
      ? await socialRegister({ ticket: social.ticket, method, ...body, ...extra })
      : await register({
          method,
          password: trimmed.password,
          confirmPassword: trimmed.confirmPassword,
          ...body,
          ...extra,
        });
    if (result.error !== undefined) {
      const code = isApiFailure(result.error) ? result.error.errorCode : undefined;
      if (social && code === 'social.registration.expired') {
        social.onExpired();
        return;
      }
      if (code === 'invitation_code_error') {
        affiliateFailed();
        return;
      }
      const value = isApiFailure(result.error) ? result.error.value : undefined;
      const field =
        typeof value === 'object' && value !== null ? (value as { field?: unknown }).field : null;
      const key = errorMessageKeyOf(result.error);
      if (typeof field === 'string') setServerField({ field, key });
      else if (code === 'username.taken') setServerField({ field: 'username', key });
      else if (code === 'mobile.already.registered') setServerField({ field: 'mobileNum', key });
      setFailure(key);
      if (captchaShown) {
        setValues((current) => ({ ...current, captcha: '' }));
        setCaptchaNonce((nonce) => nonce + 1);
      }
      return;
    }
    forgetAffiliateCode();
    dispatch(tokenChanged(result.data.token));
    onDone();
  };

  if (!states || !rules) return null;
  const digits = mobilePlaceholderDigits(rules.mobileNum);
  const digitsMessage = mobilePlaceholder(rules.mobileNum);
  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      {method === 'mobile' ? (
        <p className="auth-form__notice">{t('register.mobile_as_username')}</p>
      ) : null}
      {states.username.shown ? (
        <TextField
          label={t('fields.username')}
          placeholder={t('fields.username_placeholder')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.username}
          onChange={change('username')}
          error={textOf('username')}
        />
      ) : null}
      {states.mobileNum.shown ? (
        <TextField
          label={t('fields.mobile')}
          placeholder={
            digitsMessage
              ? t(digitsMessage.key, digitsMessage.values)
              : t('fields.mobile_placeholder')
          }
          hint={dialingCode === '' ? undefined : `+${dialingCode}`}
          name="mobileNum"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required={states.mobileNum.required}
          maxLength={digits ?? undefined}
          value={values.mobileNum}
          onChange={change('mobileNum')}
          error={textOf('mobileNum')}
        />
      ) : null}
      {states.verificationCode.shown ? (
        <SmsCodeField
          label={t('fields.sms_code')}
          placeholder={t('fields.sms_code_placeholder')}
          name="verificationCode"
          value={values.verificationCode}
          onChange={change('verificationCode')}
          error={textOf('verificationCode')}
          countdownSeconds={smsCountdownSeconds(expiredMinutes)}
          onSend={sendCode}
        />
      ) : null}
      {states.password.shown ? (
        <>
          <PasswordField
            label={t('fields.password')}
            placeholder={t('fields.password_placeholder')}
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={change('password')}
            error={textOf('password')}
          />
          <PasswordField
            label={t('fields.confirm_password')}
            placeholder={t('fields.confirm_password_placeholder')}
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={change('confirmPassword')}
            error={textOf('confirmPassword')}
          />
        </>
      ) : null}
      {states.paymentPassword.shown ? (
        <PasswordField
          label={t('fields.payment_password')}
          placeholder={t('fields.payment_password_placeholder')}
          name="paymentPassword"
          inputMode="numeric"
          autoComplete="off"
          required
          value={values.paymentPassword}
          onChange={change('paymentPassword')}
          error={textOf('paymentPassword')}
        />
      ) : null}
      {EXTRA_FIELDS.filter(([field]) => states[field].shown).map(([field, label]) => (
        <TextField
          key={field}
          label={t(label)}
          name={field}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={field === 'email' ? 'email' : field === 'payeeName' ? 'name' : 'off'}
          required={states[field].required}
          value={values[field]}
          onChange={change(field)}
          error={textOf(field)}
        />
      ))}
      {states.affiliateCode.shown ? (
        <TextField
          label={
            states.affiliateCode.required
              ? t('fields.affiliate_code')
              : t('fields.affiliate_code_optional')
          }
          name="affiliateCode"
          autoCapitalize="characters"
          spellCheck={false}
          required={states.affiliateCode.required}
          value={values.affiliateCode}
          onChange={change('affiliateCode')}
          error={textOf('affiliateCode')}
        />
      ) : null}
      {captchaShown ? (
        <CaptchaField
          label={t('fields.captcha')}
          placeholder={t('fields.captcha_placeholder')}
          name="captcha"
          value={values.captcha}
          onChange={change('captcha')}
          error={textOf('captcha')}
          imageSrc={captcha.isFetching ? null : (captcha.data ?? null)}
          onRefresh={refreshCaptcha}
          refreshGapMs={CAPTCHA_REFRESH_GAP_MS}
        />
      ) : null}
      <Checkbox
        name="termsAccepted"
        checked={termsAccepted}
        onChange={(event) => setTermsAccepted(event.target.checked)}
        error={fieldText('termsAccepted')}
        label={
          <>
            {t('register.terms_agree')}{' '}
            <a href="/help#terms" target="_blank" rel="noopener noreferrer">
              {t('register.terms_link')}
            </a>
          </>
        }
      />
      {failure === null ? null : (
        <p role="alert" className="auth-form__failure">
          {t(failure)}
        </p>
      )}
      <Button type="submit" block aria-busy={isLoading || undefined} disabled={isLoading}>
        {isLoading ? t('register.submitting') : t('register.submit')}
      </Button>
      <AlertDialog
        open={sendRefusal !== null}
        tone="warning"
        message={sendRefusal ?? ''}
        onConfirm={() => setSendRefusal(null)}
      />
    </form>
  );
}
