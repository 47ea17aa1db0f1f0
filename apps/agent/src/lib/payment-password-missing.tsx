import type { AgentMenuPage } from '@gaming/domain/roles';
import { useTranslation } from '@gaming/i18n';
import { Link } from 'react-router';
import { paymentPasswordHref } from './payment-password-href';
import './payment-password-missing.css';

/**
 * Under a payment's password field while the agent has no payment password yet: what to do, and a
 * link to the page that sets it (which offers the way back to `from`).
 */
export function PaymentPasswordMissing({ from }: { from: AgentMenuPage }) {
  const { t } = useTranslation('agent');
  return (
    <p className="payment-password-missing">
      {t('payment_password.missing')}{' '}
      <Link className="payment-password-missing__link" to={paymentPasswordHref(from)}>
        {t('payment_password.set_link')}
      </Link>
    </p>
  );
}
