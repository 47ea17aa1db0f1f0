import { useTranslation } from '@gaming/i18n';
import { useSignOut } from '@gaming/kernel/session';
import { AlertDialog } from '@gaming/ui/alert-dialog';
import { Button } from '@gaming/ui/button';
import { useState } from 'react';

/** §2 header "sign out": asks first, then ends the session on the server and goes back to /agent. */
export function SignOutButton() {
  const { t } = useTranslation('agent');
  const [asking, setAsking] = useState(false);
  const { signOut, signingOut } = useSignOut('agent');
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)} disabled={signingOut}>
        {t('header.sign_out')}
      </Button>
      <AlertDialog
        open={asking}
        tone="info"
        title={t('frame.sign_out_title')}
        message={t('frame.sign_out_text')}
        confirmLabel={t('frame.sign_out_confirm')}
        cancelLabel={t('frame.sign_out_cancel')}
        onConfirm={() => {
          setAsking(false);
          void signOut();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
