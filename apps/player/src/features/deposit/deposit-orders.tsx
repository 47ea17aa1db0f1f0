import {
  useMarkDepositPaidMutation,
  useOpenDepositsQuery,
  useUploadDepositSlipMutation,
} from '@gaming/api/deposit';
import type { DepositOrder } from '@gaming/api/wire';
import { useTranslation } from '@gaming/i18n';
import { amountOfCents } from '@gaming/domain/money';
import { formatMoney } from '@gaming/i18n/format';
import { useDateFormats } from '@gaming/kernel/formats';
import { Button } from '@gaming/ui/button';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { FilePicker } from '@gaming/ui/file-picker';
import { QrCode } from '@gaming/ui/qr-code';
import { Skeleton } from '@gaming/ui/skeleton';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import type { DepositActionOutcome } from '../../lib/deposit-order-actions';
import { DepositOrderActions } from '../../lib/deposit-order-actions';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { readPaymentImage } from '../../lib/read-image';

/** Receiver fields in the order they are read out. */
const RECEIVER_FIELDS = [
  'bankName',
  'bankBranch',
  'network',
  'receiverName',
  'receiverAccount',
] as const;
const RECEIVER_LABELS = {
  bankName: 'deposit.bank_name',
  bankBranch: 'deposit.bank_branch',
  network: 'withdraw.wallet_type',
  receiverName: 'deposit.receiver_name',
  receiverAccount: 'deposit.receiver_account',
} as const satisfies Record<(typeof RECEIVER_FIELDS)[number], string>;

/** The member's deposits still new or pending, each with what can be done next. */
export function DepositOrders({ symbol }: { symbol: string }) {
  const { t } = useTranslation('member');
  const orders = useOpenDepositsQuery();
  // The demo gateway's window says when it paid: refresh at once instead of waiting.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { source?: unknown } | null;
      if (event.origin === window.location.origin && data?.source === 'gaming-demo-gateway')
        void orders.refetch();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [orders]);
  if (orders.isError) return <LoadFailed query={orders} what={t('deposit.load_failed')} />;
  return (
    <section className="deposit-orders" aria-labelledby="deposit-orders-title">
      <h2 id="deposit-orders-title">{t('deposit.orders_title')}</h2>
      {!orders.data ? (
        <Skeleton shape="card" height="5rem" />
      ) : orders.data.length === 0 ? (
        <p>{t('deposit.none_open')}</p>
      ) : (
        <ul>
          {orders.data.map((order) => (
            <li key={order.orderNo}>
              <OpenOrder order={order} symbol={symbol} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OpenOrder({ order, symbol }: { order: DepositOrder; symbol: string }) {
  const { t, i18n } = useTranslation(['member', 'status', 'errors']);
  const dates = useDateFormats();
  const [said, setSaid] = useState<DepositActionOutcome | null>(null);
  const [markPaid, paying] = useMarkDepositPaidMutation();
  const [upload, uploading] = useUploadDepositSlipMutation();
  const [slip, setSlip] = useState<File[]>([]);
  const run = async (action: () => Promise<{ error?: unknown }>, done?: string) => {
    setSaid(null);
    const result = await action();
    if (result.error !== undefined)
      setSaid({ kind: 'failure', text: t(errorMessageKeyOf(result.error as never)) });
    else if (done) setSaid({ kind: 'notice', text: done });
  };
  const orderNo = order.orderNo;
  return (
    <article className="deposit-order" aria-label={t('deposit.order_no', { orderNo })}>
      <header>
        <strong>{order.methodName}</strong>
        <span>{formatMoney(order.amount + order.fee, i18n.language, symbol)}</span>
        <span className={`deposit-status deposit-status--${order.status}`}>
          {t(`status:deposit.${order.status}`)}
        </span>
      </header>
      <p className="deposit-order__meta">
        {t('deposit.order_no', { orderNo })} · {dates.dateTime(order.createdAt)}
      </p>
      {order.receiver ? (
        <div>
          <p>{t('deposit.transfer_to')}</p>
          <dl className="deposit-receiver">
            {RECEIVER_FIELDS.filter((field) => order.receiver?.[field]).map((field) => (
              <div key={field}>
                <dt>{t(RECEIVER_LABELS[field])}</dt>
                <dd>
                  <span>{order.receiver?.[field]}</span>
                  <CopyButton
                    text={order.receiver?.[field] ?? ''}
                    label={t(RECEIVER_LABELS[field])}
                  />
                </dd>
              </div>
            ))}
          </dl>
          {order.flow === 'CRYPTO' && order.receiver.receiverAccount ? (
            <QrCode
              className="deposit-address-qr"
              value={order.receiver.receiverAccount}
              label={t('deposit.address_qr', {
                network: order.receiver.network ?? order.methodName,
              })}
              caption={t('deposit.address_qr_hint')}
              size={160}
            />
          ) : null}
        </div>
      ) : null}
      {order.status === 'pending' ? (
        <p>
          {t('deposit.waiting_operator')}
          {order.expiresAt
            ? ` ${t('deposit.review_until', { time: dates.dateTime(order.expiresAt) })}`
            : ''}
        </p>
      ) : null}
      <div className="deposit-order__actions">
        {order.paymentUrl ? (
          <Button
            size="sm"
            onClick={() =>
              window.open(order.paymentUrl ?? '', 'deposit-payment', 'popup,width=440,height=720')
            }
          >
            {t('deposit.open_payment_page')}
          </Button>
        ) : null}
        {order.receiver && order.status === 'new' ? (
          <>
            <FilePicker
              className="deposit-slip"
              label={order.slipUploaded ? t('deposit.slip_uploaded') : t('deposit.upload_slip')}
              hint={t('deposit.slip_hint')}
              files={slip}
              maxFiles={1}
              disabled={uploading.isLoading}
              onChange={(chosen) => {
                setSlip(chosen);
                const file = chosen[0];
                if (!file) return;
                void (async () => {
                  const image = await readPaymentImage(file);
                  if (!image) {
                    setSaid({ kind: 'failure', text: t('errors:file_invalid') });
                    return;
                  }
                  await run(() => upload({ orderNo, ...image }), t('deposit.slip_uploaded'));
                })();
              }}
            />
            <Button
              size="sm"
              disabled={paying.isLoading}
              onClick={() => void run(() => markPaid({ orderNo }))}
            >
              {t('deposit.i_paid')}
            </Button>
          </>
        ) : null}
        <DepositOrderActions
          orderNo={orderNo}
          status={order.status}
          remindAfter={order.remindAfter}
          onOutcome={setSaid}
        />
      </div>
      {said ? <p role={said.kind === 'failure' ? 'alert' : 'status'}>{said.text}</p> : null}
    </article>
  );
}

/**
 * Deposits decided in the last day (the settings carry them): once a live notice makes the settings
 * stale, an order that left "in progress" shows here with what became of it.
 */
export function RecentDeposits({ orders, symbol }: { orders: DepositOrder[]; symbol: string }) {
  const { t, i18n } = useTranslation(['member', 'status']);
  const money = (amount: number) => formatMoney(amount, i18n.language, symbol);
  return (
    <section className="deposit-orders" aria-labelledby="deposit-recent-title">
      <h2 id="deposit-recent-title">{t('deposit.recent_title')}</h2>
      <ul>
        {orders.map((order) => (
          <li key={order.orderNo}>
            <article
              className="deposit-order"
              aria-label={t('deposit.order_no', { orderNo: order.orderNo })}
            >
              <header>
                <strong>{order.methodName}</strong>
                <span>{money(sumOf(order.amount, order.fee))}</span>
                <span className={`deposit-status deposit-status--${order.status}`}>
                  {t(`status:deposit.${order.status}`)}
                </span>
              </header>
              <p className="deposit-order__meta">
                {t('deposit.order_no', { orderNo: order.orderNo })}
              </p>
              <p>{outcomeOf(order, money, t)}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a decided deposit did to the balance, in the member's words. */
function outcomeOf(
  order: DepositOrder,
  money: (amount: number) => string,
  t: TFunction<['member', 'status']>,
): string {
  if (order.status === 'approved') {
    const extra = sumOf(order.bonus, order.giveAway);
    const total = money(sumOf(order.amount, extra));
    return extra > 0
      ? t('deposit.outcome_credited_extra', {
          total,
          amount: money(order.amount),
          extra: money(extra),
        })
      : t('deposit.outcome_credited', { total });
  }
  return order.status === 'expired' ? t('deposit.outcome_expired') : t('deposit.outcome_rejected');
}

/** Amounts added in cents, so that 980 + 50.1 is 1030.1 and not a float's neighbour. */
function sumOf(...amounts: number[]): number {
  return amountOfCents(amounts.reduce((total, amount) => total + Math.round(amount * 100), 0));
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('member');
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => setCopied(true));
      }}
    >
      {copied ? (
        t('deposit.copied')
      ) : (
        <>
          {t('deposit.copy')}
          {/* Short on screen beside its value; the whole name for a screen reader. */}{' '}
          <span className="visually-hidden">{label}</span>
        </>
      )}
    </Button>
  );
}
