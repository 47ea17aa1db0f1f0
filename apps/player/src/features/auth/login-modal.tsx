/**
 * The login modal (§2 Modals, §4 Login): username tab, SMS tab when verification-code login is on,
 * the sign-up switch, forgot password. Loaded lazily: forms, Yup and the challenge solver stay out
 * of the first paint.
 */
import { usePermissionQuery } from '@gaming/api/system';
import type { SocialLoginOutcome } from '@gaming/domain/session';
import { useTranslation } from '@gaming/i18n';
import { UsernameLoginForm } from '@gaming/kernel/login';
import { Button } from '@gaming/ui/button';
import { Dialog } from '@gaming/ui/dialog';
import { Tabs } from '@gaming/ui/tabs';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import type { LoginTab, WithAuth } from '../../session/auth-slice';
import { forgotPasswordOpened, loginClosed, loginOpened } from '../../session/auth-slice';
import { FreePlayButton } from './free-play-button';
import { SmsLoginForm } from './sms-login-form';
import { SocialLoginButtons } from './social-login-buttons';
import type { FinishLoginOptions } from './use-finish-login';
import { useFinishLogin } from './use-finish-login';
import './auth.css';
import { useTransitionSelector } from '@gaming/api/base-api';

/** The registration route of §2. */
export const REGISTER_PATH = '/register';

/** What the modal says when a social sign-in came back without a session. */
const SOCIAL_OUTCOME_KEYS = {
  failed: 'auth:login.social_outcome_failed',
  expired: 'auth:login.social_outcome_expired',
  cancelled: 'auth:login.social_outcome_cancelled',
  disabled: 'errors:account_disabled',
} as const satisfies Record<SocialLoginOutcome, string>;

function tabOf(id: string): LoginTab {
  return id === 'sms' ? 'sms' : 'username';
}

export type LoginModalProps = Partial<FinishLoginOptions>;

export function LoginModal({ app = 'player', onFirstLogin }: LoginModalProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const open = useTransitionSelector((state: WithAuth) => state.auth.loginOpen);
  const socialOutcome = useTransitionSelector((state: WithAuth) => state.auth.socialOutcome);
  const tab = useTransitionSelector((state: WithAuth) => state.auth.loginTab);
  const { data: permission } = usePermissionQuery();
  // §2: the SMS tab only when verification-code login is on.
  const smsOn = permission?.info.whitelabel.VERIFCODELOGIN3 === true;
  // §1: free trial play for visitors when the merchant turned it on.
  const freePlayOn = permission?.info.whitelabel.FREEPLAY3 === true && app === 'player';
  const finishOptions: FinishLoginOptions = { app, ...(onFirstLogin ? { onFirstLogin } : {}) };

  const close = () => dispatch(loginClosed());
  const toRegister = () => {
    dispatch(loginClosed());
    void navigate(REGISTER_PATH);
  };

  const [checking, setChecking] = useState(false);
  const finish = useFinishLogin(finishOptions);
  const usernameForm = (
    <UsernameLoginForm
      app={app}
      onLoggedIn={({ value, password }) => finish(value, 'username', password)}
      onCheckingChange={setChecking}
    />
  );
  return (
    <Dialog open={open} onClose={close} title={t('login.title')} size="sm">
      {socialOutcome === null ? null : (
        <p role="alert" className="auth-form__failure auth-lead">
          {t(SOCIAL_OUTCOME_KEYS[socialOutcome])}
        </p>
      )}
      {smsOn ? (
        <Tabs
          label={t('login.tabs_label')}
          fitted
          value={tab}
          onChange={(id) => dispatch(loginOpened(tabOf(id)))}
          tabs={[
            { id: 'username', label: t('login.tab_username'), panel: usernameForm },
            { id: 'sms', label: t('login.tab_sms'), panel: <SmsLoginForm {...finishOptions} /> },
          ]}
        />
      ) : (
        usernameForm
      )}
      {checking ? null : (
        <div className="auth-links">
          <Button variant="ghost" size="sm" onClick={() => dispatch(forgotPasswordOpened())}>
            {t('login.forgot')}
          </Button>
          <Button variant="secondary" size="sm" onClick={toRegister}>
            {t('login.to_register')}
          </Button>
        </div>
      )}
      {freePlayOn && !checking ? <FreePlayButton /> : null}
      {checking ? null : <SocialLoginButtons providers={permission?.info.socialLogin ?? []} />}
    </Dialog>
  );
}

export default LoginModal;
// The other ways in travel in this chunk (see auth-modals.tsx and the /register route).
export { default as ForgotPasswordModal } from './forgot-password-modal';
export { default as RegisterModal } from './register-modal';
export { default as SocialRegisterModal } from './social-register-modal';
