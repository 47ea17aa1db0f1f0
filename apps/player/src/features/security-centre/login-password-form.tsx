import { useChangePasswordMutation } from '@gaming/api/member';
import { useRegisterSettingsQuery } from '@gaming/api/system';
import type { FieldMessages } from '@gaming/domain/validation';
import { changePasswordSchema, validateFields } from '@gaming/domain/validation';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { PasswordField } from '@gaming/ui/password-field';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';

const EMPTY = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/** The login password (original changePassword{old,new,confirm}); every other session ends. */
export function LoginPasswordForm() {
  const { t } = useTranslation(['member', 'errors', 'validation']);
  const { data: rules } = useRegisterSettingsQuery();
  const [change, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState(EMPTY);
  const [messages, setMessages] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [done, setDone] = useState(false);
  const text = (field: keyof typeof EMPTY) => {
    const message = messages[field];
    return message ? t(message.key, message.values) : undefined;
  };
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const schema = changePasswordSchema({ oldPasswordKnown: false, ...(rules ? { rules } : {}) });
    const found = await validateFields(schema, values);
    setMessages(found);
    setFailure(null);
    setDone(false);
    if (Object.keys(found).length > 0) return;
    const result = await change(values);
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
      id="security-login-password"
      aria-labelledby="security-login-password-title"
    >
      <h2 id="security-login-password-title">{t('passwords.login_title')}</h2>
      <form className="security-form" noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          label={t('passwords.old')}
          name="oldPassword"
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={set('oldPassword')}
          error={text('oldPassword')}
        />
        <PasswordField
          label={t('passwords.new')}
          name="newPassword"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set('newPassword')}
          error={text('newPassword')}
        />
        <PasswordField
          label={t('passwords.confirm')}
          name="confirmNewPassword"
          autoComplete="new-password"
          value={values.confirmNewPassword}
          onChange={set('confirmNewPassword')}
          error={text('confirmNewPassword')}
        />
        {failure ? (
          <p role="alert" className="security-form__failure">
            {t(failure)}
          </p>
        ) : null}
        {done ? <p role="status">{t('security.password_changed')}</p> : null}
        <Button type="submit" aria-busy={isLoading || undefined} disabled={isLoading}>
          {t('security.change_password')}
        </Button>
      </form>
    </section>
  );
}
