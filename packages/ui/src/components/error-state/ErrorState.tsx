import { useTranslation } from '@gaming/i18n';
import { CloudOff } from 'lucide-react';
import { Button } from '../button';
import './ErrorState.css';

export interface ErrorStateProps {
  /** The error catalogue's message, already translated ("Network link abnormal"). */
  message: string;
  /** A second line, e.g. what to check before retrying. */
  detail?: string;
  onRetry: () => void;
  /** "Retry" by default. */
  retryLabel?: string;
  /** While the retry runs: the button waits and says so. */
  retrying?: boolean;
  className?: string;
}

/** What stands where content failed to load: the catalogue message, announced, and a retry. */
export function ErrorState({
  message,
  detail,
  onRetry,
  retryLabel,
  retrying = false,
  className,
}: ErrorStateProps) {
  const { t } = useTranslation('ui');
  return (
    <div
      className={className ? `ui-state ui-state--error ${className}` : 'ui-state ui-state--error'}
    >
      <span className="ui-state__icon" aria-hidden="true">
        <CloudOff size={28} />
      </span>
      <p role="alert" className="ui-state__message">
        {message}
      </p>
      {detail ? <p className="ui-state__detail">{detail}</p> : null}
      <Button
        variant="secondary"
        onClick={() => {
          if (!retrying) onRetry();
        }}
        aria-disabled={retrying || undefined}
        aria-busy={retrying || undefined}
      >
        {retryLabel ?? t('error_state.retry')}
      </Button>
    </div>
  );
}
