import { useOutboxQuery } from '@gaming/api/messages';
import type { SentMessage } from '@gaming/api/wire';
import { useTranslation } from '@gaming/i18n';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { Paginator } from '@gaming/ui/paginator';
import { SkeletonList } from '@gaming/ui/skeleton';
import { useState } from 'react';
import { SafeHtml } from '@gaming/kernel/safe-html';
import { useMessageFormats } from './use-message-formats';

/** What the member sent in the last 7 days; a row unfolds its text. */
export function OutboxPanel({ notice, onWrite }: { notice: string | null; onWrite: () => void }) {
  const { t } = useTranslation('inbox');
  const formats = useMessageFormats();
  const [pageNo, setPageNo] = useState(1);
  const query = useOutboxQuery({ pageNo });
  const data = query.currentData;

  const recipientOf = (message: SentMessage) =>
    message.sendType === 'upline' && message.recipientName
      ? message.recipientName
      : t(`messages.recipient.${message.sendType}`);

  let body;
  if (query.isError) body = <LoadFailed query={query} what={t('messages.load_failed')} />;
  else if (data === undefined) body = <SkeletonList rows={4} label={t('messages.loading')} />;
  else if (data.list.length === 0)
    body = (
      <EmptyState
        message={t('messages.empty_outbox')}
        action={{ label: t('messages.compose'), onClick: onWrite }}
      />
    );
  else
    body = (
      <>
        <ul className="inbox-list">
          {data.list.map((message) => (
            <li key={message.id}>
              <details className="inbox-sent">
                <summary className="inbox-row">
                  <span className="inbox-row-subject">{message.subject}</span>
                  <span className="inbox-row-meta">
                    <span>{t('messages.to', { name: recipientOf(message) })}</span>
                    <time dateTime={message.sendTime}>{formats.dateTime(message.sendTime)}</time>
                  </span>
                  <span className="inbox-row-meta">
                    {t('messages.read_by', {
                      read: message.readCount,
                      count: message.recipientCount,
                    })}
                  </span>
                </summary>
                <SafeHtml className="inbox-message-content" html={message.content} />
              </details>
            </li>
          ))}
        </ul>
        {data.totalPages > 1 ? (
          <Paginator
            page={pageNo}
            pageCount={data.totalPages}
            onPageChange={setPageNo}
            label={t('messages.pages_label')}
          />
        ) : null}
      </>
    );

  return (
    <section className="inbox-panel" aria-labelledby="outbox-hint">
      <p id="outbox-hint" className="inbox-hint">
        {t('messages.outbox_hint')}
      </p>
      {notice ? (
        <p className="inbox-notice" role="status">
          {notice}
        </p>
      ) : null}
      {body}
    </section>
  );
}
