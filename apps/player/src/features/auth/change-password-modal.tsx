/**
 * The forced change-password modal (§2, §4 Login, §4 "Change password: success reloads info, closes
 * modal, goes to /"): the kernel's form in a dialog.
 */
import { useTranslation } from '@gaming/i18n';
import { ChangePasswordForm } from '@gaming/kernel/login';
import { Dialog } from '@gaming/ui/dialog';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import type { WithAuth } from '../../session/auth-slice';
import { changePasswordClosed } from '../../session/auth-slice';
import './auth.css';
import { useTransitionSelector } from '@gaming/api/base-api';

export function ChangePasswordModal() {
  const { t } = useTranslation('auth');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const open = useTransitionSelector((state: WithAuth) => state.auth.changePasswordOpen);

  return (
    <Dialog
      open={open}
      onClose={() => dispatch(changePasswordClosed())}
      title={t('change_password.title')}
      size="sm"
    >
      <ChangePasswordForm
        onChanged={() => {
          // The member info reloads through the mutation's invalidation.
          dispatch(changePasswordClosed());
          void navigate('/');
        }}
      />
    </Dialog>
  );
}

export default ChangePasswordModal;
