import { callsOf } from '../base-api/calls-of';
import type { memberCentreContracts } from '../wire/member-centre';
import { memberCentreCalls } from '../wire/member-centre-calls';

const calls = callsOf<typeof memberCentreContracts>(memberCentreCalls);

export const memberCentreApi = calls.inject((call) => ({
  /** The wallet header's pending counts and rank progress, and the menu's badges. */
  memberCentreSummary: call.summary.query({
    // A claim (or its PROMOTION_CLAIM notice) changes the rewards badge.
    providesTags: ['Member', 'Balance', 'Promotion'],
  }),
}));

export const { useMemberCentreSummaryQuery } = memberCentreApi;
