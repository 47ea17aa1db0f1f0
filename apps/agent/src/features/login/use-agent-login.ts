/** What happens after the agent login call answered with a session (§4 Login, §6 refusals). */
import { tokenChanged } from '@gaming/api/base-api';
import { useLogoutMutation } from '@gaming/api/session';
import { usePermissionQuery } from '@gaming/api/system';
import { afterLoginAction } from '@gaming/domain/session';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import type { LoggedIn } from '@gaming/kernel/login';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/store';
import { paths } from '../../config/paths';

/**
 * The domain's after-login steps on the agent site: a member or trial account is refused (the
 * session the server opened is ended); a weak or expired password opens the forced change first;
 * otherwise the agent goes to /agentHome.
 */
export function useAgentLogin({
  onMustChangePassword,
  returnTo = paths.agentHome.href(),
}: {
  onMustChangePassword: () => void;
  /** An /agentHome address to go to instead of the default page (`?next=`). */
  returnTo?: string;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: permission } = usePermissionQuery();
  const [logout] = useLogoutMutation();

  return ({ value, password }: LoggedIn): ErrorMessageKey | null => {
    const steps = afterLoginAction({
      loginType: 'username',
      password,
      passwordExpired: value.passwordExpired,
      // As in the player app: expiry applies when the switch is on, or for a temporary password.
      passwordExpiryEnabled:
        (permission?.info.whitelabel.PASSEXPIRY3 ?? false) || value.passwordExpired,
      firstTimeLogin: value.firstTimeLogin,
      isAgent: value.isAgent,
      app: 'agent',
    });
    for (const step of steps) {
      if (step.kind === 'refuse') {
        void logout({ token: value.token });
        return step.messageKey;
      }
    }
    // The change of password opens before the session lands, so the page does not move on first.
    if (steps.some((step) => step.kind === 'open-change-password')) onMustChangePassword();
    dispatch(tokenChanged(value.token));
    for (const step of steps) {
      if (step.kind === 'navigate') void navigate(returnTo);
    }
    return null;
  };
}
