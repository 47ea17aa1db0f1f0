/**
 * Finishing a registration after a sign-in at a social provider (§4 Login: facebook and google; a
 * new identity registers a member under the same field rules). The provider's callback left a
 * one-time ticket in this tab (social-return.ts); the form asks what the register settings ask,
 * without a password, and registering signs the member in. Loaded lazily by /register/social.
 */
import { errorCodeOf } from '@gaming/api/base-api';
import { useSocialRegistrationQuery } from '@gaming/api/social-login';
import type { SocialProvider } from '@gaming/api/social-login';
import { usePermissionQuery } from '@gaming/api/system';
import { SESSION_KEYS } from '@gaming/domain/session';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { Dialog } from '@gaming/ui/dialog';
import { EmptyState } from '@gaming/ui/empty-state';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { useState } from 'react';
import { RegisterForm } from './register-form';
import type { RegisterModalProps } from './register-modal';
import { registerMethodsOf } from './register-modal';
import './auth.css';

const PROVIDER_NAMES = { facebook: 'Facebook', google: 'Google' } as const satisfies Record<
  SocialProvider,
  string
>;

/** The ticket this tab holds; it leaves storage once used, refused or given up. */
const ticketStore = {
  read: () => sessionStorage.getItem(SESSION_KEYS.socialRegisterTicket),
  drop: () => sessionStorage.removeItem(SESSION_KEYS.socialRegisterTicket),
};

export default function SocialRegisterModal({
  onClose,
  onRegistered,
  onLogin,
}: RegisterModalProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const [ticket, setTicket] = useState(ticketStore.read);
  const { data: permission } = usePermissionQuery();
  const registration = useSocialRegistrationQuery(ticket ?? '', { skip: ticket === null });
  const method = registerMethodsOf(permission?.info.whitelabel)[0] ?? null;

  const expire = () => {
    ticketStore.drop();
    setTicket(null);
  };
  const leave = (then: () => void) => () => {
    ticketStore.drop();
    then();
  };

  // Only the platform's "no such ticket" ends it; a failed call (network) keeps it for a reload.
  const expired =
    ticket === null ||
    (registration.isError && errorCodeOf(registration.error) === 'social.registration.expired');

  let body;
  if (expired || registration.isError)
    body = (
      <>
        <p role="alert" className="auth-form__failure auth-lead">
          {t(
            expired ? 'errors:social_registration_expired' : errorMessageKeyOf(registration.error),
          )}
        </p>
        <Button block onClick={leave(onLogin)}>
          {t('register.social_login_again')}
        </Button>
      </>
    );
  else if (!permission || !registration.data) body = null;
  else if (method === null) body = <EmptyState message={t('errors:operation_not_enabled')} />;
  else {
    const provider = PROVIDER_NAMES[registration.data.provider];
    body = (
      <>
        <p className="auth-form__notice auth-lead">{t('register.social_notice', { provider })}</p>
        <RegisterForm
          method={method}
          onDone={leave(onRegistered)}
          social={{ ticket, email: registration.data.email, onExpired: expire }}
        />
      </>
    );
  }
  return (
    <Dialog open onClose={leave(onClose)} title={t('register.social_title')} size="sm">
      {body}
    </Dialog>
  );
}
