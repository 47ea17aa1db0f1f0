import { Suspense, lazy } from 'react';
import type { WithApiContext } from '@gaming/api/base-api';
import type { WithAuth } from '../../session/auth-slice';
import type { LoginModalProps } from './login-modal';
import { useTransitionSelector } from '@gaming/api/base-api';

const LoginModal = lazy(() => import('./login-modal'));
const ChangePasswordModal = lazy(() => import('./change-password-modal'));
// One chunk for the ways in (login, forgot, register): one entry in first paint's preload map.
const ForgotPasswordModal = lazy(() =>
  import('./login-modal').then((screens) => ({ default: screens.ForgotPasswordModal })),
);
const TokenSwitchDialog = lazy(() => import('./token-switch-dialog'));

/**
 * The login, change-password and forgot-password modals, each loaded the first time it opens. Mount once inside the
 * router and the store; open them with `loginOpened()` / `changePasswordOpened()`.
 */
export function AuthModals(props: LoginModalProps) {
  const loginOpen = useTransitionSelector((state: WithAuth) => state.auth.loginOpen);
  const changePasswordOpen = useTransitionSelector(
    (state: WithAuth) => state.auth.changePasswordOpen,
  );
  const forgotPasswordOpen = useTransitionSelector(
    (state: WithAuth) => state.auth.forgotPasswordOpen,
  );
  const tokenOffered = useTransitionSelector(
    (state: WithApiContext) => state.apiContext.offeredToken !== null,
  );
  return (
    <Suspense fallback={null}>
      {loginOpen ? <LoginModal {...props} /> : null}
      {changePasswordOpen ? <ChangePasswordModal /> : null}
      {forgotPasswordOpen ? <ForgotPasswordModal /> : null}
      {tokenOffered ? <TokenSwitchDialog /> : null}
    </Suspense>
  );
}
