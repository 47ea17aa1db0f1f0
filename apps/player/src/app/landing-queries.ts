/**
 * The member centre's queries on a visit that lands on it (`/member/depositv2`), started before the
 * app's first render (main.tsx): the centre renders at once with its data and its page, where it
 * rendered a spinner first and asked for its own data only once the member's had come. The boot
 * asked the platform for the same calls already (first-calls.ts), so these take its answers. A
 * chunk of its own: the first paint keeps none of it.
 */
import { memberApi } from '@gaming/api/member';
import { memberCentreApi } from '@gaming/api/member-centre';
import { recordsApi } from '@gaming/api/records';
import { systemApi } from '@gaming/api/system';
import { walletApi } from '@gaming/api/wallet';
import { isTrialType } from '@gaming/domain/roles';
import { memberCentrePageOf } from './first-calls';
import type { AppDispatch } from './store';

/**
 * Fills the query cache for the member centre at `pathname` (nothing for any other page): the
 * permission and the member first, then what the centre's frame reads for a true account (a trial
 * account's frame reads nothing more). A page's own queries start with the page: importing an API
 * area here (the deposit page's) split it into a chunk of its own, one more request for the page.
 * Settles once they have all answered or failed (a failure is the screen's to show); it never
 * rejects.
 */
export function startMemberCentreQueries(dispatch: AppDispatch, pathname: string): Promise<void> {
  const page = memberCentrePageOf(pathname);
  if (page === null) return Promise.resolve();
  const once = { subscribe: false } as const;
  const permission = dispatch(systemApi.endpoints.permission.initiate(undefined, once));
  const member = dispatch(memberApi.endpoints.memberInfo.initiate(undefined, once)).then(
    ({ data }) => {
      if (data === undefined || isTrialType(data.isAgent)) return undefined;
      return Promise.all([
        dispatch(memberApi.endpoints.balance.initiate(undefined, once)),
        dispatch(memberCentreApi.endpoints.memberCentreSummary.initiate(undefined, once)),
        dispatch(walletApi.endpoints.merchantWallet.initiate(undefined, once)),
        dispatch(recordsApi.endpoints.rebateRates.initiate(undefined, once)),
      ]);
    },
  );
  return Promise.all([permission, member]).then(
    () => undefined,
    () => undefined,
  );
}
