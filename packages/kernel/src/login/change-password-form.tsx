/**
 * The forced change of password (§2, §4 Login: a weak or expired password): the old password, the
 * new one twice. The passwords go to the platform sealed; a refusal is shown and the fields keep
 * what was typed. The app wraps it (a modal) and decides what follows a change.
 */
import { useChangePasswordMutation } from '@gaming/api/member';
import { useRegisterSettingsQuery } from '@gaming/api/system';
import type { FieldMessages } from '@gaming/domain/validation';
import { changePasswordSchema, validateFields } from '@gaming/domain/validation';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { PasswordField } from '@gaming/ui/password-field';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import { useFieldText } from '../field-text/use-field-text';
import type { ErrorMessageKey } from '../failure-message/failure-message';
import { errorMessageKeyOf } from '../failure-message/failure-message';
import './form.css';

export interface ChangePasswordFormProps {
  /** The platform took the new password (the member info reloads through the mutation). */
  onChanged: () => void;
}

export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { data: rules } = useRegisterSettingsQuery();
  const [values, setValues] = useState({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [messages, setMessages] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const fieldText = useFieldText(messages);

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    // The old password is asked: the form does not keep the one typed at login.
    const schema = changePasswordSchema({ oldPasswordKnown: false, ...(rules ? { rules } : {}) });
    const found = await validateFields(schema, values);
    setMessages(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const result = await changePassword(values);
    if ('error' in result) {
      setFailure(errorMessageKeyOf(result.error));
      return;
    }
    setValues({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
    onChanged();
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="auth-form__notice">{t('change_password.forced_intro')}</p>
      <PasswordField
        label={t('change_password.old_password')}
        name="oldPassword"
        autoComplete="current-password"
        value={values.oldPassword}
        onChange={change('oldPassword')}
        error={fieldText('oldPassword')}
      />
      <PasswordField
        label={t('change_password.new_password')}
        name="newPassword"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={change('newPassword')}
        error={fieldText('newPassword')}
      />
      <PasswordField
        label={t('change_password.confirm_new_password')}
        name="confirmNewPassword"
        autoComplete="new-password"
        value={values.confirmNewPassword}
        onChange={change('confirmNewPassword')}
        error={fieldText('confirmNewPassword')}
      />
      {failure ? (
        <p role="alert" className="auth-form__failure">
          {t(failure)}
        </p>
      ) : null}
      <Button type="submit" block disabled={isLoading}>
        {t('change_password.submit')}
      </Button>
    </form>
  );
}
