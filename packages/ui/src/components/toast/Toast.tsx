import { useTranslation } from '@gaming/i18n';
import { CircleCheck, CircleExclamationPoint, Info, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import './Toast.css';

export type ToastTone = 'success' | 'info' | 'error';

/** How long a toast stays by default. */
export const TOAST_DURATION_MS = 3000;

export interface ToastProps {
  open: boolean;
  /** The message, already translated ("Copied"). */
  message: string;
  tone?: ToastTone;
  /** Milliseconds before it dismisses itself; null keeps it until dismissed. */
  duration?: number | null;
  /** Called when the time is up or the dismiss button is pressed. */
  onDismiss: () => void;
  className?: string;
}

const ICONS = { success: CircleCheck, info: Info, error: CircleExclamationPoint } as const;

/**
 * A short status message in a polite live region (always in the page, so screen readers hear
 * what appears in it). It dismisses itself after `duration`, paused while hovered or focused.
 */
export function Toast({
  open,
  message,
  tone = 'success',
  duration = TOAST_DURATION_MS,
  onDismiss,
  className,
}: ToastProps) {
  const { t } = useTranslation('ui');
  const [paused, setPaused] = useState(false);
  // The latest callback, so a new function each render does not restart the timer.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    if (!open || paused || duration === null) return undefined;
    const timer = setTimeout(() => dismiss.current(), duration);
    return () => clearTimeout(timer);
  }, [open, paused, duration, message]);

  const Icon = ICONS[tone];
  return (
    <div
      role="status"
      aria-live="polite"
      className={className ? `ui-toast-region ${className}` : 'ui-toast-region'}
    >
      {open ? (
        <div
          className={`ui-toast ui-toast--${tone}`}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          <Icon className="ui-toast__icon" size={20} aria-hidden="true" />
          <p className="ui-toast__message">{message}</p>
          <button
            type="button"
            className="ui-toast__dismiss"
            aria-label={t('toast.dismiss')}
            onClick={onDismiss}
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
