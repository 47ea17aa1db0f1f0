import { AlertDialog } from '@gaming/ui/alert-dialog';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '@gaming/kernel/session';

/** §4 "logged out after a confirmation prompt". */
export default function SignOutConfirm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { signOut } = useSignOut('player');
  return (
    <AlertDialog
      open={open}
      tone="warning"
      title={t('logout.title')}
      message={t('logout.text')}
      confirmLabel={t('logout.confirm')}
      cancelLabel={t('logout.cancel')}
      onConfirm={() => {
        onClose();
        void signOut();
      }}
      onCancel={onClose}
    />
  );
}
