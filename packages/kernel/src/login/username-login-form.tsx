import { isApiFailure } from '@gaming/api/base-api';
import { useCaptchaQuery } from '@gaming/api/verification';
import type { LoginValue, LoginVerifyRequiredValue } from '@gaming/api/wire';
import { useLoginMutation } from '@gaming/api/session';
import { rememberMeCookieOf } from '@gaming/domain/session';
import { CAPTCHA_REFRESH_GAP_MS, throttleAllows } from '@gaming/domain/time';
import type { FieldMessages } from '@gaming/domain/validation';
import { loginSchema, validateFields } from '@gaming/domain/validation';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { CaptchaField } from '@gaming/ui/captcha-field';
import { Checkbox } from '@gaming/ui/checkbox';
import { PasswordField } from '@gaming/ui/password-field';
import { TextField } from '@gaming/ui/text-field';
import { useLayoutEffect, useRef, useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { App } from '@gaming/domain/roles';
import { useFieldText } from '../field-text/use-field-text';
import type { ErrorMessageKey } from '../failure-message/failure-message';
import {
  asksForCaptcha,
  errorMessageKeyOf,
  lockedMinutesOf,
} from '../failure-message/failure-message';
import { LoginVerifyForm } from './login-verify-form';
import { applyRememberMeCookie, readRememberedUsername } from './remember-me-cookie';
import './form.css';

/** A random id the captcha image is fetched with, kept for the life of the form. */
function newCaptchaKey(): string {
  return crypto.randomUUID();
}

/** What the login call answered, with what was typed (the app's after-login steps need the password). */
export interface LoggedIn {
  value: LoginValue;
  username: string;
  password: string;
}

export interface UsernameLoginFormProps {
  /**
   * The site the login happens on. The agent site tells the platform so, which refuses an account
   * that is not an agent before it opens a session (§6).
   */
  app: App;
  /**
   * The login call answered with a session: the app decides what happens next (store the token,
   * open the forced change of password, go to a page…). Returns the message key of a refusal,
   * which the form shows (the app has ended that session), or null when the person is in.
   */
  onLoggedIn: (loggedIn: LoggedIn) => ErrorMessageKey | null;
  /** The new-address check is showing (a modal keeps its other links out of the way). */
  onCheckingChange?: (checking: boolean) => void;
}

/**
 * The username login of both apps: username, password, the captcha once the server asks for it,
 * remember me, and the new-address check when the platform asks for one (§4 Login).
 */
export function UsernameLoginForm({ app, onLoggedIn, onCheckingChange }: UsernameLoginFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const [values, setValues] = useState(() => ({
    username: readRememberedUsername(),
    password: '',
    captcha: '',
  }));
  const [remember, setRemember] = useState(() => values.username !== '');
  const [messages, setMessages] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  /** Set when too many failures locked the username: "try again in N minutes". */
  const [lockedMinutes, setLockedMinutes] = useState<number | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaKey] = useState(newCaptchaKey);
  const [captchaNonce, setCaptchaNonce] = useState(0);
  const lastCaptchaAt = useRef<number | null>(null);
  const captcha = useCaptchaQuery(
    { key: captchaKey, nonce: captchaNonce },
    { skip: !captchaShown },
  );
  const [login, { isLoading }] = useLoginMutation();
  /** §4: the platform asked this login from a new address for one more check. */
  const [check, setCheck] = useState<{ value: LoginVerifyRequiredValue; password: string } | null>(
    null,
  );
  const checking = check !== null;
  // A layout effect: the modal drops its other links in the same paint as the check appears.
  useLayoutEffect(() => {
    onCheckingChange?.(checking);
  }, [checking, onCheckingChange]);
  const fieldText = useFieldText(messages);

  const refreshCaptcha = () => {
    const now = Date.now();
    if (!throttleAllows(lastCaptchaAt.current, now, CAPTCHA_REFRESH_GAP_MS)) return;
    lastCaptchaAt.current = now;
    setCaptchaNonce((nonce) => nonce + 1);
  };

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const onRememberChange = (checked: boolean) => {
    setRemember(checked);
    // §5 "cleared when unchecked": at once, not only at the next login.
    if (!checked)
      applyRememberMeCookie(rememberMeCookieOf({ remember: false, username: '', now: Date.now() }));
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const schema = loginSchema({ captchaShown });
    const found = await validateFields(schema, values);
    setMessages(found);
    if (Object.keys(found).length > 0) return;
    // The values to send: trimmed (§5); typed text stays as it was in the fields.
    const validated = await schema.validate(values);
    const clean = {
      username: validated.username ?? '',
      password: validated.password ?? '',
      captcha: validated.captcha ?? '',
    };
    setFailure(null);
    setLockedMinutes(null);
    const result = await login({
      username: clean.username,
      password: clean.password,
      type: 'username',
      ...(app === 'agent' ? { site: 'agent' as const } : {}),
      ...(captchaShown ? { captcha: clean.captcha, captchaKey } : {}),
    });
    if (result.error !== undefined) {
      if (isApiFailure(result.error) && result.error.errorCode === 'login_verify_required') {
        setCheck({
          value: result.error.value as LoginVerifyRequiredValue,
          password: clean.password,
        });
        return;
      }
      setFailure(errorMessageKeyOf(result.error));
      setLockedMinutes(lockedMinutesOf(result.error));
      // A captcha answers one attempt: the next one needs a fresh image either way.
      if (asksForCaptcha(result.error)) {
        if (captchaShown) {
          setValues((current) => ({ ...current, captcha: '' }));
          lastCaptchaAt.current = Date.now();
          setCaptchaNonce((nonce) => nonce + 1);
        } else {
          lastCaptchaAt.current = Date.now();
          setCaptchaShown(true);
        }
      }
      return;
    }
    completeLogin(result.data, clean.username, clean.password);
  };

  /** After the password (and the new-address check when asked): the domain's after-login steps. */
  function completeLogin(value: LoginValue, username: string, password: string) {
    const refusal = onLoggedIn({ value, username, password });
    if (refusal !== null) {
      setCheck(null);
      setFailure(refusal);
      return;
    }
    applyRememberMeCookie(rememberMeCookieOf({ remember, username, now: Date.now() }));
  }

  if (check !== null) {
    return (
      <LoginVerifyForm
        check={check.value}
        onVerified={(value) => completeLogin(value, values.username.trim(), check.password)}
        onBack={() => {
          setCheck(null);
          setValues((current) => ({ ...current, password: '' }));
        }}
      />
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('fields.username')}
        placeholder={t('fields.username_placeholder')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        onChange={change('username')}
        error={fieldText('username')}
      />
      <PasswordField
        label={t('fields.password')}
        placeholder={t('fields.password_placeholder')}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        error={fieldText('password')}
      />
      {captchaShown ? (
        <CaptchaField
          label={t('fields.captcha')}
          placeholder={t('fields.captcha_placeholder')}
          name="captcha"
          value={values.captcha}
          onChange={change('captcha')}
          error={fieldText('captcha')}
          imageSrc={captcha.isFetching ? null : (captcha.data ?? null)}
          onRefresh={refreshCaptcha}
          refreshGapMs={CAPTCHA_REFRESH_GAP_MS}
        />
      ) : null}
      <Checkbox
        label={t('login.remember_username')}
        name="remember"
        checked={remember}
        onChange={(event) => onRememberChange(event.target.checked)}
      />
      {failure === null ? null : (
        <p role="alert" className="auth-form__failure">
          {lockedMinutes === null
            ? t(failure)
            : t('errors:login_locked_minutes', { count: lockedMinutes })}
        </p>
      )}
      <Button type="submit" block aria-busy={isLoading || undefined} disabled={isLoading}>
        {isLoading ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
