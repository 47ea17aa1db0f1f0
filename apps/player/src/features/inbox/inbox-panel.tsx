import {
  useDeleteMessagesMutation,
  useInboxQuery,
  useOpenMessageMutation,
  useReplyMessageMutation,
} from '@gaming/api/messages';
import type { InboxMessage, OpenedMessage } from '@gaming/api/wire';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { Dialog } from '@gaming/ui/dialog';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { Paginator } from '@gaming/ui/paginator';
import { SkeletonList } from '@gaming/ui/skeleton';
import { useEffect, useId, useState } from 'react';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { SafeHtml } from '@gaming/kernel/safe-html';
import { CONTENT_MAX, problemOf } from './message-limits';
import type { FieldProblem } from './message-limits';
import { useMessageFormats } from './use-message-formats';

/** The inbox: newest first, six a page; a row opens the message in a dialog. */
export function InboxPanel({ onWrite }: { onWrite: () => void }) {
  const { t } = useTranslation('inbox');
  const formats = useMessageFormats();
  const [pageNo, setPageNo] = useState(1);
  const query = useInboxQuery({ pageNo });
  const [openId, setOpenId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const data = query.currentData;
  let body;
  if (query.isError) body = <LoadFailed query={query} what={t('messages.load_failed')} />;
  else if (data === undefined)
    body = <SkeletonList rows={6} withAvatar label={t('messages.loading')} />;
  else if (data.list.length === 0)
    body = (
      <EmptyState
        message={t('messages.empty_inbox')}
        action={{ label: t('messages.compose'), onClick: onWrite }}
      />
    );
  else
    body = (
      <>
        <ul className="inbox-list">
          {data.list.map((message) => (
            <li key={message.id}>
              <MessageRow
                message={message}
                time={formats.dateTime(message.sendTime)}
                onOpen={() => {
                  setNotice(null);
                  setOpenId(message.id);
                }}
              />
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
    <section className="inbox-panel" aria-labelledby="inbox-hint">
      <p id="inbox-hint" className="inbox-hint">
        {t('messages.inbox_hint')}
        {data && data.unreadCount > 0 ? (
          <strong className="inbox-unread-total">
            {' '}
            {t('messages.unread_count', { count: data.unreadCount })}
          </strong>
        ) : null}
      </p>
      {notice ? (
        <p className="inbox-notice" role="status">
          {notice}
        </p>
      ) : null}
      {body}
      {openId !== null ? (
        <OpenMessageDialog
          id={openId}
          onClose={() => setOpenId(null)}
          onDone={(text) => {
            setOpenId(null);
            setNotice(text);
          }}
        />
      ) : null}
    </section>
  );
}

function MessageRow({
  message,
  time,
  onOpen,
}: {
  message: InboxMessage;
  time: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation('inbox');
  return (
    <button
      type="button"
      className={`inbox-row${message.read ? '' : ' inbox-row--unread'}`}
      onClick={onOpen}
    >
      <span className="inbox-row-subject">
        {message.read ? null : <span className="inbox-dot" aria-hidden="true" />}
        {/* One text run, so the hidden state reads "Subject, Unread" (a flex item would add a space). */}
        <span>
          {message.subject}
          {message.read ? null : <span className="visually-hidden">, {t('messages.unread')}</span>}
        </span>
      </span>
      <span className="inbox-row-meta">
        <span>{t('messages.from', { name: message.senderName })}</span>
        <time dateTime={message.sendTime}>{time}</time>
      </span>
    </button>
  );
}

/**
 * One message, opened (which marks it read on the platform: every unread badge refreshes), with
 * reply and delete.
 */
function OpenMessageDialog({
  id,
  onClose,
  onDone,
}: {
  id: number;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation(['inbox', 'errors']);
  const formats = useMessageFormats();
  const [open, opening] = useOpenMessageMutation();
  const [remove, removing] = useDeleteMessagesMutation();
  const [reply, replying] = useReplyMessageMutation();
  const [replyText, setReplyText] = useState('');
  const [replyProblem, setReplyProblem] = useState<FieldProblem>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const replyId = useId();
  const replyError = `${replyId}-error`;

  // Opening is what marks it read: once per dialog (a repeat is harmless, the platform keeps the first).
  useEffect(() => {
    void open(id);
  }, [open, id]);
  const message: OpenedMessage | undefined = opening.data;

  const onDelete = async () => {
    setFailure(null);
    const result = await remove([id]);
    if (result.error) setFailure(t(errorMessageKeyOf(result.error)));
    else onDone(t('inbox:messages.deleted'));
  };

  const onReply = async () => {
    const problem = problemOf(replyText, CONTENT_MAX);
    setReplyProblem(problem);
    if (problem) return;
    setFailure(null);
    const result = await reply({ inboxId: id, content: replyText.trim() });
    if (result.error) setFailure(t(errorMessageKeyOf(result.error)));
    else onDone(t('inbox:messages.replied'));
  };

  let body;
  if (opening.isError)
    body = (
      <LoadFailed
        query={{ error: opening.error, isFetching: opening.isLoading, refetch: () => open(id) }}
        what={t('inbox:messages.open_failed')}
        // Opening is a mutation (it marks the message read): the store never sends it again alone.
        retriesByItself={false}
      />
    );
  else if (!message) body = <SkeletonList rows={3} label={t('inbox:messages.opening')} />;
  else
    body = (
      <article className="inbox-message">
        <p className="inbox-row-meta">
          <span>{t('inbox:messages.from', { name: message.senderName })}</span>
          <time dateTime={message.sendTime}>{formats.dateTime(message.sendTime)}</time>
        </p>
        <SafeHtml className="inbox-message-content" html={message.content} />
        {message.canReply ? (
          <div className="inbox-field">
            <label htmlFor={replyId}>{t('inbox:messages.reply_label')}</label>
            <textarea
              id={replyId}
              value={replyText}
              rows={4}
              maxLength={CONTENT_MAX + 100}
              aria-invalid={replyProblem ? true : undefined}
              aria-describedby={replyProblem ? replyError : undefined}
              onChange={(event) => setReplyText(event.target.value)}
            />
            {replyProblem ? (
              <p id={replyError} className="inbox-field-error">
                {t(`inbox:messages.${replyProblem}`, { max: CONTENT_MAX })}
              </p>
            ) : null}
          </div>
        ) : null}
        {failure ? (
          <p className="inbox-field-error" role="alert">
            {failure}
          </p>
        ) : null}
      </article>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={message?.subject ?? t('inbox:messages.opening')}
      footer={
        message ? (
          <div className="inbox-actions">
            <Button variant="ghost" onClick={() => void onDelete()} disabled={removing.isLoading}>
              {t('inbox:messages.delete')}
            </Button>
            {message.canReply ? (
              <Button onClick={() => void onReply()} disabled={replying.isLoading}>
                {t('inbox:messages.send_reply')}
              </Button>
            ) : null}
          </div>
        ) : null
      }
    >
      {body}
    </Dialog>
  );
}
