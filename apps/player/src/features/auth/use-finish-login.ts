/** What happens after the login call answered with a token (§4 Login, §6 refusals). */
import { tokenChanged } from '@gaming/api/base-api';
import type { LoginValue } from '@gaming/api/wire';
import { useLogoutMutation } from '@gaming/api/session';
import { usePermissionQuery } from '@gaming/api/system';
import type { App } from '@gaming/domain/roles';
import type { LoginType } from '@gaming/domain/session';
import { afterLoginAction } from '@gaming/domain/session';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import {
  afterLoginModalShown,
  changePasswordOpened,
  firstLoginStarted,
  loginClosed,
} from '../../session/auth-slice';

export interface FinishLoginOptions {
  /** The player site or the agent login page; only the agent app sends agents to /agentHome. */
  app: App;
  /** §4 "run the first-login action if firstTimeLogin" (e.g. the first-login announcements). */
  onFirstLogin?: () => void;
}

/**
 * Applies the domain's after-login steps. Returns the refusal's message key (a trial account, §6)
 * without storing the token, or null when the member is in.
 */
export function useFinishLogin({ app, onFirstLogin }: FinishLoginOptions) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { data: permission } = usePermissionQuery();
  const [logout] = useLogoutMutation();

  return (value: LoginValue, loginType: LoginType, password: string): ErrorMessageKey | null => {
    const steps = afterLoginAction({
      loginType,
      password,
      passwordExpired: value.passwordExpired,
      // The platform says passwordExpired only when it applies: expiry on (PASSEXPIRY3), or a
      // temporary password from "forgot by email", which must be changed whatever the switch.
      passwordExpiryEnabled:
        (permission?.info.whitelabel.PASSEXPIRY3 ?? false) || value.passwordExpired,
      firstTimeLogin: value.firstTimeLogin,
      isAgent: value.isAgent,
      app,
    });
    for (const step of steps) {
      if (step.kind === 'refuse') {
        // The server opened a session the app will not use: end it there too.
        void logout({ token: value.token });
        return step.messageKey;
      }
    }
    dispatch(tokenChanged(value.token));
    for (const step of steps) {
      switch (step.kind) {
        case 'run-first-login-action':
          dispatch(firstLoginStarted());
          onFirstLogin?.();
          break;
        case 'close-login-modal':
          dispatch(loginClosed());
          break;
        case 'open-change-password':
          dispatch(changePasswordOpened());
          break;
        case 'load-member-info':
          // The login mutation invalidates Member and Balance: mounted queries refetch themselves.
          break;
        case 'set-after-login-modal-flag':
          dispatch(afterLoginModalShown());
          break;
        case 'navigate':
          void navigate(step.to);
          break;
        default:
          break;
      }
    }
    return null;
  };
}
