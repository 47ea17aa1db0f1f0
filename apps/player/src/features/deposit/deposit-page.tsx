import { errorCodeOf } from '@gaming/api/base-api';
/**
 * Deposit (§2 depositv2): choose a method and channel, an amount
 * (typed or a fixed amount) within the channel's limits, a promotion; the fee and the bonus are
 * shown before sending. A gateway channel continues on the payment page in a new window; a bank
 * transfer or crypto channel shows where to pay, takes the slip and "I have paid". Orders in
 * progress are listed with their state, "speed up" and cancel.
 */
import { useMemberInfoQuery } from '@gaming/api/member';
import {
  useCreateDepositMutation,
  useDepositPromotionsQuery,
  useDepositSettingsQuery,
  useOpenDepositsQuery,
} from '@gaming/api/deposit';
import type { DepositChannel, DepositMethod } from '@gaming/api/wire';
import {
  amountOfCents,
  checkAmount,
  depositBonusOf,
  feeOf,
  giveAwayOf,
} from '@gaming/domain/money';
import { useTranslation } from '@gaming/i18n';
import { formatMoney, formatPercent } from '@gaming/i18n/format';
import { Button } from '@gaming/ui/button';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { Select } from '@gaming/ui/select';
import { Skeleton } from '@gaming/ui/skeleton';
import { TextField } from '@gaming/ui/text-field';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { DepositOrders, RecentDeposits } from './deposit-orders';
import { useIdempotencyKey, useSingleFlight } from '@gaming/kernel/idempotency';
import './deposit.css';

const cents = (amount: number) => Math.round(amount * 100);

export default function DepositPage() {
  const { t, i18n } = useTranslation(['member', 'errors']);
  const settings = useDepositSettingsQuery();
  const { data: member } = useMemberInfoQuery();
  const symbol = member?.currencySymbol ?? '';
  const [search, setSearch] = useSearchParams();
  const [amountText, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [promotionId, setPromotionId] = useState('');
  const [create, creating] = useCreateDepositMutation();
  const key = useIdempotencyKey();
  const once = useSingleFlight();

  const methods = settings.data?.methods ?? [];
  const method: DepositMethod | undefined =
    methods.find((m) => m.code === search.get('method')) ?? methods[0];
  const channel: DepositChannel | undefined =
    method?.channels.find((c) => String(c.id) === search.get('channel')) ?? method?.channels[0];
  const promotions = useDepositPromotionsQuery(
    { method: method?.code ?? '' },
    { skip: method === undefined },
  );
  // The orders in progress stand above the form: on opening, the page waits for them (the same call
  // the list makes) rather than pushing the form down when they arrive. Once shown, the form stays.
  const withOrders = (settings.data?.inProgressCashInCount ?? 0) > 0;
  const orders = useOpenDepositsQuery(undefined, { skip: !withOrders });
  const [opened, setOpened] = useState(false);
  const ready = settings.data !== undefined && !(withOrders && orders.isLoading);
  if (ready && !opened) setOpened(true);
  const money = (amount: number) => formatMoney(amount, i18n.language, symbol);

  // Only when there is nothing to show: a failed refresh (a live notice, the platform briefly out
  // of reach) keeps the form and what the member typed; the submit says when it cannot be sent.
  if (settings.isError && settings.data === undefined)
    return <LoadFailed query={settings} what={t('deposit.load_failed')} />;
  if (!settings.data || (!opened && !ready))
    return (
      <div className="deposit" role="status" aria-busy="true" aria-label={t('deposit.loading')}>
        <Skeleton shape="card" height="6rem" />
        <Skeleton shape="card" height="12rem" />
      </div>
    );
  if (!settings.data.allowDeposit) return <EmptyState message={t('deposit.not_allowed')} />;
  if (!method || !channel) return <EmptyState message={t('deposit.no_methods')} />;

  const choose = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    setSearch(next, { replace: true });
    setAmountError(undefined);
    setFailure(null);
  };
  const range = t('deposit.range', { min: money(channel.min), max: money(channel.max) });
  const checked = checkAmount(amountText, {
    minCents: cents(channel.min),
    maxCents: cents(channel.max),
  });
  const promotion = promotions.data?.find((p) => String(p.id) === promotionId);
  const preview =
    'cents' in checked
      ? {
          fee: feeOf(checked.cents, {
            percent: channel.feePercent,
            fixedCents: cents(channel.feeFixed),
            minCents: cents(channel.feeMin),
            maxCents: cents(channel.feeMax),
          }),
          bonus: promotion
            ? depositBonusOf(checked.cents, {
                type: promotion.type,
                tiers: promotion.tiers.map((tier) => ({
                  minDepositCents: cents(tier.minDeposit),
                  bonus: promotion.type === 'FIXED' ? cents(tier.bonus) : tier.bonus,
                  maxBonusCents: tier.maxBonus === null ? null : cents(tier.maxBonus),
                })),
              })
            : 0,
          // The channel's "give away x%", as the platform credits it beside the deposit.
          giveAway: giveAwayOf(checked.cents, channel.reimbursementPercentage),
          amount: checked.cents,
        }
      : null;

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating.isLoading) return;
    setFailure(null);
    if ('problem' in checked) {
      setAmountError(
        t(
          `errors:${checked.problem === 'amount.invalid' ? 'amount_invalid' : 'amount_out_of_range'}`,
        ),
      );
      return;
    }
    setAmountError(undefined);
    const body = {
      channelId: channel.id,
      amount: amountOfCents(checked.cents),
      ...(promotion ? { promotionId: promotion.id } : {}),
    };
    const result = await create({ ...body, idempotencyKey: key.keyFor(body) });
    key.settled(result.error === undefined ? undefined : errorCodeOf(result.error));
    if (result.error !== undefined) {
      setFailure(errorMessageKeyOf(result.error));
      return;
    }
    setAmountText('');
    if (result.data.paymentUrl) openPaymentPage(result.data.paymentUrl, i18n.language);
  };

  return (
    <div className="deposit">
      {withOrders ? <DepositOrders symbol={symbol} /> : null}
      {settings.data.recentOrders.length > 0 ? (
        <RecentDeposits orders={settings.data.recentOrders} symbol={symbol} />
      ) : null}
      <form
        className="deposit-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          once(() => submit(event));
        }}
      >
        <fieldset className="deposit-methods">
          <legend>{t('deposit.choose_method')}</legend>
          {methods.map((m) => (
            <label key={m.code} className="deposit-method">
              <input
                type="radio"
                name="method"
                value={m.code}
                checked={m.code === method.code}
                onChange={() => choose({ method: m.code, channel: null })}
              />
              <span className="deposit-method__name">{m.name}</span>
              {m.reimbursementPercentage > 0 ? (
                <span className="deposit-method__hint">
                  {t('deposit.give_away', {
                    percent: formatPercent(m.reimbursementPercentage, i18n.language),
                  })}
                </span>
              ) : null}
              {m.recommended ? (
                <span className="deposit-method__hint">{t('deposit.recommended')}</span>
              ) : null}
            </label>
          ))}
        </fieldset>
        {method.channels.length > 1 ? (
          <Select
            label={t('deposit.channel')}
            value={String(channel.id)}
            onChange={(event) => choose({ channel: event.target.value })}
            options={method.channels.map((c) => ({ value: String(c.id), label: c.name }))}
          />
        ) : null}
        {channel.fixAmounts.length > 0 ? (
          <div className="deposit-fixed" role="group" aria-label={t('deposit.fixed_amounts')}>
            {channel.fixAmounts.map((amount) => (
              <Button
                key={amount}
                size="sm"
                variant={
                  cents(amount) === ('cents' in checked ? checked.cents : -1)
                    ? 'primary'
                    : 'secondary'
                }
                aria-pressed={cents(amount) === ('cents' in checked ? checked.cents : -1)}
                onClick={() => {
                  setAmountText(String(amount));
                  setAmountError(undefined);
                }}
              >
                {money(amount)}
              </Button>
            ))}
          </div>
        ) : null}
        <TextField
          label={t('deposit.amount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          readOnly={channel.fixAmountOnly}
          onChange={(event) => {
            setAmountText(event.target.value);
            setAmountError(undefined);
          }}
          hint={range}
          error={amountError}
        />
        {promotions.data && promotions.data.length > 0 ? (
          <Select
            label={t('deposit.promotion')}
            value={promotionId}
            onChange={(event) => {
              setPromotionId(event.target.value);
            }}
            options={[
              { value: '', label: t('deposit.no_promotion') },
              ...promotions.data.map((p) => ({ value: String(p.id), label: p.name })),
            ]}
          />
        ) : null}
        {preview ? (
          <dl className="deposit-preview">
            <dt>{t('deposit.fee')}</dt>
            <dd>{money(amountOfCents(preview.fee))}</dd>
            <dt>{t('deposit.bonus')}</dt>
            <dd>{money(amountOfCents(preview.bonus))}</dd>
            {preview.giveAway > 0 ? (
              <>
                <dt>
                  {t('deposit.give_away', {
                    percent: formatPercent(channel.reimbursementPercentage, i18n.language),
                  })}
                </dt>
                <dd>{money(amountOfCents(preview.giveAway))}</dd>
              </>
            ) : null}
            <dt>{t('deposit.you_get')}</dt>
            <dd>
              {money(
                amountOfCents(preview.amount - preview.fee + preview.bonus + preview.giveAway),
              )}
            </dd>
          </dl>
        ) : null}
        {method.flow === 'GATEWAY' ? (
          <p className="deposit-note">{t('deposit.popup_hint')}</p>
        ) : null}
        {failure ? (
          <p role="alert" className="deposit-failure">
            {t(failure)}
          </p>
        ) : null}
        <Button type="submit" disabled={creating.isLoading} aria-busy={creating.isLoading}>
          {t('deposit.submit')}
        </Button>
      </form>
    </div>
  );
}

/** Opens the gateway's payment page in a popup window on the platform's (same) origin. */
function openPaymentPage(url: string, language: string): void {
  const target = `${url}&language=${language.toLowerCase().startsWith('fil') ? 'TY' : 'EN'}`;
  window.open(target, 'deposit-payment', 'popup,width=440,height=720');
}
