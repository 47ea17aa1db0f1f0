/**
 * Referral, invite and earn: the member's code, link, income,
 * rewards and rules, and the friends who registered with it. Only while the site's REFERRAL
 * switch is on; not for trial accounts.
 */
import { callsOf } from '../base-api/calls-of';
import type { referralContracts } from '../wire/referral';
import { referralCalls } from '../wire/referral-calls';

const calls = callsOf<typeof referralContracts>(referralCalls);

export const referralApi = calls.inject((call) => ({
  referralOverview: call.overview.query({ providesTags: ['Referral'] }),
  referralFriends: call.friends.query({ providesTags: ['Referral'] }),
}));

export const { useReferralOverviewQuery, useReferralFriendsQuery } = referralApi;
