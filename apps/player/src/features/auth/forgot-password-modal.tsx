/**
 * Forgot password (§2 Modals, §4 Forgot): by email (a temporary password is mailed; 'in_been_out'
 * and close), and by phone when CHNGPASSVERIF3 is on (SMS code and a new password; then signed in
 * with it and sent to /). Every refusal keeps what was typed.
 */
import { useForgotByEmailMutation, useForgotByPhoneMutation } from '@gaming/api/account';
import { useLoginMutation } from '@gaming/api/session';
import { usePermissionQuery, useRegisterSettingsQuery } from '@gaming/api/system';
import { useSendLoginSmsMutation } from '@gaming/api/verification';
import { SMS_SEND_GAP_MS, smsCountdownSeconds, throttleAllows } from '@gaming/domain/time';
import type { FieldMessages } from '@gaming/domain/validation';
import {
  forgotByEmailSchema,
  forgotByPhoneSchema,
  mobilePlaceholder,
  validateFields,
} from '@gaming/domain/validation';
import { useTranslation } from '@gaming/i18n';
import { AlertDialog } from '@gaming/ui/alert-dialog';
import { Button } from '@gaming/ui/button';
import { Dialog } from '@gaming/ui/dialog';
import { PasswordField } from '@gaming/ui/password-field';
import { SmsCodeField } from '@gaming/ui/sms-code-field';
import { Tabs } from '@gaming/ui/tabs';
import { TextField } from '@gaming/ui/text-field';
import { useRef, useState } from 'react';
import type { SyntheticEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { forgotPasswordClosed, loginOpened } from '../../session/auth-slice';
import { useFinishLogin } from './use-finish-login';
import { useFieldText } from '@gaming/kernel/field-text';
import './auth.css';

function Failure({ failure }: { failure: ErrorMessageKey | null }) {
  const { t } = useTranslation(['errors']);
  return failure === null ? null : (
    <p role="alert" className="auth-form__failure">
      {t(failure)}
    </p>
  );
}

function ByEmailForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation(['auth']);
  const [values, setValues] = useState({ username: '', email: '' });
  const [messages, setMessages] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [forgot, { isLoading }] = useForgotByEmailMutation();
  const fieldText = useFieldText(messages);
  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const found = await validateFields(forgotByEmailSchema(), values);
    setMessages(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const result = await forgot({ username: values.username.trim(), email: values.email.trim() });
    if (result.error !== undefined) {
      setFailure(errorMessageKeyOf(result.error));
      return;
    }
    onSent();
  };
  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="auth-form__notice">{t('forgot.email_intro')}</p>
      <TextField
        label={t('fields.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.username}
        onChange={change('username')}
        error={fieldText('username')}
      />
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={change('email')}
        error={fieldText('email')}
      />
      <Failure failure={failure} />
      <Button type="submit" block aria-busy={isLoading || undefined} disabled={isLoading}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}

function ByPhoneForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const { data: rules } = useRegisterSettingsQuery();
  const { data: permission } = usePermissionQuery();
  const dialingCode = permission?.info.register.countryDialingCode ?? '';
  const [values, setValues] = useState({
    mobileNum: '',
    verificationCode: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [messages, setMessages] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [sendRefusal, setSendRefusal] = useState<string | null>(null);
  const [expiredMinutes, setExpiredMinutes] = useState<number | null>(null);
  const lastSendAt = useRef<number | null>(null);
  const [sendSms] = useSendLoginSmsMutation();
  const [reset, { isLoading: resetting }] = useForgotByPhoneMutation();
  const [login, { isLoading: loggingIn }] = useLoginMutation();
  const finish = useFinishLogin({ app: 'player' });
  const fieldText = useFieldText(messages);
  const schema = forgotByPhoneSchema(rules ? { rules } : {});
  const busy = resetting || loggingIn;

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
  };

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
      purpose: 'password',
    });
    if (result.error !== undefined) {
      setSendRefusal(t(errorMessageKeyOf(result.error)));
      return false;
    }
    setExpiredMinutes(result.data.expiredMinutes);
    return smsCountdownSeconds(result.data.expiredMinutes);
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = await validateFields(schema, values);
    setMessages(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const newPassword = values.newPassword.trim();
    const result = await reset({
      mobileNum: values.mobileNum.trim(),
      verificationCode: values.verificationCode.trim(),
      newPassword,
    });
    if (result.error !== undefined) {
      setFailure(errorMessageKeyOf(result.error));
      return;
    }
    // §4 "By phone: set password, auto-login with it, go to /".
    const signedIn = await login({
      username: result.data.username,
      password: newPassword,
      type: 'username',
    });
    if (signedIn.error !== undefined) {
      setFailure(errorMessageKeyOf(signedIn.error));
      return;
    }
    const refusal = finish(signedIn.data, 'username', newPassword);
    if (refusal !== null) {
      setFailure(refusal);
      return;
    }
    onSignedIn();
  };

  const digitsMessage = rules?.mobileNum ? mobilePlaceholder(rules.mobileNum) : null;
  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="auth-form__notice">{t('forgot.mobile_intro')}</p>
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
        required
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
      <PasswordField
        label={t('forgot.new_password')}
        name="newPassword"
        autoComplete="new-password"
        required
        value={values.newPassword}
        onChange={change('newPassword')}
        error={fieldText('newPassword')}
      />
      <PasswordField
        label={t('fields.confirm_password')}
        name="confirmNewPassword"
        autoComplete="new-password"
        required
        value={values.confirmNewPassword}
        onChange={change('confirmNewPassword')}
        error={fieldText('confirmNewPassword')}
      />
      <Failure failure={failure} />
      <Button type="submit" block aria-busy={busy || undefined} disabled={busy}>
        {t('forgot.submit')}
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

export default function ForgotPasswordModal() {
  const { t } = useTranslation(['auth', 'errors']);
  const dispatch = useDispatch();
  const { data: permission } = usePermissionQuery();
  const [tab, setTab] = useState<'email' | 'mobile'>('email');
  const [sent, setSent] = useState(false);
  const phoneOn = permission?.info.whitelabel.CHNGPASSVERIF3 === true;
  const close = () => dispatch(forgotPasswordClosed());
  const backToLogin = () => {
    dispatch(forgotPasswordClosed());
    dispatch(loginOpened());
  };
  const navigate = useNavigate();
  // §4 "By phone: set password, auto-login with it, go to /".
  const signedIn = () => {
    dispatch(forgotPasswordClosed());
    void navigate('/');
  };
  const byEmail = <ByEmailForm onSent={() => setSent(true)} />;
  return (
    <>
      <Dialog open={!sent} onClose={close} title={t('forgot.title')} size="sm">
        {phoneOn ? (
          <Tabs
            label={t('forgot.tabs_label')}
            fitted
            value={tab}
            onChange={(id) => setTab(id === 'mobile' ? 'mobile' : 'email')}
            tabs={[
              { id: 'email', label: t('forgot.tab_email'), panel: byEmail },
              {
                id: 'mobile',
                label: t('forgot.tab_mobile'),
                panel: <ByPhoneForm onSignedIn={signedIn} />,
              },
            ]}
          />
        ) : (
          byEmail
        )}
        <div className="auth-links">
          <Button variant="ghost" size="sm" onClick={backToLogin}>
            {t('forgot.back_to_login')}
          </Button>
        </div>
      </Dialog>
      {/* §8 Success: 'in_been_out' (sent by email), then the modal closes. */}
      <AlertDialog open={sent} tone="info" message={t('errors:in_been_out')} onConfirm={close} />
    </>
  );
}
