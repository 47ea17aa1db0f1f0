import { errorCodeOf } from '@gaming/api/base-api';
/**
 * Withdraw (§2 withdraw): the amount available, allowed hours and the
 * turnover gate; bound accounts (bank card, e-wallet, crypto wallet) and binding one (the first bind
 * sets the payment password); the amount with its limits and fee preview, the payment password and
 * the extra code the site asks. The amount is held at once and shows as processing; the member's
 * recent withdrawals (from the settings, which a live notice makes stale) say when one is paid or
 * rejected.
 */
import { useMemberInfoQuery } from '@gaming/api/member';
import { useSendSecurityCodeMutation } from '@gaming/api/security';
import type { WithdrawLimits, WithdrawOrder } from '@gaming/api/wire';
import {
  useCreateWithdrawMutation,
  useWithdrawAccountsQuery,
  useWithdrawSettingsQuery,
} from '@gaming/api/withdraw';
import { amountOfCents, checkAmount, feeOf } from '@gaming/domain/money';
import { OPEN_WITHDRAW_STATES } from '@gaming/domain/payments';
import { smsCountdownSeconds } from '@gaming/domain/time';
import { useTranslation } from '@gaming/i18n';
import { formatMoney } from '@gaming/i18n/format';
import { useDateFormats } from '@gaming/kernel/formats';
import { Button } from '@gaming/ui/button';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { PasswordField } from '@gaming/ui/password-field';
import { Select } from '@gaming/ui/select';
import { Skeleton } from '@gaming/ui/skeleton';
import { SmsCodeField } from '@gaming/ui/sms-code-field';
import { TextField } from '@gaming/ui/text-field';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { useIdempotencyKey, useSingleFlight } from '@gaming/kernel/idempotency';
import { BindAccountForm } from './bind-account-form';
import { BoundAccounts } from './bound-accounts';
import { RecentWithdrawals } from './recent-withdrawals';
import { TURNOVER_NOTE_ID, TurnoverDetails } from './turnover-details';
import './withdraw.css';

const cents = (amount: number) => Math.round(amount * 100);

function feeCentsOf(amountCents: number, limits: WithdrawLimits): number {
  return feeOf(amountCents, {
    percent: limits.feePercent,
    fixedCents: cents(limits.feeFixed),
    minCents: cents(limits.feeMin),
    maxCents: cents(limits.feeMax),
  });
}

export default function WithdrawPage() {
  const { t, i18n } = useTranslation(['member', 'errors']);
  const { timeZoneName } = useDateFormats();
  const settings = useWithdrawSettingsQuery();
  const accounts = useWithdrawAccountsQuery();
  const { data: member } = useMemberInfoQuery();
  const [create, creating] = useCreateWithdrawMutation();
  const [sendCode] = useSendSecurityCodeMutation();
  const [accountId, setAccountId] = useState('');
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [done, setDone] = useState<WithdrawOrder | null>(null);
  const key = useIdempotencyKey();
  const once = useSingleFlight();
  const symbol = member?.currencySymbol ?? '';
  const money = (amount: number) => formatMoney(amount, i18n.language, symbol);

  // Only when there is nothing to show: a failed refresh keeps the form and what was typed.
  if ((settings.isError && !settings.data) || (accounts.isError && !accounts.data))
    return (
      <LoadFailed
        query={settings.isError && !settings.data ? settings : accounts}
        what={t('withdraw.load_failed')}
        onRetry={() => {
          void settings.refetch();
          void accounts.refetch();
        }}
      />
    );
  if (!settings.data || !accounts.data)
    return (
      <div className="withdraw" role="status" aria-busy="true" aria-label={t('withdraw.loading')}>
        <Skeleton shape="card" height="5rem" />
        <Skeleton shape="card" height="12rem" />
      </div>
    );
  const rules = settings.data;
  if (!rules.allowWithdraw) return <EmptyState message={t('withdraw.not_allowed')} />;
  const list = accounts.data.accounts;
  const account = list.find((a) => String(a.id) === accountId) ?? list[0];
  const limits = rules.limits.find((l) => l.type === (account?.type ?? 'BC'));
  const checked =
    limits === undefined
      ? null
      : checkAmount(amountText, { minCents: cents(limits.min), maxCents: cents(limits.max) });
  const fee = checked && 'cents' in checked && limits ? feeCentsOf(checked.cents, limits) : null;
  // The note on the withdrawal just sent holds while the platform still holds it: once paid or
  // rejected (a live notice refreshes the settings) the list below says what became of it.
  const sent = done ? rules.orders.find((order) => order.orderNo === done.orderNo) : undefined;
  const stillHeld =
    done !== null && (sent === undefined || OPEN_WITHDRAW_STATES.includes(sent.status));

  // The gate N blocks a withdrawal until the turnover is done (the platform refuses it too).
  const blocked = rules.turnover.status === 'N';

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating.isLoading || blocked || !account || !limits || !checked) return;
    setFailure(null);
    setDone(null);
    if ('problem' in checked) {
      setAmountError(
        t(
          checked.problem === 'amount.invalid'
            ? 'errors:amount_invalid'
            : 'errors:amount_out_of_range',
        ),
      );
      return;
    }
    if (checked.cents > cents(rules.available)) {
      setAmountError(t('errors:balance_not_enough'));
      return;
    }
    setAmountError(undefined);
    const body = {
      amount: amountOfCents(checked.cents),
      accountId: account.id,
      paymentPassword: password.trim(),
      ...(rules.verification === 'NONE' ? {} : { verificationCode: code.trim() }),
    };
    const result = await create({ ...body, idempotencyKey: key.keyFor(body) });
    key.settled(result.error === undefined ? undefined : errorCodeOf(result.error));
    if (result.error !== undefined) {
      setFailure(errorMessageKeyOf(result.error));
      return;
    }
    setDone(result.data);
    setAmountText('');
    setPassword('');
    setCode('');
  };

  return (
    <div className="withdraw">
      <dl className="withdraw-summary">
        <div>
          <dt>{t('withdraw.balance')}</dt>
          <dd>{money(rules.balance)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.available')}</dt>
          <dd>{money(rules.available)}</dd>
        </div>
      </dl>
      {rules.hours ? (
        <p className="withdraw-note">
          {t('withdraw.allowed_hours', { ...rules.hours, zone: timeZoneName })}
        </p>
      ) : null}
      <TurnoverDetails turnover={rules.turnover} money={money} />
      {done && stillHeld ? (
        <p role="status" className="withdraw-done">
          {t('withdraw.processing_note', { amount: money(done.amount) })}
        </p>
      ) : null}
      {rules.orders.length > 0 ? <RecentWithdrawals orders={rules.orders} money={money} /> : null}
      <section className="withdraw-card" aria-labelledby="withdraw-accounts-title">
        <h2 id="withdraw-accounts-title">{t('withdraw.accounts_title')}</h2>
        {list.length === 0 ? <p>{t('withdraw.no_accounts')}</p> : null}
        <BoundAccounts accounts={list} />
        <BindAccountForm
          institutions={accounts.data.institutions}
          paymentPasswordSet={rules.paymentPasswordSet}
          payeeName={rules.payeeName}
          open={list.length === 0}
        />
      </section>
      {account && limits ? (
        <form
          className="withdraw-card"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            once(() => submit(event));
          }}
        >
          <Select
            label={t('withdraw.account')}
            value={String(account.id)}
            onChange={(event) => setAccountId(event.target.value)}
            options={list.map((a) => ({
              value: String(a.id),
              label: `${a.name} ${a.maskedNumber} · ${a.holder}`,
            }))}
          />
          <TextField
            label={t('withdraw.amount')}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => {
              setAmountText(event.target.value);
              setAmountError(undefined);
            }}
            hint={t('withdraw.amount_range', { min: money(limits.min), max: money(limits.max) })}
            error={amountError}
          />
          {fee !== null && checked && 'cents' in checked ? (
            <p className="withdraw-note">
              {t('withdraw.fee_preview', {
                fee: money(amountOfCents(fee)),
                receive: money(amountOfCents(Math.max(0, checked.cents - fee))),
              })}
            </p>
          ) : null}
          <PasswordField
            label={t('withdraw.payment_password')}
            name="paymentPassword"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {rules.verification === 'SMS' ? (
            <SmsCodeField
              label={t('withdraw.sms_code')}
              name="verificationCode"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              countdownSeconds={smsCountdownSeconds(null)}
              onSend={async () => {
                const sent = await sendCode({ purpose: 'withdraw' });
                if (sent.error !== undefined) {
                  setFailure(errorMessageKeyOf(sent.error));
                  return false;
                }
                return smsCountdownSeconds(sent.data.expiredMinutes);
              }}
            />
          ) : rules.verification === 'TOTP' ? (
            <TextField
              label={t('withdraw.totp_code')}
              name="verificationCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          ) : null}
          {failure ? (
            <p role="alert" className="withdraw-failure">
              {t(failure)}
            </p>
          ) : null}
          <Button
            type="submit"
            disabled={creating.isLoading || blocked}
            aria-busy={creating.isLoading}
            aria-describedby={blocked ? TURNOVER_NOTE_ID : undefined}
          >
            {t('withdraw.submit')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
