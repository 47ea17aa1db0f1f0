import { usePaymentPasswordMutation, useSendSecurityCodeMutation } from '@gaming/api/security';
import { smsCountdownSeconds } from '@gaming/domain/time';
import type { FieldMessages, PaymentPasswordMode } from '@gaming/domain/validation';
import { paymentPasswordSchema, validateFields } from '@gaming/domain/validation';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { PasswordField } from '@gaming/ui/password-field';
import { SmsCodeField } from '@gaming/ui/sms-code-field';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { useFormMessages } from './use-form-messages';

const EMPTY = {
  oldPaymentPassword: '',
  verificationCode: '',
  paymentPassword: '',
  confirmPaymentPassword: '',
};

/**
 * The payment password (6 digits; original setWithdrawPassword / changeWithdrawPassword /
 * resetPaymentPasswordv2): set the first time; then change it with the old one, or reset it with
 * an SMS code to the bound number.
 */
export function PaymentPasswordSection({
  isSet,
  mobileBound,
}: {
  isSet: boolean;
  mobileBound: boolean;
}) {
  const { t } = useTranslation(['member', 'errors']);
  const [mode, setMode] = useState<PaymentPasswordMode>(isSet ? 'change' : 'set');
  const current: PaymentPasswordMode = isSet ? (mode === 'set' ? 'change' : mode) : 'set';
  const [values, setValues] = useState(EMPTY);
  const [messages, setMessages] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [done, setDone] = useState(false);
  const [expiredMinutes, setExpiredMinutes] = useState<number | null>(null);
  const [save, saving] = usePaymentPasswordMutation();
  const [sendCode] = useSendSecurityCodeMutation();
  const text = useFormMessages(messages);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((before) => ({ ...before, [field]: value }));
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
    const found = await validateFields(paymentPasswordSchema(current), values);
    setMessages(found);
    setFailure(null);
    setDone(false);
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
    setDone(true);
  };

  return (
    <section
      className="security-card"
      id="security-payment-password"
      aria-labelledby="security-payment-password-title"
    >
      <h2 id="security-payment-password-title">{t('passwords.payment_title')}</h2>
      {isSet ? (
        <div className="security-switch" role="group" aria-label={t('passwords.payment_title')}>
          <Button
            variant={current === 'change' ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={current === 'change'}
            onClick={() => setMode('change')}
          >
            {t('passwords.payment_change')}
          </Button>
          {mobileBound ? (
            <Button
              variant={current === 'reset' ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={current === 'reset'}
              onClick={() => setMode('reset')}
            >
              {t('passwords.payment_reset')}
            </Button>
          ) : null}
        </div>
      ) : (
        <p>{t('security.payment_intro')}</p>
      )}
      <form className="security-form" noValidate onSubmit={(event) => void submit(event)}>
        {current === 'change' ? (
          <PasswordField
            label={t('security.payment_old')}
            name="oldPaymentPassword"
            inputMode="numeric"
            autoComplete="off"
            value={values.oldPaymentPassword}
            onChange={set('oldPaymentPassword')}
            error={text('oldPaymentPassword')}
          />
        ) : null}
        {current === 'reset' ? (
          <SmsCodeField
            label={t('security.sms_code_bound')}
            name="verificationCode"
            value={values.verificationCode}
            onChange={set('verificationCode')}
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
          onChange={set('paymentPassword')}
          error={text('paymentPassword')}
        />
        <PasswordField
          label={t('security.payment_confirm')}
          name="confirmPaymentPassword"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={values.confirmPaymentPassword}
          onChange={set('confirmPaymentPassword')}
          error={text('confirmPaymentPassword')}
        />
        {failure ? (
          <p role="alert" className="security-form__failure">
            {t(failure)}
          </p>
        ) : null}
        {done ? <p role="status">{t('security.payment_saved')}</p> : null}
        <Button type="submit" disabled={saving.isLoading}>
          {current === 'set' ? t('passwords.payment_set') : t('security.save')}
        </Button>
      </form>
    </section>
  );
}
