export {
  pointsApi,
  useConvertPointsMutation,
  usePointBalanceQuery,
  usePointConfigQuery,
  usePointDetailsQuery,
  usePointRewardsQuery,
  useRedeemPointsMutation,
  useRedemptionsQuery,
} from './points-api';
