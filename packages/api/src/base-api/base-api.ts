/** The one API of both apps: every tag type is declared here; features inject their endpoints. */
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { useDispatch, useStore } from 'react-redux';
import { baseQuery } from './base-query';
import { useTransitionSelector } from './transition-selector';

/** RTK Query with its hooks reading the store through transitions (transition-selector.ts). */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ hooks: { useDispatch, useSelector: useTransitionSelector, useStore } }),
);

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

// The area's other modules, for the apps (`@gaming/api/base-api`).
export { baseQuery, unwrap } from './base-query';
export type { ApiBaseQuery, ApiRequest } from './base-query';
export {
  apiContextSlice,
  configured,
  languageChanged,
  offeredTokenDeclined,
  sessionExpired,
  tokenChanged,
  tokenOffered,
} from './api-context';
export type { ApiContextState, WithApiContext } from './api-context';
export { errorCodeOf, isApiFailure } from './api-failure';
export type { ApiFailure } from './api-failure';
export { persistLanguage, persistSession } from './session-persistence';
export { startApiContext } from './start-api-context';
export type { StartApiContextInput } from './start-api-context';
export { urgentUpdates, useTransitionSelector } from './transition-selector';
