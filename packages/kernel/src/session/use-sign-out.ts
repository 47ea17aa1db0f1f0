import { tokenChanged } from '@gaming/api/base-api';
import { useLogoutMutation } from '@gaming/api/session';
import type { App } from '@gaming/domain/roles';
import { clearSessionKeepingMerchant, logoutOutcome } from '@gaming/domain/session';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';

/**
 * §4 Session logout, after the confirmation: tell the server, clear the tab's session but keep the
 * merchant code, forget the member, then go to / (the agent site: /agent). A failed server call
 * still signs out here.
 */
export function useSignOut(app: App) {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const outcome = logoutOutcome(app === 'agent');
  const signOut = async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    dispatch(tokenChanged(null));
    clearSessionKeepingMerchant(sessionStorage);
    void navigate(outcome.goTo);
  };
  return { signOut, signingOut: isLoading };
}
