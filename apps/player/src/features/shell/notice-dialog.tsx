import { useAnnouncementsQuery } from '@gaming/api/announcements';
import { Dialog } from '@gaming/ui/dialog';
import { EmptyState } from '@gaming/ui/empty-state';
import { SkeletonList } from '@gaming/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { SafeHtml } from '@gaming/kernel/safe-html';

/** The notice list (§2 Modals): the player, promotion and hot announcements, titles first. */
export default function NoticeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data, error, isLoading, isError, isFetching, refetch } = useAnnouncementsQuery({
    types: 'PL,PR,H',
  });
  const notices = data ? [...data.player.list, ...data.promotion.list, ...data.hot.list] : [];
  const unique = notices.filter((n, index) => notices.findIndex((m) => m.id === n.id) === index);

  let body;
  if (isLoading) body = <SkeletonList rows={4} label={t('notices.loading')} />;
  else if (isError) body = <LoadFailed query={{ error, isFetching, refetch }} />;
  else if (unique.length === 0) body = <EmptyState message={t('notices.empty')} />;
  else
    body = (
      <ul className="shell-notices">
        {unique.map((notice) => (
          <li key={notice.id}>
            <details className="shell-notices__item">
              <summary>{notice.title}</summary>
              <SafeHtml className="shell-notices__text" html={notice.content} />
            </details>
          </li>
        ))}
      </ul>
    );

  return (
    <Dialog open onClose={onClose} title={t('notices.title')} size="md">
      {body}
    </Dialog>
  );
}
