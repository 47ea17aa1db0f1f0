import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type { MemberCentreSummary } from '../wire/member-centre';
import { memberCentreCalls } from '../wire/member-centre-calls';

export const memberCentreApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The wallet header's pending counts and rank progress, and the menu's badges. */
    memberCentreSummary: build.query<MemberCentreSummary, void>({
      query: () => callRequest(memberCentreCalls.summary),
      // A claim (or its PROMOTION_CLAIM notice) changes the rewards badge.
      providesTags: ['Member', 'Balance', 'Promotion'],
    }),
  }),
});

export const { useMemberCentreSummaryQuery } = memberCentreApi;
