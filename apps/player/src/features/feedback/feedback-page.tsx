/**
 * Feedback (§2 member page `feedback`): a question type, a description of at
 * most 140 characters, up to three png/jpg pictures of at most 5 MB, the 18+ and terms box and the
 * captcha, sent with PUT /wps/feedback. A refused field keeps what was typed.
 */
import { isApiFailure } from '@gaming/api/base-api';
import { useSendFeedbackMutation } from '@gaming/api/support';
import { useCaptchaQuery } from '@gaming/api/verification';
import type { FeedbackBody } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { FEEDBACK_MAX_CHARACTERS, FEEDBACK_MAX_IMAGES } from '@gaming/domain/constants';
import type { FeedbackType } from '@gaming/domain/support';
import { FEEDBACK_TYPES, feedbackContentError } from '@gaming/domain/support';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { CAPTCHA_REFRESH_GAP_MS, CaptchaField } from '@gaming/ui/captcha-field';
import { Checkbox } from '@gaming/ui/checkbox';
import { FilePicker } from '@gaming/ui/file-picker';
import { Select } from '@gaming/ui/select';
import { TextArea } from '@gaming/ui/text-area';
import { useRef, useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { readPaymentImage } from '../../lib/read-image';
import './feedback.css';

type Field = 'content' | 'agree' | 'captcha' | 'files';

export default function FeedbackPage() {
  const { t } = useTranslation(['support', 'validation', 'errors']);
  const [type, setType] = useState<FeedbackType>(FEEDBACK_TYPES[0]);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [agreed, setAgreed] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaKey] = useState(() => crypto.randomUUID());
  const [captchaNonce, setCaptchaNonce] = useState(0);
  const lastCaptchaAt = useRef(0);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [sent, setSent] = useState(false);
  const [reading, setReading] = useState(false);
  const captchaImage = useCaptchaQuery({ key: captchaKey, nonce: captchaNonce }, { skip: sent });
  const [send, { isLoading }] = useSendFeedbackMutation();
  const busy = isLoading || reading;

  const refreshCaptcha = () => {
    const now = Date.now();
    if (now - lastCaptchaAt.current < CAPTCHA_REFRESH_GAP_MS) return;
    lastCaptchaAt.current = now;
    setCaptcha('');
    setCaptchaNonce((nonce) => nonce + 1);
  };

  const used = Array.from(content).length;
  const contentRule = used > FEEDBACK_MAX_CHARACTERS ? feedbackContentError(content) : null;
  const contentError =
    errors.content ??
    (contentRule
      ? t(`validation:${contentRule}`, {
          max: FEEDBACK_MAX_CHARACTERS,
        })
      : undefined);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Partial<Record<Field, string>> = {};
    const rule = feedbackContentError(content);
    if (rule)
      found.content = t(`validation:${rule}`, {
        max: FEEDBACK_MAX_CHARACTERS,
      });
    if (!agreed) found.agree = t('support:feedback.agree_required');
    if (captcha.trim() === '') found.captcha = t('validation:required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    setReading(true);
    const images = await Promise.all(files.map(readPaymentImage));
    setReading(false);
    const uploads = images.filter((image) => image !== null);
    if (uploads.length !== files.length) {
      setErrors({ files: t('errors:file_invalid') });
      return;
    }
    const body: FeedbackBody = {
      type,
      content: content.trim(),
      captcha,
      captchaKey,
      files: uploads,
    };
    try {
      await send(body).unwrap();
      setSent(true);
    } catch (error) {
      const code = isApiFailure(error) ? error.errorCode : undefined;
      if (code === ErrorCode.captchaInvalid) {
        setErrors({ captcha: t('errors:captcha_invalid') });
        refreshCaptcha();
      } else if (code === ErrorCode.fileInvalid) {
        setErrors({ files: t('errors:file_invalid') });
      }
      setFailure(errorMessageKeyOf(isApiFailure(error) ? error : undefined));
    }
  };

  const reset = () => {
    setContent('');
    setFiles([]);
    setAgreed(false);
    setCaptcha('');
    setErrors({});
    setFailure(null);
    setSent(false);
    setCaptchaNonce((nonce) => nonce + 1);
  };

  if (sent) {
    return (
      <section className="feedback-page" aria-label={t('support:feedback.title')}>
        <p role="status" className="feedback-page__sent">
          {t('support:feedback.sent')}
        </p>
        <Button type="button" variant="secondary" onClick={reset}>
          {t('support:feedback.send_another')}
        </Button>
      </section>
    );
  }

  return (
    // The member centre shows the page's title as its heading; the section takes it as its name.
    <section className="feedback-page" aria-label={t('support:feedback.title')}>
      <p className="feedback-page__intro">{t('support:feedback.intro')}</p>
      <form className="feedback-page__form" noValidate onSubmit={(event) => void submit(event)}>
        <Select
          label={t('support:feedback.type')}
          name="type"
          value={String(type)}
          onChange={(event) => {
            const chosen = FEEDBACK_TYPES.find((value) => String(value) === event.target.value);
            if (chosen !== undefined) setType(chosen);
          }}
          options={FEEDBACK_TYPES.map((value) => ({
            value: String(value),
            label: t(`support:feedback.types.${String(value)}` as 'support:feedback.types.0'),
          }))}
        />
        <TextArea
          label={t('support:feedback.content')}
          name="content"
          placeholder={t('support:feedback.content_placeholder')}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            setErrors(({ content: _dropped, ...rest }) => rest);
          }}
          hint={t('support:feedback.count', { used, max: FEEDBACK_MAX_CHARACTERS })}
          error={contentError}
          disabled={busy}
        />
        <FilePicker
          label={t('support:feedback.images')}
          files={files}
          maxFiles={FEEDBACK_MAX_IMAGES}
          onChange={(chosen) => {
            setFiles(chosen);
            setErrors(({ files: _dropped, ...rest }) => rest);
          }}
          error={errors.files}
          disabled={busy}
        />
        <Checkbox
          label={t('support:feedback.agree')}
          name="agree"
          checked={agreed}
          onChange={(event) => {
            setAgreed(event.target.checked);
            setErrors(({ agree: _dropped, ...rest }) => rest);
          }}
          error={errors.agree}
          disabled={busy}
        />
        <CaptchaField
          label={t('support:feedback.captcha')}
          placeholder={t('support:feedback.captcha_placeholder')}
          name="captcha"
          value={captcha}
          onChange={(event) => {
            setCaptcha(event.target.value);
            setErrors(({ captcha: _dropped, ...rest }) => rest);
          }}
          error={errors.captcha}
          imageSrc={captchaImage.isFetching ? null : (captchaImage.data ?? null)}
          onRefresh={refreshCaptcha}
          refreshGapMs={CAPTCHA_REFRESH_GAP_MS}
          disabled={busy}
        />
        <div role="alert" className="feedback-page__failure">
          {failure ? t(failure) : null}
        </div>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('support:feedback.sending') : t('support:feedback.submit')}
        </Button>
      </form>
    </section>
  );
}
