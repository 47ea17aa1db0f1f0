/**
 * The registration modal (§2 Modals, §4 Registration): username and mobile tabs per the whitelabel
 * flags; success signs the new member in, closes, and goes to /. Loaded lazily by /register.
 */
import { usePermissionQuery } from '@gaming/api/system';
import type { Whitelabel } from '@gaming/api/wire';
import type { RegisterMethod } from '@gaming/domain/validation';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { Dialog } from '@gaming/ui/dialog';
import { EmptyState } from '@gaming/ui/empty-state';
import { Tabs } from '@gaming/ui/tabs';
import { useState } from 'react';
import { RegisterForm } from './register-form';
import './auth.css';

/** The tabs a merchant offers (§2 "per whitelabel flags"). */
export function registerMethodsOf(whitelabel: Whitelabel | undefined): RegisterMethod[] {
  const methods: RegisterMethod[] = [];
  if (whitelabel?.USERNAMEREG3) methods.push('username');
  if (whitelabel?.MOBILENUMREG3 || whitelabel?.MOBILENUMPASSREG3) methods.push('mobile');
  return methods;
}

export interface RegisterModalProps {
  /** Closing without registering (back to home). */
  onClose: () => void;
  /** Registered and signed in: close and go to /. */
  onRegistered: () => void;
  /** "Already have an account? Log in". */
  onLogin: () => void;
}

export default function RegisterModal({ onClose, onRegistered, onLogin }: RegisterModalProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const { data: permission } = usePermissionQuery();
  const methods = registerMethodsOf(permission?.info.whitelabel);
  const [method, setMethod] = useState<RegisterMethod | null>(null);
  const current = method !== null && methods.includes(method) ? method : (methods[0] ?? null);

  const form = (tab: RegisterMethod) => (
    <RegisterForm key={tab} method={tab} onDone={onRegistered} />
  );
  let body;
  if (!permission) body = null;
  else if (current === null) body = <EmptyState message={t('errors:operation_not_enabled')} />;
  else if (methods.length === 1) body = form(current);
  else
    body = (
      <Tabs
        label={t('register.tabs_label')}
        fitted
        value={current}
        onChange={(id) => setMethod(id === 'mobile' ? 'mobile' : 'username')}
        tabs={methods.map((tab) => ({
          id: tab,
          label: tab === 'mobile' ? t('register.tab_mobile') : t('register.tab_username'),
          panel: form(tab),
        }))}
      />
    );
  return (
    <Dialog open onClose={onClose} title={t('register.title')} size="sm">
      {body}
      <div className="auth-links">
        <Button variant="secondary" size="sm" onClick={onLogin}>
          {t('register.to_login')}
        </Button>
      </div>
    </Dialog>
  );
}
