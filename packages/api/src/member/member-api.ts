import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type {
  BalanceValue,
  ChangePasswordRequest,
  ConsolidatedFunds,
  MemberInfo,
  MemberLanguage,
} from '../wire/member';
import { memberCalls } from '../wire/member-calls';

export const memberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    memberInfo: build.query<MemberInfo, void>({
      query: () => callRequest(memberCalls.memberInfo),
      providesTags: ['Member'],
    }),
    consolidatedFunds: build.query<ConsolidatedFunds, void>({
      query: () => callRequest(memberCalls.consolidatedFunds),
      providesTags: ['Consolidated'],
    }),
    balance: build.query<BalanceValue, void>({
      query: () => callRequest(memberCalls.balance),
      providesTags: ['Balance'],
    }),
    /**
     * §4 "Language change … tells the server, refreshes hot games, winners, announcements; vendor
     * cache flushed". Dispatch `languageChanged` first, so the refetches carry the new Language.
     */
    changeLanguage: build.mutation<MemberLanguage, MemberLanguage>({
      query: (body) => callRequest(memberCalls.changeLanguage, { body }),
      invalidatesTags: (result) => (result ? ['Member', 'Game', 'Winner', 'Announcement'] : []),
    }),
    /** §4 "Change password: success reloads info"; the old password is checked by the server. */
    changePassword: build.mutation<null, ChangePasswordRequest>({
      query: (body) => callRequest(memberCalls.changePassword, { body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Member']),
    }),
  }),
});

export const {
  useChangePasswordMutation,
  useMemberInfoQuery,
  useConsolidatedFundsQuery,
  useBalanceQuery,
  useLazyMemberInfoQuery,
  useChangeLanguageMutation,
} = memberApi;
