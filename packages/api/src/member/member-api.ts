import { callsOf } from '../base-api/calls-of';
import type { memberContracts } from '../wire/member';
import { memberCalls } from '../wire/member-calls';

const calls = callsOf<typeof memberContracts>(memberCalls);

export const memberApi = calls.inject((call) => ({
  memberInfo: call.memberInfo.query({ providesTags: ['Member'] }),
  consolidatedFunds: call.consolidatedFunds.query({ providesTags: ['Consolidated'] }),
  balance: call.balance.query({ providesTags: ['Balance'] }),
  /**
   * §4 "Language change … tells the server, refreshes hot games, winners, announcements; vendor
   * cache flushed". Dispatch `languageChanged` first, so the refetches carry the new Language.
   */
  changeLanguage: call.changeLanguage.mutation({
    invalidatesTags: (result) => (result ? ['Member', 'Game', 'Winner', 'Announcement'] : []),
  }),
  /** §4 "Change password: success reloads info"; the old password is checked by the server. */
  changePassword: call.changePassword.mutation({
    invalidatesTags: (_result, error) => (error ? [] : ['Member']),
  }),
  /**
   * The first login password of a member registered through a social login (no old one): the
   * member info and the security centre reload and show it set.
   */
  setPassword: call.setPassword.mutation({
    invalidatesTags: (_result, error) => (error ? [] : ['Member']),
  }),
}));

export const {
  useChangePasswordMutation,
  useSetPasswordMutation,
  useMemberInfoQuery,
  useConsolidatedFundsQuery,
  useBalanceQuery,
  useLazyMemberInfoQuery,
  useChangeLanguageMutation,
} = memberApi;
