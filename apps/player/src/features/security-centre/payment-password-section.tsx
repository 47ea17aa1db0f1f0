import { useTranslation } from '@gaming/i18n';
import { PaymentPasswordForm } from '@gaming/kernel/payment-password';

/**
 * The payment password's card of the security centre: the shared form (set, change with the old
 * one, reset by SMS), for withdrawals.
 */
export function PaymentPasswordSection({
  isSet,
  mobileBound,
}: {
  isSet: boolean;
  mobileBound: boolean;
}) {
  const { t } = useTranslation('member');
  return (
    <section
      className="security-card"
      id="security-payment-password"
      aria-labelledby="security-payment-password-title"
    >
      <h2 id="security-payment-password-title">{t('passwords.payment_title')}</h2>
      <PaymentPasswordForm
        isSet={isSet}
        mobileBound={mobileBound}
        intro={t('security.payment_intro')}
      />
    </section>
  );
}
