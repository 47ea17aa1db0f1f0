import type { WithdrawAccount } from '@gaming/api/wire';
import { useDeleteWithdrawAccountMutation } from '@gaming/api/withdraw';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { Dialog } from '@gaming/ui/dialog';
import { PasswordField } from '@gaming/ui/password-field';
import { useId, useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';

const TYPE_LABELS = {
  BC: 'withdraw.bank_card',
  EW: 'withdraw.e_wallet',
  VW: 'withdraw.crypto',
} as const;

/** How an account is read out: its bank or wallet and the masked number. */
const nameOf = (account: WithdrawAccount) => `${account.name} ${account.maskedNumber}`;

/**
 * The member's bound accounts, each with "Delete" (original withdrawDelCard, method P): a dialog
 * asks for the payment password; the list refreshes once the platform removed it.
 */
export function BoundAccounts({ accounts }: { accounts: readonly WithdrawAccount[] }) {
  const { t } = useTranslation('member');
  const [deleting, setDeleting] = useState<WithdrawAccount | null>(null);
  const [removed, setRemoved] = useState(false);
  if (accounts.length === 0 && !removed) return null;
  return (
    <>
      {accounts.length > 0 ? (
        <ul className="withdraw-accounts" aria-label={t('withdraw.accounts_title')}>
          {accounts.map((account) => (
            <li key={account.id} className="withdraw-account">
              <span className="withdraw-account__text">
                <strong>{nameOf(account)}</strong>
                <small>
                  {t(TYPE_LABELS[account.type])} · {account.holder}
                </small>
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('withdraw.delete_account', { account: nameOf(account) })}
                onClick={() => {
                  setRemoved(false);
                  setDeleting(account);
                }}
              >
                {t('withdraw.delete')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {removed ? <p role="status">{t('withdraw.removed')}</p> : null}
      {deleting ? (
        <DeleteAccountDialog
          account={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            setRemoved(true);
          }}
        />
      ) : null}
    </>
  );
}

function DeleteAccountDialog({
  account,
  onClose,
  onDeleted,
}: {
  account: WithdrawAccount;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(['member', 'errors', 'validation']);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<ErrorMessageKey | 'validation:required' | null>(null);
  const [remove, removing] = useDeleteWithdrawAccountMutation();
  const describedBy = useId();
  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (removing.isLoading) return;
    if (password.trim() === '') {
      setFailure('validation:required');
      return;
    }
    setFailure(null);
    const result = await remove({ id: account.id, paymentPassword: password.trim() });
    // A refusal keeps what was typed, so a slip of one digit is corrected, not retyped.
    if (result.error !== undefined) setFailure(errorMessageKeyOf(result.error));
    else onDeleted();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('withdraw.delete_title')}
      describedBy={describedBy}
      size="sm"
      className="ui-dialog--compact"
    >
      <form className="withdraw-bind" noValidate onSubmit={(event) => void submit(event)}>
        <p id={describedBy}>
          <strong>{nameOf(account)}</strong> · {account.holder}
          <br />
          {t('withdraw.remove_confirm')}
        </p>
        <PasswordField
          label={t('withdraw.payment_password')}
          name="deletePaymentPassword"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setFailure(null);
          }}
          error={failure ? t(failure) : undefined}
        />
        <div className="withdraw-dialog-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('withdraw.keep_account')}
          </Button>
          <Button type="submit" disabled={removing.isLoading} aria-busy={removing.isLoading}>
            {t('withdraw.delete')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
