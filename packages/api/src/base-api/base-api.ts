/** The one API of both apps: every tag type is declared here; features inject their endpoints. */
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

export const TAG_TYPES = [
  'Permission',
  'Member',
  'Balance',
  'Consolidated',
  'Game',
  'Favorite',
  'Recent',
  'Announcement',
  'Winner',
  'Message',
  'Promotion',
  'Points',
  'Mission',
  'Contract',
  'Downline',
  'Income',
  'Deposit',
  'Withdraw',
  'Transaction',
  'BettingRecord',
  'Referral',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
