import { useAnnouncementsQuery } from '@gaming/api/announcements';
import type { Announcement } from '@gaming/api/wire';
import { Dialog } from '@gaming/ui/dialog';
import { EmptyState } from '@gaming/ui/empty-state';
import { Paginator } from '@gaming/ui/paginator';
import { SkeletonList } from '@gaming/ui/skeleton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../app/store';
import { markHeldPopupsRead, useHeldPopupIds } from './held-popups';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { SafeHtml } from '@gaming/kernel/safe-html';

/** Announcements as a list of titles that open to their text. */
function NoticeList({ notices }: { notices: readonly Announcement[] }) {
  return (
    <ul className="shell-notices">
      {notices.map((notice) => (
        <li key={notice.id}>
          <details className="shell-notices__item">
            <summary>{notice.title}</summary>
            <SafeHtml className="shell-notices__text" html={notice.content} />
          </details>
        </li>
      ))}
    </ul>
  );
}

/**
 * The popups held back after login (one shows, the others wait here): the home page's
 * announcements call, already answered, holds their text. Opening the list clears their count.
 */
function HeldPopups() {
  const { t } = useTranslation();
  const language = useAppSelector((state) => state.apiContext.language);
  const ids = useHeldPopupIds();
  const { data } = useAnnouncementsQuery({ language }, { skip: ids.length === 0 });
  useEffect(markHeldPopupsRead, []);
  const held = ids.flatMap((id) => data?.popup.list.find((popup) => popup.id === id) ?? []);
  if (held.length === 0) return null;
  return (
    <section className="shell-notices__held" aria-labelledby="notices-held">
      <h3 id="notices-held" className="shell-notices__heading">
        {t('notices.held_title')}
      </h3>
      <NoticeList notices={held} />
    </section>
  );
}

/**
 * The notice list (§2 Modals): the popups held for the member, then the player, promotion and hot
 * announcements, titles first, 9 of each group a page (§9); the pages go as far as the longest group.
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
  else body = <NoticeList notices={unique} />;

  return (
    <Dialog open onClose={onClose} title={t('notices.title')} size="md">
      <HeldPopups />
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
