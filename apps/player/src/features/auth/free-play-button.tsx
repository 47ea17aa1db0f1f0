/**
 * "Try for free" (§1, §6): a trial account (isAgent 4) from the free-play login, when the merchant
 * turned free play on (FREEPLAY3). The trial session may play free games; member features answer
 * 'in_need_true_account'.
 */
import { tokenChanged } from '@gaming/api/base-api';
import { useFreePlayLoginMutation } from '@gaming/api/session';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { loginClosed } from '../../session/auth-slice';

/** The visitor's operating system, as the free-play call names it (§7 `os`). */
function osOf(userAgent: string): string {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return 'web';
}

export function FreePlayButton() {
  const { t } = useTranslation(['auth', 'errors']);
  const dispatch = useDispatch();
  const [freePlay, { isLoading }] = useFreePlayLoginMutation();
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);

  const start = async () => {
    setFailure(null);
    const result = await freePlay({ os: osOf(navigator.userAgent) });
    if (result.error !== undefined) {
      setFailure(errorMessageKeyOf(result.error));
      return;
    }
    dispatch(tokenChanged(result.data.token));
    dispatch(loginClosed());
  };

  return (
    <div className="auth-free-play">
      <p className="auth-form__notice">{t('free_play.intro')}</p>
      <Button
        variant="secondary"
        block
        aria-busy={isLoading || undefined}
        disabled={isLoading}
        onClick={() => void start()}
      >
        {t('free_play.start')}
      </Button>
      {failure === null ? null : (
        <p role="alert" className="auth-form__failure">
          {t(failure)}
        </p>
      )}
    </div>
  );
}
