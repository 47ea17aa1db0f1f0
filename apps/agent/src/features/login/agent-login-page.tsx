import { tokenChanged } from '@gaming/api/base-api';
import { useLogoutMutation } from '@gaming/api/session';
import { useTranslation } from '@gaming/i18n';
import { ChangePasswordForm, UsernameLoginForm } from '@gaming/kernel/login';
import { Dialog } from '@gaming/ui/dialog';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { returnPathOf } from '../../config/paths';
import { useAgentLogin } from './use-agent-login';

/**
 * /agent (§2): the agent login (username, password, the captcha after failures, the new-address
 * check), the forced change of a weak or expired password, then /agentHome. A session already
 * here (a `?token=` link, or a reload) goes straight on; the guard checks it is an agent's.
 */
export function AgentLoginPage() {
  const { t } = useTranslation('agent');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const token = useAppSelector((state) => state.apiContext.token);
  // `?next=`: the centre page a session ended on (the guard); back there after signing in.
  const returnTo = returnPathOf(useSearchParams()[0].get('next'));
  const [mustChange, setMustChange] = useState(false);
  const finish = useAgentLogin({ onMustChangePassword: () => setMustChange(true), returnTo });

  useEffect(() => {
    document.title = t('login.title');
  }, [t]);

  if (token !== null && !mustChange) return <Navigate to={returnTo} replace />;

  return (
    <section className="agent-card" aria-labelledby="agent-login-title">
      <h1 id="agent-login-title">{t('login.title')}</h1>
      <p>{t('login.text')}</p>
      <UsernameLoginForm app="agent" onLoggedIn={finish} />
      <Dialog
        open={mustChange}
        // The change is forced: leaving it ends the session.
        onClose={() => {
          if (token !== null) void logout({ token });
          dispatch(tokenChanged(null));
          setMustChange(false);
        }}
        title={t('frame.change_password_title')}
        size="sm"
        closeOnBackdrop={false}
      >
        <ChangePasswordForm
          onChanged={() => {
            setMustChange(false);
            void navigate(returnTo);
          }}
        />
      </Dialog>
    </section>
  );
}
