import {
  useSocialIdentitiesQuery,
  useStartSocialLoginMutation,
  useUnlinkSocialIdentityMutation,
} from '@gaming/api/social-login';
import type { SocialProvider } from '@gaming/api/social-login';
import { useTranslation } from '@gaming/i18n';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { Button } from '@gaming/ui/button';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

const NAMES = { facebook: 'Facebook', google: 'Google' } as const satisfies Record<
  SocialProvider,
  string
>;
const OUTCOMES = ['linked', 'taken', 'failed', 'cancelled'] as const;
type Outcome = (typeof OUTCOMES)[number];

/** Leaves the app for the provider (a seam for tests: jsdom cannot navigate). */
export const linkNavigation = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * The social logins linked to the account (§4 Login: facebook, google): link one the merchant
 * switched on, unlink one (the platform refuses the last way to sign in). The provider sends the
 * browser back here with `?socialLink=` naming how linking ended.
 */
export function SocialIdentities({ hasPassword = true }: { hasPassword?: boolean }) {
  const { t } = useTranslation(['member', 'errors']);
  const identities = useSocialIdentitiesQuery();
  const [start, starting] = useStartSocialLoginMutation();
  const [unlink, unlinking] = useUnlinkSocialIdentityMutation();
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [params] = useSearchParams();
  const outcome = params.get('socialLink');
  const shownOutcome = OUTCOMES.includes(outcome as Outcome) ? (outcome as Outcome) : null;

  const data = identities.data;
  if (!data) return null;
  const linked = new Map(data.identities.map((identity) => [identity.provider, identity]));
  const providers = [...new Set([...data.available, ...linked.keys()])];
  if (providers.length === 0) return null;

  const link = async (provider: SocialProvider) => {
    setFailure(null);
    const result = await start({ provider, link: true });
    if (result.error !== undefined) setFailure(errorMessageKeyOf(result.error));
    else linkNavigation.assign(result.data.url);
  };
  const drop = async (provider: SocialProvider) => {
    setFailure(null);
    const result = await unlink(provider);
    if (result.error !== undefined) setFailure(errorMessageKeyOf(result.error));
  };
  const busy = starting.isLoading || unlinking.isLoading;
  // Without a login password the only linked identity is the only way in: it stays until a password
  // is set (the platform refuses it too), and the card says why.
  const onlyLogin = !hasPassword && linked.size === 1;

  return (
    <section className="security-card" aria-labelledby="security-social-title">
      <h2 id="security-social-title">{t('security.social_title')}</h2>
      {shownOutcome ? <p role="status">{t(`security.social_outcome_${shownOutcome}`)}</p> : null}
      {onlyLogin ? <p id="security-social-only">{t('security.social_only_login')}</p> : null}
      <ul className="security-sessions">
        {providers.map((provider) => {
          const identity = linked.get(provider);
          const name = NAMES[provider];
          return (
            <li key={provider}>
              <strong>{name}</strong>
              <span>
                {identity
                  ? identity.email
                    ? t('security.social_linked_email', { email: identity.email })
                    : t('security.social_linked')
                  : t('security.social_not_linked')}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={busy || (identity !== undefined && onlyLogin)}
                aria-describedby={identity && onlyLogin ? 'security-social-only' : undefined}
                onClick={() => void (identity ? drop(provider) : link(provider))}
              >
                {identity
                  ? t('security.social_unlink', { provider: name })
                  : t('security.social_link', { provider: name })}
              </Button>
            </li>
          );
        })}
      </ul>
      {failure === null ? null : (
        <p role="alert" className="security-form__failure">
          {t(failure)}
        </p>
      )}
    </section>
  );
}
