import { errorCodeOf } from '@gaming/api/base-api';
import { errorKeyOf, useTranslation } from '@gaming/i18n';
import { ErrorState } from '@gaming/ui/error-state';
import { errorMessageKeyOf } from '../failure-message';

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
  /**
   * Whether the store asks this call again by itself (true for a query). False for a mutation's
   * answer (opening a message, launching a game): those are never sent again without the person,
   * so the page must not say it tries again by itself.
   */
  retriesByItself?: boolean;
  retryLabel?: string;
  className?: string;
}

/**
 * What stands where a read failed. When the platform cannot be reached the catalogue's "Network
 * link abnormal" (§8) leads, with what did not load and, for a query, that the page tries again by
 * itself (the store's recovery, `recoverFailedQueries`); otherwise the page's own message, or the
 * failure's.
 * Retry asks again at once and waits busy while it runs.
 */
export function LoadFailed({
  query,
  what,
  onRetry,
  retriesByItself = true,
  retryLabel,
  className,
}: LoadFailedProps) {
  const { t } = useTranslation(['errors', 'system']);
  const code = errorCodeOf(query.error as Parameters<typeof errorCodeOf>[0]);
  // The base query's code for an unreachable platform (down, gateway 502-504, timeout).
  const offline = code === 'network_link_abnormal';
  // A ceiling's refusal names its wait ("retry in 5 minutes"), whatever the page's own words.
  const refused = code === 'TOO_MANY_REQUESTS';
  const own = what ?? t(`errors:${errorKeyOf(code)}`);
  const message = offline
    ? t('errors:network_link_abnormal')
    : refused
      ? t(errorMessageKeyOf(query.error as Parameters<typeof errorMessageKeyOf>[0]))
      : own;
  const lines = offline
    ? [what, retriesByItself ? t('system:faults.retrying_by_itself') : undefined].filter(Boolean)
    : refused
      ? [what]
      : [];
  const detail = lines.length > 0 ? lines.join(' ') : undefined;
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
