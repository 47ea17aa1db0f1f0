/**
 * Social login (§4 Login: optional facebook and google login): one button per provider the merchant
 * switched on (the permission answer's `socialLogin`). The platform opens the sign-in and answers
 * the provider's address; the browser goes there and comes back signed in (`?token=`).
 */
import { useStartSocialLoginMutation } from '@gaming/api/social-login';
import type { SocialProvider } from '@gaming/api/social-login';
import { useTranslation } from '@gaming/i18n';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { Button } from '@gaming/ui/button';
import { useState } from 'react';

const LABEL_KEYS = {
  facebook: 'login.social_facebook',
  google: 'login.social_google',
} as const satisfies Record<SocialProvider, string>;

/** Leaves the app for the provider (a seam for tests: jsdom cannot navigate). */
export const leaveFor = {
  assign: (url: string) => window.location.assign(url),
};

export function SocialLoginButtons({ providers }: { providers: readonly SocialProvider[] }) {
  const { t } = useTranslation(['auth', 'errors']);
  const [start, { isLoading }] = useStartSocialLoginMutation();
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  if (providers.length === 0) return null;

  const go = async (provider: SocialProvider) => {
    setFailure(null);
    const result = await start({ provider });
    if (result.error !== undefined) {
      setFailure(errorMessageKeyOf(result.error));
      return;
    }
    leaveFor.assign(result.data.url);
  };

  return (
    <section className="auth-social" aria-labelledby="auth-social-title">
      <p id="auth-social-title" className="auth-form__notice">
        {t('login.social_title')}
      </p>
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          block
          aria-busy={isLoading || undefined}
          disabled={isLoading}
          onClick={() => void go(provider)}
        >
          {t(LABEL_KEYS[provider])}
        </Button>
      ))}
      {failure === null ? null : (
        <p role="alert" className="auth-form__failure">
          {t(failure)}
        </p>
      )}
    </section>
  );
}
