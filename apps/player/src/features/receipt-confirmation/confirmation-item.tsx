import type { ConfirmReceiptRequest, PaymentConfirmation } from '@gaming/api/wire';
import { useConfirmReceiptMutation } from '@gaming/api/withdraw';
import { useTranslation } from '@gaming/i18n';
import { formatMoney } from '@gaming/i18n/format';
import { useDateFormats } from '@gaming/kernel/formats';
import { Button } from '@gaming/ui/button';
import { FilePicker } from '@gaming/ui/file-picker';
import { useId, useRef, useState } from 'react';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { readPaymentImage } from '../../lib/read-image';

export type Answer = 'done_received' | 'done_not_received';

export interface ConfirmationItemProps {
  confirmation: PaymentConfirmation;
  currencySymbol: string;
  /** The platform took the answer. */
  onAnswered: (orderNo: string, answer: Answer) => void;
}

/**
 * One paid withdrawal: whether its money arrived, its amounts and times, "Received", or "Not
 * received" with a proof picture.
 */
export function ConfirmationItem({
  confirmation,
  currencySymbol,
  onAnswered,
}: ConfirmationItemProps) {
  const { t, i18n } = useTranslation(['member', 'errors']);
  const dates = useDateFormats();
  const { orderNo } = confirmation;
  const headingId = useId();
  const proofId = useId();
  const [confirm] = useConfirmReceiptMutation();
  const [busy, setBusy] = useState(false);
  // A second click before React re-renders the disabled buttons must not send twice.
  const sending = useRef(false);
  const [proofOpen, setProofOpen] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [proofError, setProofError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const money = (amount: number) => formatMoney(amount, i18n.language, currencySymbol);

  const send = async (build: () => Promise<ConfirmReceiptRequest | null>) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    const body = await build();
    const result = body ? await confirm({ orderNo, ...body }) : null;
    sending.current = false;
    setBusy(false);
    if (!body || !result) return;
    if (result.error !== undefined) setFailure(errorMessageKeyOf(result.error));
    else onAnswered(orderNo, body.received ? 'done_received' : 'done_not_received');
  };

  const notReceived = () =>
    send(async () => {
      const file = files[0];
      if (!file) {
        setProofError(t('withdrawal_confirmation.proof_required'));
        return null;
      }
      const proof = await readPaymentImage(file);
      if (!proof) {
        setProofError(t('errors:file_invalid'));
        return null;
      }
      return { received: false, proof };
    });

  return (
    <article className="receipt-item" aria-labelledby={headingId} aria-busy={busy}>
      <h3 id={headingId} className="receipt-item__title">
        {t('withdrawal_confirmation.order', { orderNo })}
      </h3>
      {/* Whose money and which: the member's own withdrawal, as much as should reach the account. */}
      <p className="receipt-item__question">
        {t('withdrawal_confirmation.question', { amount: money(confirmation.receivedAmount) })}
      </p>
      <dl className="receipt-item__facts">
        <div>
          <dt>{t('withdrawal_confirmation.amount')}</dt>
          <dd>{money(confirmation.amount)}</dd>
        </div>
        <div>
          <dt>{t('withdrawal_confirmation.received_amount')}</dt>
          <dd>{money(confirmation.receivedAmount)}</dd>
        </div>
        {confirmation.remainingAmount > 0 ? (
          <div>
            <dt>{t('withdrawal_confirmation.remaining_amount')}</dt>
            <dd>{money(confirmation.remainingAmount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('withdrawal_confirmation.paid_at')}</dt>
          <dd>{dates.dateTime(confirmation.paidAt)}</dd>
        </div>
      </dl>
      <p className="receipt-item__deadline">
        {t('withdrawal_confirmation.confirm_by', {
          time: dates.dateTime(confirmation.confirmBy),
        })}
      </p>
      <div className="receipt-item__actions">
        <Button
          size="sm"
          disabled={busy}
          onClick={() => void send(() => Promise.resolve({ received: true }))}
        >
          {t('withdrawal_confirmation.received')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-expanded={proofOpen}
          aria-controls={proofId}
          onClick={() => setProofOpen((open) => !open)}
        >
          {t('withdrawal_confirmation.not_received')}
        </Button>
      </div>
      <div id={proofId} className="receipt-item__proof" hidden={!proofOpen}>
        {proofOpen ? (
          <>
            <FilePicker
              label={t('withdrawal_confirmation.proof_label')}
              files={files}
              maxFiles={1}
              disabled={busy}
              error={proofError ?? undefined}
              onChange={(chosen) => {
                setFiles(chosen);
                setProofError(null);
              }}
            />
            <div className="receipt-item__actions">
              <Button size="sm" disabled={busy} onClick={() => void notReceived()}>
                {busy
                  ? t('withdrawal_confirmation.sending')
                  : t('withdrawal_confirmation.send_not_received')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() => {
                  setProofOpen(false);
                  setProofError(null);
                }}
              >
                {t('withdrawal_confirmation.back')}
              </Button>
            </div>
          </>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="receipt-item__failure">
          {t(failure)}
        </p>
      ) : null}
    </article>
  );
}
