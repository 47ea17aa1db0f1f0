import { errorCodeOf } from '@gaming/api/base-api';
import { errorKeyOf, useTranslation } from '@gaming/i18n';
import { ErrorState } from '@gaming/ui/error-state';

/** The part of an RTK Query result a failed read needs. */
export interface FailedQuery {
  /** An ApiFailure or a SerializedError, as RTK Query gives it. */
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface LoadFailedProps {
  query: FailedQuery;
  /** What could not be loaded, in the page's words ("The deposit methods could not be loaded."). */
  what?: string;
  /** Another retry than the query's refetch (a page that reads several calls). */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/**
 * What stands where a read failed. When the platform cannot be reached the catalogue's "Network
 * link abnormal" (§8) leads, with what did not load and that the page tries again by itself (the
 * store's recovery, `recoverFailedQueries`); otherwise the page's own message, or the failure's.
 * Retry asks again at once and waits busy while it runs.
 */
export function LoadFailed({ query, what, onRetry, retryLabel, className }: LoadFailedProps) {
  const { t } = useTranslation(['errors', 'system']);
  const code = errorCodeOf(query.error as Parameters<typeof errorCodeOf>[0]);
  // The base query's code for an unreachable platform (down, gateway 502-504, timeout).
  const offline = code === 'network_link_abnormal';
  const own = what ?? t(`errors:${errorKeyOf(code)}`);
  const message = offline ? t('errors:network_link_abnormal') : own;
  const detail = offline
    ? [what, t('system:faults.retrying_by_itself')].filter(Boolean).join(' ')
    : undefined;
  return (
    <ErrorState
      message={message}
      {...(detail === undefined ? {} : { detail })}
      onRetry={onRetry ?? (() => void query.refetch())}
      retrying={query.isFetching}
      {...(retryLabel === undefined ? {} : { retryLabel })}
      {...(className === undefined ? {} : { className })}
    />
  );
}
