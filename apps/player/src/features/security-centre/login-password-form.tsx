import { useChangePasswordMutation, useSetPasswordMutation } from '@gaming/api/member';
import { useRegisterSettingsQuery } from '@gaming/api/system';
import type { FieldMessages } from '@gaming/domain/validation';
import { changePasswordSchema, setPasswordSchema, validateFields } from '@gaming/domain/validation';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { PasswordField } from '@gaming/ui/password-field';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf, failedFieldOf } from '@gaming/kernel/failure-message';

const EMPTY = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
type Field = keyof typeof EMPTY;
const FIELDS: readonly Field[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

export interface LoginPasswordFormProps {
  /**
   * Whether the account has a login password. A member registered through a social login has none:
   * the form sets a first one (no old password to give) instead of changing it.
   */
  hasPassword: boolean;
}

/**
 * The login password (original changePassword{old,new,confirm}); every other session ends. A member
 * without one sets a first one with the new password twice; their other sessions stay.
 */
export function LoginPasswordForm({ hasPassword }: LoginPasswordFormProps) {
  const { t } = useTranslation(['member', 'errors', 'validation']);
  const { data: rules } = useRegisterSettingsQuery();
  const [change, changing] = useChangePasswordMutation();
  const [setFirst, setting] = useSetPasswordMutation();
  const isLoading = changing.isLoading || setting.isLoading;
  const [values, setValues] = useState(EMPTY);
  const [messages, setMessages] = useState<FieldMessages>({});
  /** A field the platform refused (`field.invalid`), with the refusal's message. */
  const [refused, setRefused] = useState<{ field: Field; message: ErrorMessageKey } | null>(null);
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [done, setDone] = useState<'changed' | 'set' | null>(null);
  const text = (field: Field) => {
    const message = messages[field];
    if (message) return t(message.key, message.values);
    return refused?.field === field ? t(refused.message) : undefined;
  };
  const set = (field: Field) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (refused?.field === field) setRefused(null);
  };
  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const withRules = rules ? { rules } : {};
    const found = hasPassword
      ? await validateFields(
          changePasswordSchema({ oldPasswordKnown: false, ...withRules }),
          values,
        )
      : await validateFields(setPasswordSchema(withRules), values);
    setMessages(found);
    setRefused(null);
    setFailure(null);
    setDone(null);
    if (Object.keys(found).length > 0) return;
    const result = hasPassword
      ? await change(values)
      : await setFirst({
          newPassword: values.newPassword,
          confirmNewPassword: values.confirmNewPassword,
        });
    if (result.error !== undefined) {
      const field = FIELDS.find((name) => name === failedFieldOf(result.error));
      // A refusal that names a field is said under it; any other above the button.
      if (field) setRefused({ field, message: errorMessageKeyOf(result.error) });
      else setFailure(errorMessageKeyOf(result.error));
      return;
    }
    setValues(EMPTY);
    setDone(hasPassword ? 'changed' : 'set');
  };
  return (
    <section
      className="security-card"
      id="security-login-password"
      aria-labelledby="security-login-password-title"
    >
      <h2 id="security-login-password-title">{t('passwords.login_title')}</h2>
      {hasPassword ? null : <p>{t('security.set_password_intro')}</p>}
      <form
        className="security-form"
        noValidate
        aria-label={hasPassword ? t('security.change_password') : t('security.set_password')}
        onSubmit={(event) => void submit(event)}
      >
        {hasPassword ? (
          <PasswordField
            label={t('passwords.old')}
            name="oldPassword"
            autoComplete="current-password"
            value={values.oldPassword}
            onChange={set('oldPassword')}
            error={text('oldPassword')}
          />
        ) : null}
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
        {done ? (
          <p role="status">
            {done === 'set' ? t('security.password_set') : t('security.password_changed')}
          </p>
        ) : null}
        <Button type="submit" aria-busy={isLoading || undefined} disabled={isLoading}>
          {hasPassword ? t('security.change_password') : t('security.set_password')}
        </Button>
      </form>
    </section>
  );
}
