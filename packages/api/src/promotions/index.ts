export {
  promotionsApi,
  useApplyPromotionMutation,
  useClaimHistoryQuery,
  useClaimNewbieMutation,
  useClaimPromoCodeMutation,
  useClaimPromotionMutation,
  useClaimRaffleMutation,
  useClaimRescueMutation,
  useClaimSignInMutation,
  useNewbieRewardsQuery,
  useOpenTicketMutation,
  usePromotionsQuery,
  useRescueQuery,
  useRewardCountsQuery,
  useSignInQuery,
  useTicketsQuery,
} from './promotions-api';
export type { Keyed } from './promotions-api';
