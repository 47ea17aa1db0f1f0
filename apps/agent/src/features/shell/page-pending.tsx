import { useTranslation } from '@gaming/i18n';
import { EmptyState } from '@gaming/ui/empty-state';

/** A page of the agent centre that is still being built: a calm note instead of an error. */
export default function PagePending() {
  const { t } = useTranslation('agent');
  return <EmptyState message={t('frame.pending_text')} />;
}
