import { useMessageRecipientsQuery, useSendMessageMutation } from '@gaming/api/messages';
import type { MessageRecipients, MessageSendType } from '@gaming/api/wire';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { Select } from '@gaming/ui/select';
import { SkeletonList } from '@gaming/ui/skeleton';
import { TextField } from '@gaming/ui/text-field';
import type { SyntheticEvent } from 'react';
import { useId, useState } from 'react';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import type { FieldProblem } from './message-limits';
import { CONTENT_MAX, SUBJECT_MAX, problemOf } from './message-limits';

/** Writes to customer service, the upline agent, or (agents) every direct member. */
export function WritePanel({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation(['inbox', 'errors']);
  const recipients = useMessageRecipientsQuery();
  if (recipients.isError)
    return <LoadFailed query={recipients} what={t('inbox:messages.load_failed')} />;
  if (!recipients.data) return <SkeletonList rows={3} label={t('inbox:messages.loading')} />;
  return <WriteForm recipients={recipients.data} onSent={onSent} />;
}

function WriteForm({ recipients, onSent }: { recipients: MessageRecipients; onSent: () => void }) {
  const { t } = useTranslation(['inbox', 'errors']);
  const [send, sending] = useSendMessageMutation();
  const [sendType, setSendType] = useState<MessageSendType>(recipients.sendTypes[0] ?? 'service');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [problems, setProblems] = useState<{ subject: FieldProblem; content: FieldProblem }>({
    subject: null,
    content: null,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const contentId = useId();
  const contentHint = `${contentId}-hint`;
  const contentError = `${contentId}-error`;

  const labelOf = (type: MessageSendType) =>
    type === 'upline'
      ? t('inbox:messages.send_types.upline', { name: recipients.uplineName ?? '' })
      : type === 'downline'
        ? t('inbox:messages.send_types.downline', { count: recipients.downlineCount })
        : t('inbox:messages.send_types.service');

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (sending.isLoading) return;
    const found = {
      subject: problemOf(subject, SUBJECT_MAX),
      content: problemOf(content, CONTENT_MAX),
    };
    setProblems(found);
    setFailure(null);
    if (found.subject || found.content) return;
    const result = await send({ sendType, subject: subject.trim(), content: content.trim() });
    // A refusal keeps what was typed.
    if (result.error) setFailure(t(errorMessageKeyOf(result.error)));
    else onSent();
  };

  const problemText = (problem: FieldProblem, max: number) =>
    problem ? t(`inbox:messages.${problem}`, { max }) : undefined;

  return (
    <form className="inbox-write" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Select
        label={t('inbox:messages.send_type')}
        value={sendType}
        onChange={(event) => setSendType(event.target.value as MessageSendType)}
        options={recipients.sendTypes.map((type) => ({ value: type, label: labelOf(type) }))}
      />
      <TextField
        label={t('inbox:messages.subject')}
        value={subject}
        maxLength={SUBJECT_MAX + 20}
        onChange={(event) => setSubject(event.target.value)}
        error={problemText(problems.subject, SUBJECT_MAX)}
      />
      <div className="inbox-field">
        <label htmlFor={contentId}>{t('inbox:messages.content')}</label>
        <textarea
          id={contentId}
          value={content}
          rows={6}
          maxLength={CONTENT_MAX + 100}
          aria-invalid={problems.content ? true : undefined}
          aria-describedby={problems.content ? `${contentError} ${contentHint}` : contentHint}
          onChange={(event) => setContent(event.target.value)}
        />
        <p id={contentHint} className="inbox-hint">
          {t('inbox:messages.content_hint', { max: CONTENT_MAX })}
        </p>
        {problems.content ? (
          <p id={contentError} className="inbox-field-error">
            {problemText(problems.content, CONTENT_MAX)}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p className="inbox-field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={sending.isLoading}>
        {sending.isLoading ? t('inbox:messages.sending') : t('inbox:messages.send')}
      </Button>
    </form>
  );
}
