import { baseApi } from '../base-api/base-api';
import type { BalanceValue, ConsolidatedFunds, MemberInfo } from '../wire/member';

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
  }),
});

export const {
  useMemberInfoQuery,
  useConsolidatedFundsQuery,
  useBalanceQuery,
  useLazyMemberInfoQuery,
} = memberApi;
