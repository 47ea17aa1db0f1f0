/**
 * The member's withdrawals still held and those decided in the last day, from the withdrawal
 * settings: a live notice (paid, rejected) makes those stale, so each line follows the platform
 * and never says "being processed" of one that was paid.
 */
import type { WithdrawProgress } from '@gaming/api/wire';
import { useTranslation } from '@gaming/i18n';
import type { TFunction } from 'i18next';

export interface RecentWithdrawalsProps {
  orders: readonly WithdrawProgress[];
  money: (amount: number) => string;
}

export function RecentWithdrawals({ orders, money }: RecentWithdrawalsProps) {
  const { t } = useTranslation(['member', 'status']);
  return (
    <section className="withdraw-card withdraw-recent" aria-labelledby="withdraw-recent-title">
      <h2 id="withdraw-recent-title">{t('withdraw.orders_title')}</h2>
      <ul className="withdraw-recent__list">
        {orders.map((order) => (
          <li key={order.orderNo}>
            <article aria-label={t('withdraw.order_label', { orderNo: order.orderNo })}>
              <header className="withdraw-recent__head">
                <strong>{t('withdraw.order_label', { orderNo: order.orderNo })}</strong>
                <span className={`withdraw-status withdraw-status--${order.status}`}>
                  {t(`status:withdraw.${order.status}`)}
                </span>
              </header>
              <p className="withdraw-note">
                {t('withdraw.progress_to', {
                  amount: money(order.amount),
                  account: order.accountName,
                })}
              </p>
              <p>{progressOf(order, money, t)}</p>
              {order.remark && (order.status === 'audit_fail' || order.status === 'failed') ? (
                <p className="withdraw-note">{order.remark}</p>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where a withdrawal stands, in the member's words. */
function progressOf(
  order: WithdrawProgress,
  money: (amount: number) => string,
  t: TFunction<['member', 'status']>,
) {
  const receive = money(order.receive);
  switch (order.status) {
    case 'processing':
    case 'transferring':
      return t('withdraw.progress_processing');
    case 'audit_fail':
      return t('withdraw.progress_rejected', { amount: money(order.amount) });
    case 'failed':
      return t('withdraw.progress_failed');
    case 'success':
      switch (order.receipt) {
        case 'waiting':
          return t('withdraw.progress_paid_waiting', { receive });
        case 'received':
          return t('withdraw.progress_paid_received', { receive });
        case 'auto':
          return t('withdraw.progress_paid_auto', { receive });
        case 'not_received':
          return t('withdraw.progress_paid_not_received');
        case null:
          return t('withdraw.progress_paid', { receive });
      }
  }
}
