/**
 * The security centre (§2 securityCenter; original site MC securityCenter): the security score,
 * the login password, the authenticator app (RFC 6238), login history and active sessions.
 */
import { useSecurityOverviewQuery } from '@gaming/api/security';
import type { SecurityItem } from '@gaming/api/wire';
import { securityBandOf } from '@gaming/domain/security';
import { useTranslation } from '@gaming/i18n';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { Spinner } from '@gaming/ui/spinner';
import { ActiveSessions } from './active-sessions';
import { AuthenticatorSection } from './authenticator-section';
import { AvatarSection } from './avatar-section';
import { ContactBinding } from './contact-binding';
import { LoginHistory } from './login-history';
import { LoginPasswordForm } from './login-password-form';
import { PaymentPasswordSection } from './payment-password-section';
import { ProfileForm } from './profile-form';
import { SocialIdentities } from './social-identities';
import './security-centre.css';

/** Each score item's section on this page. */
const SECTION_OF: Record<SecurityItem, string> = {
  loginPassword: 'security-login-password',
  bindGA: 'security-authenticator',
  mobileVerified: 'security-mobile',
  emailVerified: 'security-email',
  paymentPassword: 'security-payment-password',
  profile: 'security-profile',
};

export default function SecurityCentrePage() {
  const { t } = useTranslation('member');
  const overview = useSecurityOverviewQuery();
  if (overview.isError) return <LoadFailed query={overview} what={t('security.load_failed')} />;
  if (!overview.data) return <Spinner label={t('security.loading')} />;
  const { items, completeProgress } = overview.data;
  const band = securityBandOf(completeProgress);
  const bound = items.find((item) => item.item === 'bindGA')?.isComplete === true;
  // A member registered through a social login has no login password until they set one.
  const hasPassword = items.find((item) => item.item === 'loginPassword')?.isComplete !== false;
  return (
    <div className="security-centre">
      <section className="security-card" aria-labelledby="security-score">
        <h2 id="security-score">{t('security.score')}</h2>
        <p className={`security-score security-score--${band}`}>
          <meter
            min={0}
            max={100}
            low={61}
            high={81}
            optimum={100}
            value={completeProgress}
            aria-label={t('security.score')}
          />
          <span>
            {t(`security.score_${band}`)} ·{' '}
            {t('security.progress', { percent: `${String(completeProgress)}%` })}
          </span>
        </p>
        <ul className="security-items">
          {items.map(({ item, isComplete }) => {
            const section = SECTION_OF[item];
            const label = t(`security.items.${item}`);
            return (
              <li key={item} className={isComplete ? 'is-complete' : undefined}>
                <a href={`#${section}`}>{label}</a>
                <span>{isComplete ? t('security.done') : t('security.not_set')}</span>
              </li>
            );
          })}
        </ul>
      </section>
      <ProfileForm />
      <AvatarSection />
      <LoginPasswordForm hasPassword={hasPassword} />
      <PaymentPasswordSection
        isSet={overview.data.paymentPasswordSet}
        mobileBound={overview.data.mobileNum !== null}
      />
      <ContactBinding channel="mobile" current={overview.data.mobileNum} />
      <ContactBinding channel="email" current={overview.data.email} />
      <AuthenticatorSection bound={bound} />
      <SocialIdentities hasPassword={hasPassword} />
      <LoginHistory />
      <ActiveSessions />
    </div>
  );
}
