export {
  memberApi,
  useBalanceQuery,
  useChangePasswordMutation,
  useChangeLanguageMutation,
  useConsolidatedFundsQuery,
  useLazyMemberInfoQuery,
  useMemberInfoQuery,
} from './member-api';
