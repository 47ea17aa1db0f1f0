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

/**
 * The toast of a notice in the member's language, or null (SESSION_ENDED shows none). A rejection
 * without a remark would end in the space before it: trimmed.
 */
export function toastOf(
  notice: Notice,
  money: (amount: number) => string,
  t: TFunction<'member'>,
): { message: string; tone: ToastTone } | null {
  switch (notice.type) {
    case 'DEPOSIT':
      return { message: t('notices.credited', { amount: money(notice.amount) }), tone: 'success' };
    case 'WITHDRAW': {
      const values = { amount: money(notice.amount), remark: notice.remark };
      if (notice.status === 'approved')
        return { message: t('notices.approved', values), tone: 'success' };
      const message =
        notice.status === 'rejected' ? t('notices.rejected', values) : t('notices.failed', values);
      return { message: message.trim(), tone: 'error' };
    }
    case 'PAYMENT_CONFIRMATION':
      return {
        message: t('notices.payment', { amount: money(notice.amount), orderNo: notice.orderNo }),
        tone: 'info',
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
