import { useTranslation } from '@gaming/i18n';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button';
import '../error-state/ErrorState.css';

export interface EmptyStateAction {
  label: string;
  onClick: () => void;
}

export interface EmptyStateProps {
  /** A short line, already translated; "No data" by default. */
  message?: string;
  /** The one way forward ("Browse games"). */
  action?: EmptyStateAction;
  /** Replaces the inbox icon (decorative). */
  icon?: ReactNode;
  className?: string;
}

/** What stands where a list has nothing to show: a short line and, when there is one, an action. */
export function EmptyState({ message, action, icon, className }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  return (
    <div className={className ? `ui-state ${className}` : 'ui-state'}>
      <span className="ui-state__icon" aria-hidden="true">
        {icon ?? <Inbox size={28} />}
      </span>
      <p className="ui-state__message">{message ?? t('empty_state.no_data')}</p>
      {action ? (
        <Button variant="secondary" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
