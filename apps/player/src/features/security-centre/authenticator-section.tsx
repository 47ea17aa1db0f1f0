import {
  useAuthenticatorSecretQuery,
  useBindAuthenticatorMutation,
  useUnbindAuthenticatorMutation,
} from '@gaming/api/security';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { QrCode } from '@gaming/ui/qr-code';
import { TextField } from '@gaming/ui/text-field';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';

const SIX_DIGITS = /^\d{6}$/;

/**
 * The authenticator app (original bindGA{secretKey, code}): the secret as a QR code and as text,
 * bound with a code the app shows; once bound, unbound with a current code.
 */
export function AuthenticatorSection({ bound }: { bound: boolean }) {
  const { t } = useTranslation(['member', 'errors']);
  const [linking, setLinking] = useState(false);
  const secret = useAuthenticatorSecretQuery(undefined, { skip: bound || !linking });
  const [bind, binding] = useBindAuthenticatorMutation();
  const [unbind, unbinding] = useUnbindAuthenticatorMutation();
  const [code, setCode] = useState('');
  const [codeMissing, setCodeMissing] = useState(false);
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    setFailure(null);
    setCodeMissing(!SIX_DIGITS.test(typed));
    if (!SIX_DIGITS.test(typed)) return;
    const result = bound
      ? await unbind({ code: typed })
      : await bind({ secretKey: secret.data?.secretKey ?? '', code: typed });
    if (result.error !== undefined) {
      setFailure(errorMessageKeyOf(result.error));
      return;
    }
    setCode('');
    setLinking(false);
  };

  const form = (submitLabel: string) => (
    <form className="security-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('google_auth.code')}
        name="totpCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={codeMissing ? t('security.code_six_digits') : undefined}
      />
      {failure ? (
        <p role="alert" className="security-form__failure">
          {t(failure)}
        </p>
      ) : null}
      <Button type="submit" disabled={binding.isLoading || unbinding.isLoading}>
        {submitLabel}
      </Button>
    </form>
  );

  return (
    <section
      className="security-card"
      id="security-authenticator"
      aria-labelledby="security-authenticator-title"
    >
      <h2 id="security-authenticator-title">{t('security.authenticator_title')}</h2>
      {bound ? (
        <>
          <p role="status">{t('security.authenticator_bound')}</p>
          <p>{t('security.authenticator_unbind_intro')}</p>
          {form(t('security.authenticator_unbind'))}
        </>
      ) : !linking ? (
        <>
          <p>{t('security.authenticator_intro')}</p>
          <Button onClick={() => setLinking(true)}>{t('security.authenticator_start')}</Button>
        </>
      ) : secret.data ? (
        <>
          <p>{t('google_auth.scan')}</p>
          <QrCode value={secret.data.otpauth} label={t('security.authenticator_qr')} />
          <p className="security-secret">
            <span>{t('google_auth.secret')}: </span>
            <code aria-label={t('google_auth.secret')}>{secret.data.secretKey}</code>
          </p>
          {form(t('security.authenticator_bind'))}
        </>
      ) : secret.isError ? (
        <p role="alert">{t(errorMessageKeyOf(secret.error))}</p>
      ) : null}
    </section>
  );
}
