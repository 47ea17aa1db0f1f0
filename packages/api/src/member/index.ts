export {
  memberApi,
  useBalanceQuery,
  useConsolidatedFundsQuery,
  useLazyMemberInfoQuery,
  useMemberInfoQuery,
} from './member-api';
