import { isApiFailure } from '@gaming/api/base-api';
import { useLoginMutation } from '@gaming/api/session';
import { usePermissionQuery, useRegisterSettingsQuery } from '@gaming/api/system';
import { useSendLoginSmsMutation } from '@gaming/api/verification';
import { SMS_SEND_GAP_MS, smsCountdownSeconds, throttleAllows } from '@gaming/domain/time';
import type { FieldMessages } from '@gaming/domain/validation';
import {
  mobilePlaceholder,
  mobilePlaceholderDigits,
  smsLoginSchema,
  validateFields,
} from '@gaming/domain/validation';
import { useTranslation } from '@gaming/i18n';
import { AlertDialog } from '@gaming/ui/alert-dialog';
import { Button } from '@gaming/ui/button';
import { SmsCodeField } from '@gaming/ui/sms-code-field';
import { TextField } from '@gaming/ui/text-field';
import { useRef, useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import type { FinishLoginOptions } from './use-finish-login';
import { useFinishLogin } from './use-finish-login';
import { useFieldText } from '@gaming/kernel/field-text';

/** SMS tab (§4 SMS code): mobile number, a code sent to it, and login with that code. */
export function SmsLoginForm(props: FinishLoginOptions) {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const { data: permission } = usePermissionQuery();
  const { data: rules } = useRegisterSettingsQuery();
  const dialingCode = permission?.info.register.countryDialingCode ?? '';
  const [values, setValues] = useState({ mobileNum: '', verificationCode: '' });
  const [messages, setMessages] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [sendRefusal, setSendRefusal] = useState<string | null>(null);
  // The countdown of the last reply; the first send counts from the firebase-length default.
  const [expiredMinutes, setExpiredMinutes] = useState<number | null>(null);
  const lastSendAt = useRef<number | null>(null);
  const [sendSms] = useSendLoginSmsMutation();
  const [login, { isLoading }] = useLoginMutation();
  const finish = useFinishLogin(props);
  const fieldText = useFieldText(messages);
  const schema = smsLoginSchema(rules ? { rules } : {});

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
  };

  /** Resolves the countdown of the code just sent, from this reply (not a later render). */
  const send = async (): Promise<boolean | number> => {
    const found = await validateFields(schema, values);
    const mobileMessage = found.mobileNum;
    setMessages((current) => {
      const { mobileNum: _dropped, ...others } = current;
      return mobileMessage ? { ...others, mobileNum: mobileMessage } : others;
    });
    if (mobileMessage) return false;
    const now = Date.now();
    if (!throttleAllows(lastSendAt.current, now, SMS_SEND_GAP_MS)) return false;
    lastSendAt.current = now;
    const result = await sendSms({
      mobileNum: values.mobileNum.trim(),
      countryDialingCode: dialingCode,
    });
    if (result.error !== undefined) {
      // §8 "SMS send failure: server message in a warning popup with confirm".
      const serverMessage = isApiFailure(result.error) ? result.error.message : undefined;
      setSendRefusal(serverMessage ?? t(errorMessageKeyOf(result.error)));
      return false;
    }
    setExpiredMinutes(result.data.expiredMinutes);
    return smsCountdownSeconds(result.data.expiredMinutes);
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const found = await validateFields(schema, values);
    setMessages(found);
    if (Object.keys(found).length > 0) return;
    const validated = await schema.validate(values);
    const clean = {
      mobileNum: validated.mobileNum ?? '',
      verificationCode: validated.verificationCode ?? '',
    };
    setFailure(null);
    const result = await login({
      username: clean.mobileNum,
      password: clean.verificationCode,
      type: 'sms',
      countryDialingCode: dialingCode,
    });
    if (result.error !== undefined) {
      setFailure(errorMessageKeyOf(result.error));
      return;
    }
    const refusal = finish(result.data, 'sms', '');
    if (refusal !== null) setFailure(refusal);
  };

  const digits = rules ? mobilePlaceholderDigits(rules.mobileNum) : null;
  const digitsMessage = rules ? mobilePlaceholder(rules.mobileNum) : null;
  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
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
        maxLength={digits ?? undefined}
        value={values.mobileNum}
        onChange={change('mobileNum')}
        error={fieldText('mobileNum')}
      />
      <SmsCodeField
        label={t('fields.sms_code')}
        placeholder={t('fields.sms_code_placeholder')}
        name="verificationCode"
        value={values.verificationCode}
        onChange={change('verificationCode')}
        error={fieldText('verificationCode')}
        countdownSeconds={smsCountdownSeconds(expiredMinutes)}
        onSend={send}
      />
      {failure === null ? null : (
        <p role="alert" className="auth-form__failure">
          {t(failure)}
        </p>
      )}
      <Button type="submit" block aria-busy={isLoading || undefined} disabled={isLoading}>
        {isLoading ? t('login.submitting') : t('login.submit')}
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
