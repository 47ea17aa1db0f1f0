import { Suspense, lazy } from 'react';
import { useSelector } from 'react-redux';
import type { WithAuth } from './auth-slice';
import type { LoginModalProps } from './login-modal';

const LoginModal = lazy(() => import('./login-modal'));
const ChangePasswordModal = lazy(() => import('./change-password-modal'));

/**
 * The login and change-password modals, each loaded the first time it opens. Mount once inside the
 * router and the store; open them with `loginOpened()` / `changePasswordOpened()`.
 */
export function AuthModals(props: LoginModalProps) {
  const loginOpen = useSelector((state: WithAuth) => state.auth.loginOpen);
  const changePasswordOpen = useSelector((state: WithAuth) => state.auth.changePasswordOpen);
  return (
    <Suspense fallback={null}>
      {loginOpen ? <LoginModal {...props} /> : null}
      {changePasswordOpen ? <ChangePasswordModal /> : null}
    </Suspense>
  );
}
