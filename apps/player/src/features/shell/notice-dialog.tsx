import { useAnnouncementsQuery } from '@gaming/api/announcements';
import { Dialog } from '@gaming/ui/dialog';
import { EmptyState } from '@gaming/ui/empty-state';
import { Paginator } from '@gaming/ui/paginator';
import { SkeletonList } from '@gaming/ui/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { SafeHtml } from '@gaming/kernel/safe-html';

/**
 * The notice list (§2 Modals): the player, promotion and hot announcements, titles first, 9 of
 * each group a page (§9); the pages go as far as the longest group.
 */
export default function NoticeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, currentData, error, isError, isFetching, refetch } = useAnnouncementsQuery({
    types: 'PL,PR,H',
    pageNo: page,
  });
  const pageCount = data
    ? Math.max(data.player.totalPages, data.promotion.totalPages, data.hot.totalPages)
    : 0;
  // The list is the page asked for (`currentData`); the count of pages stays from the last answer.
  const notices = currentData
    ? [...currentData.player.list, ...currentData.promotion.list, ...currentData.hot.list]
    : [];
  const unique = notices.filter((n, index) => notices.findIndex((m) => m.id === n.id) === index);

  let body;
  if (isError) body = <LoadFailed query={{ error, isFetching, refetch }} />;
  else if (!currentData) body = <SkeletonList rows={4} label={t('notices.loading')} />;
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
      <Paginator
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        label={t('notices.pages')}
      />
    </Dialog>
  );
}
