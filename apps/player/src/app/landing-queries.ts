/**
 * The member centre's queries on a visit that lands on it (`/member/depositv2`), started before the
 * app's first render (main.tsx): the centre and its page then render once, with their data, where
 * they rendered a spinner, then the centre with its page loading, then the page (three passes, the
 * centre's own queries waiting for the member's). The boot asked the platform for the same calls
 * already (first-calls.ts), so these take its answers. A chunk of its own: the first paint keeps
 * none of it.
 */
import { memberApi } from '@gaming/api/member';
import { memberCentreApi } from '@gaming/api/member-centre';
import { recordsApi } from '@gaming/api/records';
import { systemApi } from '@gaming/api/system';
import { walletApi } from '@gaming/api/wallet';
import { isTrialType } from '@gaming/domain/roles';
import { memberCentrePageOf } from './first-calls';
import type { AppDispatch } from './store';

/** A member centre page's own first queries, for the pages most visits land on. */
const PAGE_QUERIES: Readonly<Record<string, (dispatch: AppDispatch) => Promise<unknown>>> = {
  depositv2: (dispatch) =>
    import('@gaming/api/deposit').then(({ depositApi }) =>
      Promise.all([
        dispatch(depositApi.endpoints.depositSettings.initiate(undefined, { subscribe: false })),
        dispatch(depositApi.endpoints.openDeposits.initiate(undefined, { subscribe: false })),
      ]),
    ),
};

/**
 * Fills the query cache for the member centre page at `pathname` (nothing for any other page):
 * the permission and the member first, then what the centre's frame reads for a true account (a
 * trial account's frame reads nothing more) and the page's own. Settles once they have all answered
 * or failed (a failure is the screen's to show); it never rejects.
 */
export function startMemberCentreQueries(dispatch: AppDispatch, pathname: string): Promise<void> {
  const page = memberCentrePageOf(pathname);
  if (page === null) return Promise.resolve();
  const once = { subscribe: false } as const;
  const permission = dispatch(systemApi.endpoints.permission.initiate(undefined, once));
  const member = dispatch(memberApi.endpoints.memberInfo.initiate(undefined, once)).then(
    ({ data }) => {
      if (data === undefined || isTrialType(data.isAgent)) return undefined;
      const own = Object.hasOwn(PAGE_QUERIES, page) ? PAGE_QUERIES[page] : undefined;
      return Promise.all([
        dispatch(memberApi.endpoints.balance.initiate(undefined, once)),
        dispatch(memberCentreApi.endpoints.memberCentreSummary.initiate(undefined, once)),
        dispatch(walletApi.endpoints.merchantWallet.initiate(undefined, once)),
        dispatch(recordsApi.endpoints.rebateRates.initiate(undefined, once)),
        own?.(dispatch),
      ]);
    },
  );
  return Promise.all([permission, member]).then(
    () => undefined,
    () => undefined,
  );
}
