/**
 * Failed reads come back by themselves. The choice: while a watched query has
 * failed with `network_link_abnormal` (platform down, gateway 502-504, timeout), every failed one is
 * asked again every RECOVERY_POLL_MS, and at once when the browser says it is back online, the
 * window regains focus or the tab becomes visible again. A platform that is down but a network
 * that is up fires no `online` event, hence the gentle poll. After a new sign-in (the login modal
 * opened by an ended session) the queries refused for the session are asked again.
 * Not needed for first paint: the apps start it from a lazily loaded component (kernel
 * `query-recovery`), through `addListener` on the store's listener middleware.
 * Only queries: a mutation (a deposit, a transfer) is never sent again without the person.
 */
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { addListener } from '@reduxjs/toolkit';
import { tokenChanged } from '../base-api/api-context';
import { isApiFailure } from '../base-api/api-failure';
import { baseApi } from '../base-api/base-api';
import { SESSION_ERROR_CODES, TransportErrorCode } from '../wire/transport-codes';

export const RECOVERY_POLL_MS = 10_000;

const isNetworkFailure = (error: unknown): boolean =>
  isApiFailure(error) && error.errorCode === TransportErrorCode.networkLinkAbnormal;

const isSessionFailure = (error: unknown): boolean =>
  isApiFailure(error) && SESSION_ERROR_CODES.includes(error.errorCode);

/** What the recovery listens to: `window` in the apps. */
export interface RecoveryTarget {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface RecoveryOptions {
  pollMs?: number;
  target?: RecoveryTarget | undefined;
  isHidden?: () => boolean;
}

const WAKE_EVENTS = ['online', 'focus', 'visibilitychange'] as const;

interface QueryEntry {
  status: string;
  endpointName: string;
  originalArgs: unknown;
  error?: unknown;
}

interface ApiSlice {
  queries: Record<string, QueryEntry | undefined>;
}

/** What RTK Query's middleware answers `internal_getRTKQSubscriptions` with (its live count). */
interface SubscriptionSelectors {
  getSubscriptionCount?: (queryCacheKey: string) => number;
}

interface Initiate {
  initiate: (args: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => unknown;
}

const rejectedType = `${baseApi.reducerPath}/executeQuery/rejected`;

function isQueryRejected(action: UnknownAction): action is UnknownAction & { payload: unknown } {
  return action.type === rejectedType;
}

/** Asks again every failed query someone still watches whose failure `which` picks. */
export function retryFailedQueries(
  api: { getState: () => unknown; dispatch: (action: never) => unknown },
  which: (error: unknown) => boolean,
): number {
  const slice = (api.getState() as Record<string, ApiSlice | undefined>)[baseApi.reducerPath];
  if (!slice) return 0;
  const endpoints = baseApi.endpoints as unknown as Record<string, Initiate | undefined>;
  // The state's copy of the subscriptions lags (synced on a timer): ask the middleware.
  const subscriptions = api.dispatch(
    baseApi.internalActions.internal_getRTKQSubscriptions() as never,
  ) as SubscriptionSelectors | undefined;
  const watched = (key: string) => (subscriptions?.getSubscriptionCount?.(key) ?? 1) > 0;
  let count = 0;
  for (const [key, entry] of Object.entries(slice.queries)) {
    if (entry?.status !== 'rejected' || !which(entry.error)) continue;
    if (!watched(key)) continue;
    const endpoint = endpoints[entry.endpointName];
    if (!endpoint) continue;
    api.dispatch(
      endpoint.initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }) as never,
    );
    count += 1;
  }
  return count;
}

/** Starts the recovery on a store with a listener middleware; returns what stops it. */
export function startQueryRecovery(
  dispatch: Dispatch,
  {
    pollMs = RECOVERY_POLL_MS,
    target = typeof window === 'undefined' ? undefined : window,
    isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  }: RecoveryOptions = {},
): () => void {
  let armed: { timer: ReturnType<typeof setTimeout>; run: () => void } | null = null;
  const wake = () => {
    if (!isHidden()) armed?.run();
  };
  const disarm = () => {
    if (armed === null) return;
    clearTimeout(armed.timer);
    armed = null;
    for (const type of WAKE_EVENTS) target?.removeEventListener(type, wake);
  };

  const stopPolling = dispatch(
    addListener({
      predicate: (action) => isQueryRejected(action) && isNetworkFailure(action.payload),
      effect: (_action, api) => {
        if (armed !== null) return;
        const run = () => {
          disarm();
          retryFailedQueries(api, isNetworkFailure);
        };
        armed = { timer: setTimeout(run, pollMs), run };
        for (const type of WAKE_EVENTS) target?.addEventListener(type, wake);
      },
    }),
  ) as unknown as () => void;

  const stopAfterSignIn = dispatch(
    addListener({
      actionCreator: tokenChanged,
      effect: ({ payload: token }, api) => {
        if (token) retryFailedQueries(api, isSessionFailure);
      },
    }),
  ) as unknown as () => void;

  return () => {
    disarm();
    stopPolling();
    stopAfterSignIn();
  };
}
