import { useTranslation } from '@gaming/i18n';
import { Info, TriangleExclamationPoint } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../button';
import { Dialog } from '../dialog';
import './AlertDialog.css';

export type AlertTone = 'warning' | 'info';

export interface AlertDialogProps {
  open: boolean;
  /** warning: a failure to read (e.g. the server's SMS message); info: a notice such as 'in_need_true_account'. */
  tone?: AlertTone;
  /** Defaults to "Warning" or "Notice" by tone. */
  title?: string;
  /** The message, already translated (or the server's text, shown as text). */
  message: string;
  /** Defaults to "OK". */
  confirmLabel?: string;
  onConfirm: () => void;
  /** Defaults to "Cancel"; only shown with `onCancel`. */
  cancelLabel?: string;
  /** Adds a cancel button; Escape then cancels instead of confirming. */
  onCancel?: () => void;
}

/**
 * A message that needs an answer (role `alertdialog`): a warning or info icon, the message, a
 * confirm button that takes focus, and optionally cancel. It stays a centred card on phones.
 */
export function AlertDialog({
  open,
  tone = 'warning',
  title,
  message,
  confirmLabel,
  onConfirm,
  cancelLabel,
  onCancel,
}: AlertDialogProps) {
  const { t } = useTranslation('ui');
  const messageId = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  const Icon = tone === 'warning' ? TriangleExclamationPoint : Info;
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title ?? t(tone === 'warning' ? 'alert.warning_title' : 'alert.info_title')}
      describedBy={messageId}
      onClose={onCancel ?? onConfirm}
      initialFocusRef={confirm}
      hideCloseButton
      closeOnBackdrop={false}
      size="sm"
      className={`ui-dialog--compact ui-alert-dialog ui-alert-dialog--${tone}`}
      footer={
        <>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              {cancelLabel ?? t('alert.cancel')}
            </Button>
          ) : null}
          <Button ref={confirm} onClick={onConfirm}>
            {confirmLabel ?? t('alert.confirm')}
          </Button>
        </>
      }
    >
      <div className="ui-alert-dialog__content">
        <span className="ui-alert-dialog__icon" aria-hidden="true">
          <Icon size={28} />
        </span>
        <p id={messageId} className="ui-alert-dialog__message">
          {message}
        </p>
      </div>
    </Dialog>
  );
}
