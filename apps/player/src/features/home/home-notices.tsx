import type { Announcement, AnnouncementsValue } from '@gaming/api/wire';
import { NoticeMarquee } from '@gaming/ui/notice-marquee';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const NoticeDialog = lazy(() => import('../../lib/notice-dialog'));

/** The marquee's notices: player, promotion and hot announcements, each once. */
export function noticesOf(value: AnnouncementsValue | undefined): Announcement[] {
  if (!value) return [];
  const all = [...value.player.list, ...value.promotion.list, ...value.hot.list];
  return all.filter((notice, index) => all.findIndex((other) => other.id === notice.id) === index);
}

/** §2 Home notice marquee; a notice opens the notice list. */
export function HomeNotices({ announcements }: { announcements: AnnouncementsValue | undefined }) {
  const { t } = useTranslation('games');
  const [open, setOpen] = useState(false);
  const notices = useMemo(() => noticesOf(announcements), [announcements]);
  // The marquee's place while the announcements load, so the sections below never move down.
  if (!announcements) return <div className="home-notices-slot" aria-hidden="true" />;
  return (
    <>
      <NoticeMarquee
        className="home-notices"
        notices={notices}
        getKey={(notice) => notice.id}
        onOpen={() => setOpen(true)}
        label={t('notices.marquee_label')}
      />
      {open ? (
        <Suspense fallback={null}>
          <NoticeDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
