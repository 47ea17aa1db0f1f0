/**
 * The agent's payment password (agentPaymentPassword), which transfers to the downline and red
 * envelopes ask for: set it, change it with the current one, or reset it with an SMS code to the
 * bound number; the same form as the member's security centre. `?from=<page>` (a payment that found
 * no password) offers the way back to that page.
 */
import { useSecurityOverviewQuery } from '@gaming/api/security';
import { useTranslation } from '@gaming/i18n';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { PaymentPasswordForm } from '@gaming/kernel/payment-password';
import { SkeletonText } from '@gaming/ui/skeleton';
import { Link, useSearchParams } from 'react-router';
import { agentPages } from '../../app/agent-pages';
import { useAppSelector } from '../../app/store';
import { paths, playerSiteUrl } from '../../config/paths';
import { usePlayerOrigin } from '../../lib/player-origin';
import { returnPageOf } from '../../lib/payment-password-href';
import './payment-password.css';

export default function PaymentPasswordPage() {
  const { t } = useTranslation('agent');
  const overview = useSecurityOverviewQuery();
  const [params] = useSearchParams();
  const back = returnPageOf(params.get('from'));
  const token = useAppSelector((state) => state.apiContext.token);
  const playerOrigin = usePlayerOrigin();

  if (overview.isError)
    return <LoadFailed query={overview} what={t('payment_password.load_failed')} />;
  if (!overview.data) return <SkeletonText lines={5} label={t('payment_password.loading')} />;
  const { paymentPasswordSet, mobileNum } = overview.data;
  const mobileBound = mobileNum !== null;

  return (
    <div className="agent-payment-password">
      <section className="agent-payment-password__card" aria-label={t('menu.agentPaymentPassword')}>
        {paymentPasswordSet ? (
          <p className="agent-payment-password__state">
            {mobileBound ? t('payment_password.is_set') : t('payment_password.is_set_no_mobile')}
          </p>
        ) : null}
        <PaymentPasswordForm
          isSet={paymentPasswordSet}
          mobileBound={mobileBound}
          intro={t('payment_password.intro')}
        />
        {paymentPasswordSet && !mobileBound && token ? (
          <p className="agent-payment-password__note">
            {t('payment_password.bind_mobile')}{' '}
            <a
              className="agent-payment-password__link"
              href={playerSiteUrl(playerOrigin, 'security', token)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('payment_password.open_security_centre')}
              <span className="visually-hidden"> {t('frame.opens_player_site')}</span>
            </a>
          </p>
        ) : null}
      </section>
      {back !== null ? (
        <Link className="agent-payment-password__link" to={paths.agentHome.href(back)}>
          {t('payment_password.back', { page: t(agentPages[back].titleKey) })}
        </Link>
      ) : null}
    </div>
  );
}
