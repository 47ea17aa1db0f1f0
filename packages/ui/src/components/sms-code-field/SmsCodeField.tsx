import { useTranslation } from '@gaming/i18n';
import { useEffect, useRef, useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { FieldFeedback, fieldClass, useFieldIds } from '../../internal/field/field';
import { Button } from '../button';
import './SmsCodeField.css';

export interface SmsCodeFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'children' | 'type'
> {
  /** Defaults to "Verification code". */
  label?: string;
  hint?: string;
  error?: string;
  /** Seconds the send button waits after a code went out, unless `onSend` says otherwise. */
  countdownSeconds: number;
  /**
   * Sends a code. Resolve true when the server accepted it, which starts the countdown, or the
   * countdown's seconds when the reply sets them (§9: expiredMinutes × 60); false (or a rejection)
   * leaves the button ready, the caller shows the failure.
   */
  onSend: () => boolean | number | Promise<boolean | number>;
  /** Refuses sending, e.g. while the phone number is missing or invalid. */
  sendDisabled?: boolean;
}

/**
 * The SMS code input with its "send code" button. While a send runs and during the countdown the
 * button stays focusable but refuses clicks, and its text counts the seconds down. The only clock
 * is a one-second timer for that display.
 */
export function SmsCodeField({
  label,
  hint,
  error,
  countdownSeconds,
  onSend,
  sendDisabled = false,
  className,
  id,
  'aria-describedby': extraDescribedBy,
  ...rest
}: SmsCodeFieldProps) {
  const { t } = useTranslation('ui');
  const ids = useFieldIds(hint, error, extraDescribedBy, id);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const refused = sendDisabled || sending || secondsLeft > 0;

  const send = async () => {
    if (refused) return;
    setSending(true);
    // A failed send (thrown or rejected) counts as not accepted; the caller shows why.
    const accepted = await Promise.resolve()
      .then(onSend)
      .catch(() => false);
    if (!mounted.current) return;
    setSending(false);
    if (accepted !== false) {
      setSent(true);
      setSecondsLeft(typeof accepted === 'number' ? accepted : countdownSeconds);
    }
  };

  let buttonText = t('sms_code.send');
  if (sending) buttonText = t('sms_code.sending');
  else if (secondsLeft > 0) buttonText = t('sms_code.resend_in', { count: secondsLeft });
  else if (sent) buttonText = t('sms_code.resend');

  return (
    <div className={fieldClass(error, `ui-sms-code ${className ?? ''}`.trim())}>
      <label htmlFor={ids.inputId} id={ids.labelId} className="ui-field__label">
        {label ?? t('sms_code.label')}
      </label>
      <div className="ui-sms-code__row">
        <div className="ui-field__control ui-sms-code__control">
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            {...rest}
            id={ids.inputId}
            type="text"
            className="ui-field__input"
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.describedBy}
          />
        </div>
        <Button
          variant="secondary"
          className="ui-sms-code__send"
          aria-disabled={refused}
          aria-busy={sending || undefined}
          onClick={() => void send()}
        >
          {buttonText}
        </Button>
      </div>
      <FieldFeedback hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
