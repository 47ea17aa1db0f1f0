/**
 * Transfer to upline (§2 transferUpline; original agentDownlineTransfer{transferAmount, password,
 * remark}): money from the member's main wallet to their upline agent, confirmed with the payment
 * password once one is set, else the login password; and the member's transfers to the upline.
 */
import { errorCodeOf } from '@gaming/api/base-api';
import { useTransferUplineMutation, useUplineTransfersQuery } from '@gaming/api/wallet';
import { useBalanceQuery } from '@gaming/api/member';
import type { TransferRow } from '@gaming/api/wire';
import { checkAmount } from '@gaming/domain/money';
import { useTranslation } from '@gaming/i18n';
import { formatMoney } from '@gaming/i18n/format';
import { useDateFormats } from '@gaming/kernel/formats';
import { Button } from '@gaming/ui/button';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { PasswordField } from '@gaming/ui/password-field';
import { SkeletonList } from '@gaming/ui/skeleton';
import { Table } from '@gaming/ui/table';
import type { TableColumn } from '@gaming/ui/table';
import { TextField } from '@gaming/ui/text-field';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { useIdempotencyKey, useSingleFlight } from '@gaming/kernel/idempotency';
import '../../lib/money-page.css';
import './upline-transfer.css';

const AMOUNT_ERRORS = new Set<ErrorMessageKey>([
  'errors:amount_invalid',
  'errors:amount_out_of_range',
  'errors:balance_not_enough',
]);
const PASSWORD_ERRORS = new Set<ErrorMessageKey>([
  'errors:invalid_payment_pw',
  'errors:password_old_invalid',
]);

type Field = 'transferAmount' | 'password';
type FieldMessage = ErrorMessageKey | 'validation:required';

export default function UplineTransferPage() {
  const { t, i18n } = useTranslation(['member', 'errors', 'validation']);
  const dates = useDateFormats();
  const info = useUplineTransfersQuery();
  const balance = useBalanceQuery();
  const [send, sending] = useTransferUplineMutation();
  const keys = useIdempotencyKey();
  const once = useSingleFlight();
  const [values, setValues] = useState({ transferAmount: '', password: '', remark: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, FieldMessage>>>({});
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // Only when there is nothing to show: a failed refresh keeps the form and what was typed.
  if (info.isError && !info.data)
    return <LoadFailed query={info} what={t('transfer_upline.load_failed')} />;
  if (!info.data)
    return <SkeletonList rows={4} label={t('transfer_upline.loading')} className="money-page" />;
  if (info.data.uplineName === null) return <EmptyState message={t('transfer_upline.no_upline')} />;

  const symbol = balance.data?.currencySymbol ?? '';
  const money = (value: number) => formatMoney(value, i18n.language, symbol);
  const { passwordKind, uplineName, list, balance: available } = info.data;
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isLoading) return;
    setFailure(null);
    setDone(null);
    const found: Partial<Record<Field, FieldMessage>> = {};
    const checked = checkAmount(values.transferAmount);
    if ('problem' in checked) found.transferAmount = 'errors:amount_invalid';
    else if (checked.cents > Math.round(available * 100))
      found.transferAmount = 'errors:balance_not_enough';
    if (values.password.trim() === '') found.password = 'validation:required';
    setErrors(found);
    if (Object.keys(found).length > 0 || 'problem' in checked) return;
    const remark = values.remark.trim();
    const content = { transferAmount: checked.cents / 100, remark };
    const result = await send({
      transferAmount: content.transferAmount,
      password: values.password,
      ...(remark === '' ? {} : { remark }),
      idempotencyKey: keys.keyFor(content),
    });
    keys.settled(result.error === undefined ? undefined : errorCodeOf(result.error));
    if (result.error !== undefined) {
      const key = errorMessageKeyOf(result.error);
      if (AMOUNT_ERRORS.has(key)) setErrors({ transferAmount: key });
      else if (PASSWORD_ERRORS.has(key)) setErrors({ password: key });
      else setFailure(key);
      return;
    }
    setValues({ transferAmount: '', password: '', remark: '' });
    setDone(t('transfer_upline.success', { amount: money(result.data.transferAmount) }));
  };

  const columns: TableColumn<TransferRow>[] = [
    {
      key: 'time',
      header: t('transfer_upline.time'),
      rowHeader: true,
      cell: (row) => dates.dateTime(row.createdAt),
    },
    {
      key: 'amount',
      header: t('transfer_upline.amount'),
      numeric: true,
      cell: (row) => money(Math.abs(row.amount)),
    },
    { key: 'remark', header: t('transfer_upline.remark'), wrap: true, cell: (row) => row.remark },
  ];
  const error = (field: Field) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <div className="money-page">
      <section className="money-page__card" aria-labelledby="upline-transfer-form">
        <h2 id="upline-transfer-form">{t('transfer_upline.form')}</h2>
        <p className="upline-transfer__facts">
          <span>{t('transfer_upline.upline', { name: uplineName })}</span>
          <span>{t('transfer_upline.available', { amount: money(available) })}</span>
        </p>
        <form
          className="upline-transfer__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            once(() => submit(event));
          }}
        >
          <TextField
            label={t('transfer_upline.amount')}
            name="transferAmount"
            inputMode="decimal"
            autoComplete="off"
            value={values.transferAmount}
            onChange={set('transferAmount')}
            error={error('transferAmount')}
          />
          <PasswordField
            label={
              passwordKind === 'payment'
                ? t('transfer_upline.password_payment')
                : t('transfer_upline.password_login')
            }
            name="password"
            autoComplete={passwordKind === 'payment' ? 'off' : 'current-password'}
            {...(passwordKind === 'payment' ? { inputMode: 'numeric' as const } : {})}
            value={values.password}
            onChange={set('password')}
            error={error('password')}
          />
          <TextField
            label={t('transfer_upline.remark')}
            name="remark"
            maxLength={100}
            value={values.remark}
            onChange={set('remark')}
          />
          {failure ? (
            <p role="alert" className="upline-transfer__failure">
              {t(failure)}
            </p>
          ) : null}
          {done ? <p role="status">{done}</p> : null}
          <Button
            type="submit"
            aria-busy={sending.isLoading || undefined}
            disabled={sending.isLoading}
          >
            {t('transfer_upline.submit')}
          </Button>
        </form>
      </section>
      <section className="money-page__card" aria-labelledby="upline-transfer-log">
        <h2 id="upline-transfer-log">{t('transfer_upline.log')}</h2>
        <Table
          caption={t('transfer_upline.log')}
          hideCaption
          columns={columns}
          rows={list}
          rowKey={(row) => String(row.id)}
          emptyMessage={t('transfer_upline.log_empty')}
        />
      </section>
    </div>
  );
}
