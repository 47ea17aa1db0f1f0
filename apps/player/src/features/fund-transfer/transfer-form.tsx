import { errorCodeOf } from '@gaming/api/base-api';
import { useWalletReturnMutation, useWalletTransferMutation } from '@gaming/api/wallet';
import type { WalletBalance } from '@gaming/api/wire';
import { checkAmount } from '@gaming/domain/money';
import { useTranslation } from '@gaming/i18n';
import { formatMoney } from '@gaming/i18n/format';
import { Button } from '@gaming/ui/button';
import { Select } from '@gaming/ui/select';
import { TextField } from '@gaming/ui/text-field';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { useIdempotencyKey, useSingleFlight } from '@gaming/kernel/idempotency';

const MAIN_WALLET = 2;
/** Refusals about the amount itself: shown under the amount field. */
const AMOUNT_ERRORS = new Set<ErrorMessageKey>([
  'errors:amount_invalid',
  'errors:amount_out_of_range',
  'errors:balance_not_enough',
]);

interface TransferFormProps {
  wallets: readonly WalletBalance[];
  currencySymbol: string;
}

/** The transfer: from, to, amount with a Max chip; and recall all. */
export function TransferForm({ wallets, currencySymbol }: TransferFormProps) {
  const { t, i18n } = useTranslation(['member', 'errors']);
  const [transfer, transferring] = useWalletTransferMutation();
  const [recall, recalling] = useWalletReturnMutation();
  const transferKeys = useIdempotencyKey();
  const recallKeys = useIdempotencyKey();
  const open = wallets.filter((wallet) => wallet.status === 'OK');
  const firstGame = open.find((wallet) => wallet.accountTypeId !== MAIN_WALLET);
  const [from, setFrom] = useState(String(MAIN_WALLET));
  const [to, setTo] = useState(firstGame ? String(firstGame.accountTypeId) : '');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<ErrorMessageKey | null>(null);
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const money = (value: number) => formatMoney(value, i18n.language, currencySymbol);
  const source = wallets.find((wallet) => String(wallet.accountTypeId) === from);
  const options = wallets.map((wallet) => ({
    value: String(wallet.accountTypeId),
    label:
      wallet.status === 'MAINTENANCE'
        ? `${wallet.displayName} (${t('transfer.wallet_maintenance')})`
        : `${wallet.displayName} · ${money(wallet.availBalance)}`,
    // A wallet under maintenance takes no part in a transfer.
    disabled: wallet.status === 'MAINTENANCE',
  }));

  const choose = (side: 'from' | 'to') => (event: { target: { value: string } }) => {
    const { value } = event.target;
    const current = side === 'from' ? from : to;
    const other = side === 'from' ? to : from;
    (side === 'from' ? setFrom : setTo)(value);
    const setOther = side === 'from' ? setTo : setFrom;
    // The other side's wallet chosen here: the two swap.
    if (value === other) setOther(current);
    setAmountError(null);
  };

  const once = useSingleFlight();
  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (transferring.isLoading) return;
    setFailure(null);
    setDone(null);
    const checked = checkAmount(amount);
    if ('problem' in checked) {
      setAmountError('errors:amount_invalid');
      return;
    }
    if (source && checked.cents > Math.round(source.availBalance * 100)) {
      setAmountError('errors:balance_not_enough');
      return;
    }
    setAmountError(null);
    const body = {
      fromAccountTypeId: Number(from),
      toAccountTypeId: Number(to),
      amount: checked.cents / 100,
    };
    const result = await transfer({ ...body, idempotencyKey: transferKeys.keyFor(body) });
    transferKeys.settled(result.error === undefined ? undefined : errorCodeOf(result.error));
    if (result.error !== undefined) {
      const key = errorMessageKeyOf(result.error);
      if (AMOUNT_ERRORS.has(key)) setAmountError(key);
      else setFailure(key);
      return;
    }
    setAmount('');
    setDone(t('transfer.success', { amount: money(result.data.successAmount) }));
  };

  const recallAll = async () => {
    if (recalling.isLoading) return;
    setFailure(null);
    setDone(null);
    const result = await recall({ idempotencyKey: recallKeys.keyFor('recall') });
    recallKeys.settled(result.error === undefined ? undefined : errorCodeOf(result.error));
    if (result.error !== undefined) {
      setFailure(errorMessageKeyOf(result.error));
      return;
    }
    setDone(
      result.data.successAmount > 0
        ? t('transfer.recall_done', { amount: money(result.data.successAmount) })
        : t('transfer.recall_nothing'),
    );
  };

  return (
    <section className="money-page__card" aria-labelledby="fund-transfer-form">
      <h2 id="fund-transfer-form">{t('transfer.form')}</h2>
      <form
        className="fund-transfer__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          once(() => submit(event));
        }}
      >
        <div className="fund-transfer__sides">
          <Select
            label={t('transfer.from')}
            name="fromAccountTypeId"
            value={from}
            options={options}
            onChange={choose('from')}
          />
          <Select
            label={t('transfer.to')}
            name="toAccountTypeId"
            value={to}
            placeholder={t('transfer.choose')}
            options={options}
            onChange={choose('to')}
          />
        </div>
        <div className="fund-transfer__amount">
          <TextField
            label={t('transfer.amount')}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setAmountError(null);
            }}
            error={amountError ? t(amountError) : undefined}
          />
          <Button
            variant="secondary"
            size="sm"
            className="fund-transfer__max"
            aria-label={t('transfer.max_of', { wallet: source?.displayName ?? '' })}
            disabled={!source || source.availBalance <= 0}
            onClick={() => {
              if (!source) return;
              setAmount(source.availBalance.toFixed(2));
              setAmountError(null);
            }}
          >
            {t('transfer.max')}
          </Button>
        </div>
        {failure ? (
          <p role="alert" className="fund-transfer__failure">
            {t(failure)}
          </p>
        ) : null}
        {done ? <p role="status">{done}</p> : null}
        <div className="fund-transfer__actions">
          <Button
            type="submit"
            aria-busy={transferring.isLoading || undefined}
            disabled={transferring.isLoading || to === ''}
          >
            {t('transfer.submit')}
          </Button>
          <Button
            variant="secondary"
            aria-busy={recalling.isLoading || undefined}
            disabled={recalling.isLoading}
            onClick={() => void recallAll()}
          >
            {t('transfer.recall_all')}
          </Button>
        </div>
      </form>
    </section>
  );
}
