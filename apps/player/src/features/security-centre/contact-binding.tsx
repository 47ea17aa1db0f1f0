import {
  useBindEmailMutation,
  useBindMobileMutation,
  useSendSecurityCodeMutation,
} from '@gaming/api/security';
import { useRegisterSettingsQuery } from '@gaming/api/system';
import { smsCountdownSeconds } from '@gaming/domain/time';
import type { FieldMessages } from '@gaming/domain/validation';
import { bindEmailSchema, bindMobileSchema, validateFields } from '@gaming/domain/validation';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { SmsCodeField } from '@gaming/ui/sms-code-field';
import { TextField } from '@gaming/ui/text-field';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { useFormMessages } from './use-form-messages';

type Channel = 'mobile' | 'email';

/**
 * Bind (or change) the mobile number or the email: the code goes to the new one (SMS, or the mail
 * outbox), and binding with it marks the contact verified.
 */
export function ContactBinding({ channel, current }: { channel: Channel; current: string | null }) {
  const { t } = useTranslation(['member', 'errors']);
  const { data: rules } = useRegisterSettingsQuery();
  const field = channel === 'mobile' ? 'mobileNum' : 'email';
  const [values, setValues] = useState<Record<string, string | undefined>>({
    [field]: '',
    verificationCode: '',
  });
  const [messages, setMessages] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [done, setDone] = useState(false);
  const [expiredMinutes, setExpiredMinutes] = useState<number | null>(null);
  const [sendCode] = useSendSecurityCodeMutation();
  const [bindMobile, mobileBinding] = useBindMobileMutation();
  const [bindEmail, emailBinding] = useBindEmailMutation();
  const text = useFormMessages(messages);
  const schema =
    channel === 'mobile' ? bindMobileSchema(rules ? { rules } : {}) : bindEmailSchema();
  const target = (values[field] ?? '').trim();
  const code = (values.verificationCode ?? '').trim();

  const send = async (): Promise<boolean | number> => {
    const found = await validateFields(schema, values);
    const own = found[field];
    setMessages(own ? { [field]: own } : {});
    setFailure(null);
    if (own) return false;
    const result = await sendCode(
      channel === 'mobile'
        ? { purpose: 'bindMobile', mobileNum: target }
        : { purpose: 'bindEmail', email: target },
    );
    if (result.error !== undefined) {
      setFailure(errorMessageKeyOf(result.error));
      return false;
    }
    setExpiredMinutes(result.data.expiredMinutes);
    return smsCountdownSeconds(result.data.expiredMinutes);
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = await validateFields(schema, values);
    setMessages(found);
    setFailure(null);
    setDone(false);
    if (Object.keys(found).length > 0) return;
    const result =
      channel === 'mobile'
        ? await bindMobile({ mobileNum: target, verificationCode: code })
        : await bindEmail({ email: target, verificationCode: code });
    if (result.error !== undefined) {
      setFailure(errorMessageKeyOf(result.error));
      return;
    }
    setValues({ [field]: '', verificationCode: '' });
    setDone(true);
  };

  const id = `security-${channel}`;
  return (
    <section className="security-card" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {channel === 'mobile' ? t('security.mobile_title') : t('security.email_title')}
      </h2>
      <p>
        {current ? t('security.contact_current', { value: current }) : t('security.contact_none')}
      </p>
      <form className="security-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={channel === 'mobile' ? t('security.new_mobile') : t('security.new_email')}
          name={field}
          type={channel === 'mobile' ? 'tel' : 'email'}
          inputMode={channel === 'mobile' ? 'tel' : 'email'}
          autoComplete={channel === 'mobile' ? 'tel-national' : 'email'}
          value={values[field] ?? ''}
          onChange={(event) => {
            const { value } = event.target;
            setValues((before) => ({ ...before, [field]: value }));
          }}
          error={text(field)}
        />
        <SmsCodeField
          label={channel === 'mobile' ? t('security.sms_code') : t('security.email_code')}
          name="verificationCode"
          value={values.verificationCode ?? ''}
          onChange={(event) => {
            const { value } = event.target;
            setValues((before) => ({ ...before, verificationCode: value }));
          }}
          error={text('verificationCode')}
          countdownSeconds={smsCountdownSeconds(expiredMinutes)}
          onSend={send}
        />
        {failure ? (
          <p role="alert" className="security-form__failure">
            {t(failure)}
          </p>
        ) : null}
        {done ? <p role="status">{t('security.contact_bound')}</p> : null}
        <Button type="submit" disabled={mobileBinding.isLoading || emailBinding.isLoading}>
          {channel === 'mobile'
            ? current
              ? t('security.change_mobile')
              : t('security.bind_mobile')
            : current
              ? t('security.change_email')
              : t('security.bind_email')}
        </Button>
      </form>
    </section>
  );
}
