/** What a live notice changes on screen: the cached data it makes stale, and the line it shows. */
import type { TagType } from '@gaming/api/base-api';
import type { Notice } from '@gaming/api/notices';
import type { ToastTone } from '@gaming/ui/toast';
import type { TFunction } from 'i18next';

const MONEY_MOVED: readonly TagType[] = ['Balance', 'Member', 'Transaction'];

/** The RTK Query tags a notice makes stale. */
export function staleTagsOf(notice: Notice): readonly TagType[] {
  switch (notice.type) {
    case 'DEPOSIT':
      return [...MONEY_MOVED, 'Deposit'];
    case 'WITHDRAW':
      return [...MONEY_MOVED, 'Withdraw'];
    case 'PAYMENT_CONFIRMATION':
      // 'Withdraw' covers the pending receipt confirmations: the dialog asks them again.
      return ['Deposit', 'Withdraw', 'Transaction'];
    case 'INBOX':
      // The unread count is part of member info.
      return ['Message', 'Member'];
    case 'PROMOTION_CLAIM':
      return [...MONEY_MOVED, 'Promotion'];
    case 'SESSION_ENDED':
      // Member info is asked again: its session error signs this tab out and opens login.
      return ['Member'];
  }
}

/**
 * Once the socket listens (the first time too): whatever notices missed while none listened
 * could have changed; the page's data was fetched before the socket was ready.
 */
export const TAGS_TO_CATCH_UP: readonly TagType[] = [
  ...MONEY_MOVED,
  'Deposit',
  'Withdraw',
  'Message',
  'Promotion',
];

export interface NoticeToast {
  message: string;
  tone: ToastTone;
  /** The payment order it is about, when it is about one. */
  orderNo?: string;
}

/**
 * The toast of a notice in the member's language, or null (SESSION_ENDED shows none). A rejection
 * without a remark would end in the space before it: trimmed.
 */
export function toastOf(
  notice: Notice,
  money: (amount: number) => string,
  t: TFunction<'member'>,
): NoticeToast | null {
  switch (notice.type) {
    case 'DEPOSIT': {
      const amount = money(notice.amount);
      const message =
        notice.bonus !== undefined && notice.bonus > 0
          ? t('notices.credited_extra', { amount, bonus: money(notice.bonus) })
          : t('notices.credited', { amount });
      return { message, tone: 'success', orderNo: notice.orderNo };
    }
    case 'WITHDRAW': {
      const values = { amount: money(notice.amount), remark: notice.remark };
      if (notice.status === 'approved')
        return { message: t('notices.approved', values), tone: 'success', orderNo: notice.orderNo };
      const message =
        notice.status === 'rejected' ? t('notices.rejected', values) : t('notices.failed', values);
      return { message: message.trim(), tone: 'error', orderNo: notice.orderNo };
    }
    case 'PAYMENT_CONFIRMATION':
      return {
        message: t('notices.payment', { amount: money(notice.amount), orderNo: notice.orderNo }),
        tone: 'info',
        orderNo: notice.orderNo,
      };
    case 'INBOX':
      return { message: t('notices.message'), tone: 'info' };
    case 'PROMOTION_CLAIM':
      return {
        message:
          notice.amount > 0
            ? t('notices.promotion_amount', { amount: money(notice.amount), name: notice.name })
            : t('notices.promotion', { name: notice.name }),
        tone: 'success',
      };
    case 'SESSION_ENDED':
      return null;
  }
}

/** At most this many toasts wait their turn; older ones give way to what is new. */
const QUEUE_MAX = 3;

/**
 * Adds a notice's toast to those waiting. Toasts follow one another rather than replace each other
 * (a paid withdrawal's notice and its request to confirm receipt arrive together): one about the
 * order the last waiting toast is about joins it, so the member reads both in one toast.
 */
export function queueToast<T extends NoticeToast & { id: number }>(
  queue: readonly T[],
  next: T,
): T[] {
  const last = queue.at(-1);
  if (last && next.orderNo !== undefined && last.orderNo === next.orderNo) {
    return [...queue.slice(0, -1), { ...last, message: `${last.message} ${next.message}` }];
  }
  return [...queue, next].slice(-QUEUE_MAX);
}
