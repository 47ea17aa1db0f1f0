import { useTranslation } from '@gaming/i18n';
import { SkeletonText } from '@gaming/ui/skeleton';
import type { ReactNode } from 'react';
import { Suspense, useEffect } from 'react';

export interface AgentPageProps {
  /** The page's title, already translated: the document title and the page's h1. */
  title: string;
  children: ReactNode;
}

/** One page of the agent centre: its title in the tab and as the h1, then the (lazy) page. */
export function AgentPage({ title, children }: AgentPageProps) {
  const { t } = useTranslation('agent');
  const documentTitle = t('frame.document_title', { page: title });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <section className="agent-page" aria-labelledby="agent-page-title">
      <h1 id="agent-page-title" className="agent-page__title">
        {title}
      </h1>
      <Suspense fallback={<SkeletonText lines={4} label={t('frame.page_loading')} />}>
        {children}
      </Suspense>
    </section>
  );
}
