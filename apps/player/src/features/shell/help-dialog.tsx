import { useHelpCenterQuery } from '@gaming/api/system';
import { Dialog } from '@gaming/ui/dialog';
import { EmptyState } from '@gaming/ui/empty-state';
import { SkeletonText } from '@gaming/ui/skeleton';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { SafeHtml } from '@gaming/kernel/safe-html';

/**
 * The help centre over home (§2 /help, optional #term anchor). Articles are server HTML: until a
 * sanitiser is installed they are shown as plain text.
 */
export default function HelpDialog({ anchor, onClose }: { anchor: string; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useAppSelector((state) => state.apiContext.language);
  const { data, error, isLoading, isError, isFetching, refetch } = useHelpCenterQuery({ lang });

  // `/help#term`: that article opens (see `open` below), scrolls into view and takes the focus, so a
  // keyboard or screen-reader user starts reading there. Runs after the dialog's own first focus.
  useEffect(() => {
    if (!anchor || !data) return;
    const article = document.getElementById(`help-${anchor}`);
    if (!(article instanceof HTMLDetailsElement)) return;
    article.open = true;
    article.querySelector('summary')?.focus({ preventScroll: true });
    article.scrollIntoView({ block: 'start' });
  }, [anchor, data]);

  let body;
  if (isLoading) body = <SkeletonText lines={6} label={t('state.loading')} />;
  else if (isError) body = <LoadFailed query={{ error, isFetching, refetch }} />;
  else if (!data || data.every((category) => category.articles.length === 0))
    body = <EmptyState message={t('help.empty')} />;
  else
    body = (
      <nav aria-label={t('help.topics')}>
        {data.map((category) => (
          <section key={category.id} className="shell-help__category">
            <h3>{category.title}</h3>
            {category.articles.map((article) => (
              <details
                key={article.id}
                id={article.anchor ? `help-${article.anchor}` : undefined}
                className="shell-help__article"
                open={article.anchor === anchor && anchor !== ''}
              >
                <summary>{article.title}</summary>
                <SafeHtml className="shell-help__text" html={article.content} />
              </details>
            ))}
          </section>
        ))}
      </nav>
    );

  return (
    <Dialog open onClose={onClose} title={t('help.title')} size="lg">
      {body}
    </Dialog>
  );
}
