import { offeredTokenDeclined, tokenChanged, useTransitionSelector } from '@gaming/api/base-api';
import { AlertDialog } from '@gaming/ui/alert-dialog';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { WithApiContext } from '@gaming/api/base-api';

/**
 * A link opened here carried another account's sign-in (`?token=`) while someone is signed in: the
 * account is switched only if the person says so (§4 loads a URL token at start; it must not
 * silently replace the account in use).
 */
export default function TokenSwitchDialog() {
  const { t } = useTranslation('auth');
  const dispatch = useDispatch();
  const offered = useTransitionSelector((state: WithApiContext) => state.apiContext.offeredToken);
  if (offered === null) return null;
  return (
    <AlertDialog
      open
      tone="warning"
      title={t('token_switch.title')}
      message={t('token_switch.text')}
      confirmLabel={t('token_switch.confirm')}
      cancelLabel={t('token_switch.cancel')}
      onConfirm={() => dispatch(tokenChanged(offered))}
      onCancel={() => dispatch(offeredTokenDeclined())}
    />
  );
}
