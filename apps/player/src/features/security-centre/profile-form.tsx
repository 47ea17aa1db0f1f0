import { isApiFailure } from '@gaming/api/base-api';
import { useProfileQuery, useUpdateProfileMutation } from '@gaming/api/security';
import type { Profile, ProfileField } from '@gaming/api/wire';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { TextField } from '@gaming/ui/text-field';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';

/** The fields in the order the form shows them, with their input kinds. */
const FIELDS: readonly { field: ProfileField; type?: string; autoComplete?: string }[] = [
  { field: 'nickname', autoComplete: 'nickname' },
  { field: 'birthday', type: 'date', autoComplete: 'bday' },
  { field: 'payeeName', autoComplete: 'name' },
  { field: 'address', autoComplete: 'street-address' },
  { field: 'nationality', autoComplete: 'country-name' },
  { field: 'occupation', autoComplete: 'organization-title' },
  { field: 'sourceOfIncome' },
  { field: 'telegram' },
  { field: 'whatsapp', type: 'tel' },
  { field: 'line' },
  { field: 'facebook' },
  { field: 'wechat' },
  { field: 'zalo', type: 'tel' },
  { field: 'qqNum', type: 'tel' },
];

/** Personal information (original updateMemberInfo): saved as typed; a refusal names the field. */
export function ProfileForm() {
  const profile = useProfileQuery();
  return (
    <section
      className="security-card"
      id="security-profile"
      aria-labelledby="security-profile-title"
    >
      <ProfileTitle />
      {profile.data ? <ProfileFields initial={profile.data} /> : null}
    </section>
  );
}

function ProfileTitle() {
  const { t } = useTranslation('member');
  return <h2 id="security-profile-title">{t('security.items.profile')}</h2>;
}

function ProfileFields({ initial }: { initial: Profile }) {
  const { t } = useTranslation(['member', 'errors']);
  const [values, setValues] = useState<Profile>(initial);
  const [save, saving] = useUpdateProfileMutation();
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [done, setDone] = useState(false);
  const payeeLocked = initial.payeeName !== '';

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setInvalid(null);
    setFailure(null);
    setDone(false);
    if (values.nickname.trim() === '') {
      setInvalid('nickname');
      return;
    }
    const result = await save(values);
    if (result.error !== undefined) {
      const value = isApiFailure(result.error) ? result.error.value : undefined;
      const field =
        typeof value === 'object' && value !== null ? (value as { field?: unknown }).field : null;
      if (typeof field === 'string') setInvalid(field);
      setFailure(errorMessageKeyOf(result.error));
      return;
    }
    setDone(true);
  };

  return (
    <form
      className="security-form security-form--wide"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {FIELDS.map(({ field, type, autoComplete }) => (
        <TextField
          key={field}
          label={t(`security.profile_fields.${field}`)}
          name={field}
          type={type ?? 'text'}
          autoComplete={autoComplete ?? 'off'}
          readOnly={field === 'payeeName' && payeeLocked}
          hint={field === 'payeeName' && payeeLocked ? t('security.payee_locked') : undefined}
          value={values[field]}
          onChange={(event) => {
            const { value } = event.target;
            setValues((before) => ({ ...before, [field]: value }));
          }}
          error={invalid === field ? t('errors:field_invalid') : undefined}
        />
      ))}
      {failure ? (
        <p role="alert" className="security-form__failure">
          {t(failure)}
        </p>
      ) : null}
      {done ? <p role="status">{t('security.profile_saved')}</p> : null}
      <Button type="submit" disabled={saving.isLoading}>
        {t('security.save')}
      </Button>
    </form>
  );
}
