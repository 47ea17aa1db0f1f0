/**
 * The payment password (6 digits; original setWithdrawPassword / changeWithdrawPassword /
 * resetPaymentPasswordv2) that withdrawals, transfers and red envelopes ask for: set the first time;
 * then change it with the old one, or reset it with an SMS code to the bound number. The member's
 * security centre and the agent centre show the same form; each says what the password is for.
 */
import { usePaymentPasswordMutation, useSendSecurityCodeMutation } from '@gaming/api/security';
import { smsCountdownSeconds } from '@gaming/domain/time';
import type { FieldMessages, PaymentPasswordMode } from '@gaming/domain/validation';
import { paymentPasswordSchema, validateFields } from '@gaming/domain/validation';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { PasswordField } from '@gaming/ui/password-field';
import { SmsCodeField } from '@gaming/ui/sms-code-field';
import { useRef, useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { ErrorMessageKey } from '../failure-message/failure-message';
import { errorMessageKeyOf } from '../failure-message/failure-message';
import { useFieldText } from '../field-text/use-field-text';
import './payment-password.css';

const EMPTY = {
  oldPaymentPassword: '',
  verificationCode: '',
  paymentPassword: '',
  confirmPaymentPassword: '',
};
type Values = typeof EMPTY;

export interface PaymentPasswordFormProps {
  /** A payment password is set: it is changed (with the old one) or reset (by SMS), not set. */
  isSet: boolean;
  /** A mobile number is bound: the reset by SMS code is offered. */
  mobileBound: boolean;
  /** What the password is for, shown while none is set (already translated). */
  intro: string;
  /** The platform took the password. */
  onSaved?: () => void;
}

export function PaymentPasswordForm({
  isSet,
  mobileBound,
  intro,
  onSaved,
}: PaymentPasswordFormProps) {
  const { t } = useTranslation(['member', 'errors']);
  const [mode, setMode] = useState<PaymentPasswordMode>(isSet ? 'change' : 'set');
  const current: PaymentPasswordMode = isSet ? (mode === 'set' ? 'change' : mode) : 'set';
  const [values, setValues] = useState(EMPTY);
  const [messages, setMessages] = useState<FieldMessages>({});
  // After a submit the fields were checked: from then on each change checks them again, so a
  // message goes as soon as its field is right (and a field made wrong says so at once).
  const [checked, setChecked] = useState(false);
  const checks = useRef(0);
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [done, setDone] = useState(false);
  const [expiredMinutes, setExpiredMinutes] = useState<number | null>(null);
  const [save, saving] = usePaymentPasswordMutation();
  const [sendCode] = useSendSecurityCodeMutation();
  const text = useFieldText(messages);

  const recheck = async (next: Values, forMode: PaymentPasswordMode) => {
    const run = ++checks.current;
    const found = await validateFields(paymentPasswordSchema(forMode), next);
    // A later change (or submit) checked newer values meanwhile.
    if (run === checks.current) setMessages(found);
    return found;
  };

  const change = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) void recheck(next, current);
  };

  const choose = (next: PaymentPasswordMode) => {
    setMode(next);
    setMessages({});
    setChecked(false);
    setFailure(null);
    setDone(false);
  };

  const send = async (): Promise<boolean | number> => {
    setFailure(null);
    const result = await sendCode({ purpose: 'payment' });
    if (result.error !== undefined) {
      setFailure(errorMessageKeyOf(result.error));
      return false;
    }
    setExpiredMinutes(result.data.expiredMinutes);
    return smsCountdownSeconds(result.data.expiredMinutes);
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.isLoading) return;
    setFailure(null);
    setDone(false);
    const found = await recheck(values, current);
    setChecked(true);
    if (Object.keys(found).length > 0) return;
    const result = await save({
      mode: current,
      paymentPassword: values.paymentPassword.trim(),
      confirmPaymentPassword: values.confirmPaymentPassword.trim(),
      ...(current === 'change' ? { oldPaymentPassword: values.oldPaymentPassword.trim() } : {}),
      ...(current === 'reset' ? { verificationCode: values.verificationCode.trim() } : {}),
    });
    if (result.error !== undefined) {
      setFailure(errorMessageKeyOf(result.error));
      return;
    }
    setValues(EMPTY);
    setChecked(false);
    setDone(true);
    onSaved?.();
  };

  // A set password is changed with the old one, or reset by SMS where a number is bound.
  const switches: { mode: PaymentPasswordMode; label: string }[] = [
    { mode: 'change', label: t('passwords.payment_change') },
    ...(mobileBound ? [{ mode: 'reset' as const, label: t('passwords.payment_reset') }] : []),
  ];

  return (
    <div className="payment-password">
      {isSet ? (
        <div
          className="payment-password__switch"
          role="group"
          aria-label={t('passwords.payment_title')}
        >
          {switches.map((option) => (
            <Button
              key={option.mode}
              variant={current === option.mode ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={current === option.mode}
              onClick={() => choose(option.mode)}
            >
              {option.label}
            </Button>
          ))}
        </div>
      ) : (
        <p className="payment-password__intro">{intro}</p>
      )}
      <form className="payment-password__form" noValidate onSubmit={(event) => void submit(event)}>
        {current === 'change' ? (
          <PasswordField
            label={t('security.payment_old')}
            name="oldPaymentPassword"
            inputMode="numeric"
            autoComplete="off"
            value={values.oldPaymentPassword}
            onChange={(event) => change('oldPaymentPassword', event.target.value)}
            error={text('oldPaymentPassword')}
          />
        ) : null}
        {current === 'reset' ? (
          <SmsCodeField
            label={t('security.sms_code_bound')}
            name="verificationCode"
            value={values.verificationCode}
            onChange={(event) => change('verificationCode', event.target.value)}
            error={text('verificationCode')}
            countdownSeconds={smsCountdownSeconds(expiredMinutes)}
            onSend={send}
          />
        ) : null}
        <PasswordField
          label={t('security.payment_new')}
          hint={t('security.payment_rule')}
          name="paymentPassword"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={values.paymentPassword}
          onChange={(event) => change('paymentPassword', event.target.value)}
          error={text('paymentPassword')}
        />
        <PasswordField
          label={t('security.payment_confirm')}
          name="confirmPaymentPassword"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={values.confirmPaymentPassword}
          onChange={(event) => change('confirmPaymentPassword', event.target.value)}
          error={text('confirmPaymentPassword')}
        />
        {failure ? (
          <p role="alert" className="payment-password__failure">
            {t(failure)}
          </p>
        ) : null}
        {done ? <p role="status">{t('security.payment_saved')}</p> : null}
        <Button type="submit" disabled={saving.isLoading}>
          {current === 'set' ? t('passwords.payment_set') : t('security.save')}
        </Button>
      </form>
    </div>
  );
}
