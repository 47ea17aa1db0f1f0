/**
 * Referral, invite and earn (original-site.md §1 referral): the member's code, link, income,
 * rewards and rules, and the friends who registered with it. Only while the site's REFERRAL
 * switch is on; not for trial accounts.
 */
import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type { ReferralFriendsPage, ReferralFriendsQuery, ReferralOverview } from '../wire/referral';
import { referralCalls } from '../wire/referral-calls';

export const referralApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    referralOverview: build.query<ReferralOverview, void>({
      query: () => callRequest(referralCalls.overview),
      providesTags: ['Referral'],
    }),
    referralFriends: build.query<ReferralFriendsPage, ReferralFriendsQuery>({
      query: (params) => callRequest(referralCalls.friends, { params }),
      providesTags: ['Referral'],
    }),
  }),
});

export const { useReferralOverviewQuery, useReferralFriendsQuery } = referralApi;
