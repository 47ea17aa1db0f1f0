import { useAnnouncementsQuery } from '@gaming/api/announcements';
import { useTranslation } from '@gaming/i18n';
import { useDateFormats } from '@gaming/kernel/formats';
import { SafeHtml } from '@gaming/kernel/safe-html';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { Paginator } from '@gaming/ui/paginator';
import { SkeletonList } from '@gaming/ui/skeleton';
import { useSearchParams } from 'react-router';
import './announcements.css';

/** The page number of `?page=`: a whole number from 1, else 1. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * §2 agentAnnouncement: the site's announcements (the player list of the announcements call),
 * newest first as the platform orders them, each with its date and its sanitised text. The page
 * lives in the address (`?page=`).
 */
export default function AnnouncementsPage() {
  const { t } = useTranslation('agent');
  const dates = useDateFormats();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const { data, error, isLoading, isFetching, isError, refetch } = useAnnouncementsQuery({
    types: 'PL',
    pageNo: page,
  });

  if (isLoading) return <SkeletonList rows={4} label={t('announcements.loading')} />;
  if (isError || !data)
    return (
      <LoadFailed
        query={{ error, isFetching, refetch }}
        what={t('announcements.error')}
        retryLabel={t('announcements.retry')}
      />
    );
  const { list, totalPages } = data.player;
  if (list.length === 0) return <EmptyState message={t('announcements.empty')} />;

  return (
    <div className="agent-announcements" aria-busy={isFetching || undefined}>
      <ul className="agent-announcements__list">
        {list.map((item) => (
          <li key={item.id}>
            <article className="agent-announcement" aria-labelledby={`announcement-${item.id}`}>
              <h2 id={`announcement-${item.id}`} className="agent-announcement__title">
                {item.title}
              </h2>
              <p className="agent-announcement__date">
                <time dateTime={item.startDate}>
                  {t('announcements.published', {
                    date: dates.date(item.startDate),
                  })}
                </time>
              </p>
              <SafeHtml className="agent-announcement__text" html={item.content} />
            </article>
          </li>
        ))}
      </ul>
      <Paginator
        page={page}
        pageCount={totalPages}
        label={t('announcements.pages')}
        onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      />
    </div>
  );
}
