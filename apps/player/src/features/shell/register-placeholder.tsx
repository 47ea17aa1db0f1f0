import { Dialog } from '@gaming/ui/dialog';
import { Button } from '@gaming/ui/button';
import { useTranslation } from 'react-i18next';

/** /register until the registration modal comes: says so plainly and offers login. */
export default function RegisterPlaceholder({
  onClose,
  onLogin,
}: {
  onClose: () => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('register_placeholder.title')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.close')}
          </Button>
          <Button onClick={onLogin}>{t('actions.login')}</Button>
        </>
      }
    >
      <p>{t('register_placeholder.text')}</p>
    </Dialog>
  );
}
