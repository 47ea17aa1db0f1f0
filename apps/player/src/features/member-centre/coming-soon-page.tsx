import { EmptyState } from '@gaming/ui/empty-state';
import { useTranslation } from 'react-i18next';

/**
 * The screen of a member page whose work has not landed yet: an honest "coming soon", never stand-in
 * data. Each page's own folder replaces it in the registry (`app/member-pages.ts`).
 */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  return <EmptyState message={t('pages.coming_soon')} />;
}
