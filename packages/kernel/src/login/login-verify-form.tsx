/**
 * The new-address check of a login (§4 "Login from an unregistered IP triggers extra
 * verification"): the member picks one of the checks the platform offers — an SMS code, an email
 * code, the bank account name, or an authenticator code — answers it, and the login completes.
 */
import { useLoginVerifyMutation, useSendLoginVerifyCodeMutation } from '@gaming/api/session';
import type { LoginValue, LoginVerifyMethod, LoginVerifyRequiredValue } from '@gaming/api/wire';
import { smsCountdownSeconds } from '@gaming/domain/time';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { SmsCodeField } from '@gaming/ui/sms-code-field';
import { TextField } from '@gaming/ui/text-field';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { ErrorMessageKey } from '../failure-message/failure-message';
import { errorMessageKeyOf } from '../failure-message/failure-message';
import './form.css';

const METHOD_LABEL = {
  sms: 'verify.method_sms',
  email: 'verify.method_email',
  bankName: 'verify.method_bank_name',
  totp: 'verify.method_totp',
} as const satisfies Record<LoginVerifyMethod, string>;

export interface LoginVerifyFormProps {
  check: LoginVerifyRequiredValue;
  /** The login completed: the same steps as after a password login. */
  onVerified: (value: LoginValue) => void;
  /** Back to the login form (the username is kept there). */
  onBack: () => void;
}

export function LoginVerifyForm({ check, onVerified, onBack }: LoginVerifyFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const [method, setMethod] = useState<LoginVerifyMethod>(check.methods[0] ?? 'sms');
  const [answers, setAnswers] = useState<Partial<Record<LoginVerifyMethod, string>>>({});
  const [expiredMinutes, setExpiredMinutes] = useState<number | null>(null);
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [missing, setMissing] = useState(false);
  const [sendCode] = useSendLoginVerifyCodeMutation();
  const [verify, { isLoading }] = useLoginVerifyMutation();
  const answer = answers[method] ?? '';

  const send = async (): Promise<boolean | number> => {
    if (method !== 'sms' && method !== 'email') return false;
    setFailure(null);
    const result = await sendCode({ ticket: check.ticket, method });
    if (result.error !== undefined) {
      setFailure(errorMessageKeyOf(result.error));
      return false;
    }
    setExpiredMinutes(result.data.expiredMinutes);
    return smsCountdownSeconds(result.data.expiredMinutes);
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    setMissing(answer.trim() === '');
    if (answer.trim() === '') return;
    const result = await verify({ ticket: check.ticket, method, answer: answer.trim() });
    if (result.error !== undefined) {
      setFailure(errorMessageKeyOf(result.error));
      return;
    }
    onVerified(result.data);
  };

  const change = (event: { target: { value: string } }) => {
    const { value } = event.target;
    setAnswers((current) => ({ ...current, [method]: value }));
  };
  const missingText = missing ? t('verify.answer_required') : undefined;
  const where = method === 'sms' ? check.mobileHint : method === 'email' ? check.emailHint : null;

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="auth-form__notice">{t('verify.intro')}</p>
      {check.methods.length > 1 ? (
        <fieldset className="auth-verify__methods">
          <legend>{t('verify.choose')}</legend>
          {check.methods.map((option) => (
            <label key={option} className="auth-verify__method">
              <input
                type="radio"
                name="verifyMethod"
                value={option}
                checked={method === option}
                onChange={() => {
                  setMethod(option);
                  setMissing(false);
                  setFailure(null);
                }}
              />
              {t(METHOD_LABEL[option])}
            </label>
          ))}
        </fieldset>
      ) : null}
      {method === 'sms' || method === 'email' ? (
        <SmsCodeField
          key={method}
          label={method === 'sms' ? t('verify.sms_code') : t('verify.email_code')}
          hint={where ? t('verify.sent_to', { where }) : undefined}
          name="verifyCode"
          value={answer}
          onChange={change}
          error={missingText}
          countdownSeconds={smsCountdownSeconds(expiredMinutes)}
          onSend={send}
        />
      ) : (
        <TextField
          key={method}
          label={method === 'totp' ? t('verify.totp_code') : t('verify.bank_name')}
          hint={method === 'bankName' ? t('verify.bank_name_hint') : undefined}
          name="verifyAnswer"
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          autoComplete={method === 'totp' ? 'one-time-code' : 'off'}
          value={answer}
          onChange={change}
          error={missingText}
        />
      )}
      {failure === null ? null : (
        <p role="alert" className="auth-form__failure">
          {t(failure)}
        </p>
      )}
      <Button type="submit" block aria-busy={isLoading || undefined} disabled={isLoading}>
        {t('verify.submit')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onBack}>
        {t('verify.back')}
      </Button>
    </form>
  );
}
