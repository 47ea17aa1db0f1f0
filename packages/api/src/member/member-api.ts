import { baseApi } from '../base-api/base-api';
import type {
  BalanceValue,
  ChangePasswordRequest,
  ConsolidatedFunds,
  MemberInfo,
  MemberLanguage,
} from '../wire/member';

export const memberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    memberInfo: build.query<MemberInfo, void>({
      query: () => ({ url: '/wps/member/info', auth: true }),
      providesTags: ['Member'],
    }),
    consolidatedFunds: build.query<ConsolidatedFunds, void>({
      query: () => ({ url: '/wps/member/info/funds/consolidated', auth: true }),
      providesTags: ['Consolidated'],
    }),
    balance: build.query<BalanceValue, void>({
      query: () => ({ url: '/wps/v2/wallets/balance', auth: true }),
      providesTags: ['Balance'],
    }),
    /**
     * §4 "Language change … tells the server, refreshes hot games, winners, announcements; vendor
     * cache flushed". Dispatch `languageChanged` first, so the refetches carry the new Language.
     */
    changeLanguage: build.mutation<MemberLanguage, MemberLanguage>({
      query: (body) => ({ url: '/wps/member/language', method: 'PUT', body, auth: true }),
      invalidatesTags: (result) => (result ? ['Member', 'Game', 'Winner', 'Announcement'] : []),
    }),
    /** §4 "Change password: success reloads info"; the old password is checked by the server. */
    changePassword: build.mutation<null, ChangePasswordRequest>({
      query: (body) => ({
        url: '/wps/member/password',
        method: 'PUT',
        body,
        auth: true,
        encrypted: true,
      }),
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
