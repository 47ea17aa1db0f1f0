import { useMemberInfoQuery } from '@gaming/api/member';
import { useSetAvatarMutation } from '@gaming/api/security';
import { safeServerUrl } from '@gaming/domain/urls';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { FilePicker } from '@gaming/ui/file-picker';
import { useState } from 'react';
import { useAppSelector } from '../../app/store';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { cropSquare } from './crop-square';

const DRAWN = Array.from({ length: 12 }, (_, index) => index + 1);
const MAX_BYTES = 1024 * 1024;

/** The member's picture: one of the twelve drawn ones, or a JPG/PNG of at most 1 MB, cropped square. */
export function AvatarSection() {
  const { t } = useTranslation(['member', 'errors']);
  const apiBase = useAppSelector((state) => state.apiContext.apiBase);
  const { data: member } = useMemberInfoQuery();
  const [setAvatar, saving] = useSetAvatarMutation();
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [done, setDone] = useState(false);
  const src = (path: string | null | undefined) =>
    path ? (safeServerUrl(path, apiBase) ?? undefined) : undefined;
  const current = src(member?.avatar);

  const save = async (body: Parameters<typeof setAvatar>[0]) => {
    setFailure(null);
    setDone(false);
    const result = await setAvatar(body);
    if (result.error !== undefined) {
      setFailure(errorMessageKeyOf(result.error));
      return;
    }
    setFiles([]);
    setDone(true);
  };

  const upload = async () => {
    const [file] = files;
    if (!file) return;
    try {
      const { base64, mime } = await cropSquare(file);
      await save({ image: base64, mime });
    } catch {
      setFailure('errors:avatar_invalid');
    }
  };

  return (
    <section className="security-card" id="security-avatar" aria-labelledby="security-avatar-title">
      <h2 id="security-avatar-title">{t('security.avatar_title')}</h2>
      {current ? (
        <img
          className="security-avatar__current"
          src={current}
          alt={t('security.avatar_current')}
          width={72}
          height={72}
        />
      ) : null}
      <fieldset className="security-avatar__choices">
        <legend>{t('security.avatar_choose')}</legend>
        {DRAWN.map((n) => (
          <button
            key={n}
            type="button"
            className="security-avatar__choice"
            aria-label={t('security.avatar_option', { n })}
            disabled={saving.isLoading}
            onClick={() => void save({ avatar: `static:${String(n)}` })}
          >
            <img
              src={src(`/wps/member/info/icon/static-${String(n)}.svg`)}
              alt=""
              width={48}
              height={48}
            />
          </button>
        ))}
      </fieldset>
      <FilePicker
        label={t('security.avatar_upload')}
        hint={t('security.avatar_upload_hint')}
        accept={['image/png', 'image/jpeg']}
        maxBytes={MAX_BYTES}
        maxFiles={1}
        files={files}
        onChange={setFiles}
      />
      {files.length > 0 ? (
        <Button disabled={saving.isLoading} onClick={() => void upload()}>
          {t('security.avatar_use')}
        </Button>
      ) : null}
      {failure ? (
        <p role="alert" className="security-form__failure">
          {t(failure)}
        </p>
      ) : null}
      {done ? <p role="status">{t('security.avatar_saved')}</p> : null}
    </section>
  );
}
