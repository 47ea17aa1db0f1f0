/**
 * §4 Withdrawal receipt confirmation (loaded after sign-in, never in the first paint): the member's
 * paid withdrawals waiting for "received" or "not received", in a dialog. It opens at login and
 * again when a PAYMENT_CONFIRMATION notice brings a new one (the notice makes the list stale), never
 * over a modal the member asked for, another dialog or a field being filled. "Later" puts off the
 * ones shown until a new one arrives or the next login; silence counts as received on the platform.
 */
import { useMemberInfoQuery } from '@gaming/api/member';
import { usePaymentConfirmationsQuery } from '@gaming/api/withdraw';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { Dialog } from '@gaming/ui/dialog';
import { Toast } from '@gaming/ui/toast';
import { useRef, useState } from 'react';
import { useAskedModalOpen, usePageBusy } from '../../lib/asked-modal';
import type { Answer } from './confirmation-item';
import { ConfirmationItem } from './confirmation-item';
import { laterOrders, rememberLater } from './later';
import './receipt-confirmation.css';

export interface ReceiptConfirmationProps {
  /** The sign-in whose confirmations are put off with "Later". */
  token: string;
}

export default function ReceiptConfirmation({ token }: ReceiptConfirmationProps) {
  const { t } = useTranslation('member');
  const { data: member } = useMemberInfoQuery();
  // Asked afresh at each login: a list cached from an earlier session may be stale.
  const { data } = usePaymentConfirmationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [later, setLater] = useState(() => laterOrders(token));
  // Answered here: gone at once, before the list is asked again.
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const [done, setDone] = useState<{ answer: Answer; id: number } | null>(null);
  const introRef = useRef<HTMLParagraphElement>(null);

  const pending = (data ?? []).filter((item) => !answered.has(item.orderNo));
  const due = pending.some((item) => !later.has(item.orderNo));
  const [shown, setShown] = useState(false);
  const asked = useAskedModalOpen();
  const busy = usePageBusy(due && !shown);
  const open = due && (shown || (!asked && !busy));
  // Once open it stays until answered or put off, whatever opens over it.
  if (open !== shown) setShown(open);

  const putOff = () => {
    const orderNos = [...new Set([...later, ...pending.map((item) => item.orderNo)])];
    rememberLater(token, orderNos);
    setLater(new Set(orderNos));
  };
  const onAnswered = (orderNo: string, answer: Answer) => {
    // The answered item goes with the focused button: focus stays in the dialog, on the question.
    introRef.current?.focus();
    setAnswered((before) => new Set([...before, orderNo]));
    setDone((last) => ({ answer, id: (last?.id ?? 0) + 1 }));
  };
  const first = pending[0];
  const minutes = first
    ? Math.round((Date.parse(first.confirmBy) - Date.parse(first.paidAt)) / 60_000)
    : 0;

  return (
    <>
      <Dialog
        open={open}
        onClose={putOff}
        title={t('withdrawal_confirmation.title')}
        size="md"
        className="receipt-confirmation"
        closeOnBackdrop={false}
        initialFocusRef={introRef}
        footer={
          <Button variant="secondary" onClick={putOff}>
            {t('withdrawal_confirmation.later')}
          </Button>
        }
      >
        <p ref={introRef} tabIndex={-1} className="receipt-confirmation__intro">
          {t('withdrawal_confirmation.text')}
          {minutes > 0 ? ` ${t('withdrawal_confirmation.auto_confirm', { count: minutes })}` : ''}
        </p>
        <p className="receipt-confirmation__note">{t('withdrawal_confirmation.forced_note')}</p>
        <ul
          className="receipt-confirmation__list"
          aria-label={t('withdrawal_confirmation.list_label')}
        >
          {pending.map((item) => (
            <li key={item.orderNo}>
              <ConfirmationItem
                confirmation={item}
                currencySymbol={member?.currencySymbol ?? ''}
                onAnswered={onAnswered}
              />
            </li>
          ))}
        </ul>
      </Dialog>
      <Toast
        key={done?.id ?? 0}
        className="receipt-confirmation__toast"
        open={done !== null}
        message={done ? t(`withdrawal_confirmation.${done.answer}`) : ''}
        tone="success"
        onDismiss={() => setDone(null)}
      />
    </>
  );
}
