import { Dialog } from '@gaming/ui/dialog';
import { useTranslation } from 'react-i18next';

/** §2 Modals "legal licence image": the site's gaming licence, from the permission call's resources. */
export default function LicenceDialog({ src, onClose }: { src: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t('footer.licence')} size="md">
      <img className="shell-licence__image" src={src} alt={t('footer.licence_image')} />
    </Dialog>
  );
}
