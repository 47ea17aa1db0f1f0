import { tokenChanged } from '@gaming/api/base-api';
import { useLogoutMutation } from '@gaming/api/session';
import { clearSessionKeepingMerchant, logoutOutcome } from '@gaming/domain/session';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/store';

/**
 * §4 Session logout, after the confirmation: tell the server, clear the tab's session but keep the
 * merchant code, forget the member, then go to /. A failed server call still signs out here.
 */
export function useSignOut() {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const outcome = logoutOutcome(false);
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
