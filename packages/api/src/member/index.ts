export {
  memberApi,
  useBalanceQuery,
  useChangeLanguageMutation,
  useConsolidatedFundsQuery,
  useLazyMemberInfoQuery,
  useMemberInfoQuery,
} from './member-api';
