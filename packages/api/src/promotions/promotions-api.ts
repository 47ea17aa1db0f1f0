/**
 * Promotions and the reward centre: the promotions page, applying and claiming, the raffle, and the
 * reward centre's calendars, lists, claims and badge count. Every claim carries one user action's
 * Idempotency-Key, so a retry of a lost reply is paid once; a paid claim refreshes the balance, the
 * account record and the reward centre (tag `Promotion`, also made stale by PROMOTION_CLAIM notices).
 * The lists of operator texts (promotions, newbie rewards, tickets) take the language as an argument,
 * so a change of language asks for them again in the new one.
 */
import { callsOf } from '../base-api/calls-of';
import type {
  NewbieRequest,
  PromoCodeRequest,
  PromotionIdRequest,
  promotionsContracts,
  TicketRequest,
} from '../wire/promotions';
import { promotionsCalls } from '../wire/promotions-calls';

/** One user action's key: a retry of the same claim is paid once. */
export interface Keyed {
  idempotencyKey: string;
}

const keyed = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });
const paid = (_result: unknown, error: unknown) =>
  error ? [] : (['Balance', 'Transaction', 'Promotion'] as const);

const calls = callsOf<typeof promotionsContracts>(promotionsCalls);

export const promotionsApi = calls.inject((call) => ({
  promotions: call.list.query({ providesTags: ['Promotion'] }),
  applyPromotion: call.apply.mutation({
    invalidatesTags: (_result, error) => (error ? [] : ['Promotion']),
  }),
  claimPromotion: call.claim.mutation({
    request: ({ idempotencyKey, ...body }: PromotionIdRequest & Keyed) => ({
      body,
      headers: keyed(idempotencyKey),
    }),
    invalidatesTags: paid,
  }),
  claimRaffle: call.claimRaffle.mutation({
    request: ({ idempotencyKey, ...body }: PromotionIdRequest & Keyed) => ({
      body,
      headers: keyed(idempotencyKey),
    }),
    invalidatesTags: paid,
  }),
  rewardCounts: call.counts.query({ providesTags: ['Promotion'] }),
  signIn: call.signIn.query({ providesTags: ['Promotion'] }),
  claimSignIn: call.claimSignIn.mutation({
    request: ({ idempotencyKey }: Keyed) => ({ headers: keyed(idempotencyKey) }),
    invalidatesTags: paid,
  }),
  newbieRewards: call.newbie.query({ providesTags: ['Promotion', 'Member'] }),
  claimNewbie: call.claimNewbie.mutation({
    request: ({ idempotencyKey, ...body }: NewbieRequest & Keyed) => ({
      body,
      headers: keyed(idempotencyKey),
    }),
    invalidatesTags: paid,
  }),
  rescue: call.rescue.query({ providesTags: ['Promotion'] }),
  claimRescue: call.claimRescue.mutation({
    request: ({ idempotencyKey }: Keyed) => ({ headers: keyed(idempotencyKey) }),
    invalidatesTags: paid,
  }),
  claimPromoCode: call.claimPromoCode.mutation({
    request: ({ idempotencyKey, ...body }: PromoCodeRequest & Keyed) => ({
      body,
      headers: keyed(idempotencyKey),
    }),
    invalidatesTags: paid,
  }),
  tickets: call.tickets.query({ providesTags: ['Promotion'] }),
  openTicket: call.openTicket.mutation({
    request: ({ idempotencyKey, ...body }: TicketRequest & Keyed) => ({
      body,
      headers: keyed(idempotencyKey),
    }),
    invalidatesTags: paid,
  }),
  claimHistory: call.history.query({ providesTags: ['Promotion'] }),
}));

export const {
  usePromotionsQuery,
  useApplyPromotionMutation,
  useClaimPromotionMutation,
  useClaimRaffleMutation,
  useRewardCountsQuery,
  useSignInQuery,
  useClaimSignInMutation,
  useNewbieRewardsQuery,
  useClaimNewbieMutation,
  useRescueQuery,
  useClaimRescueMutation,
  useClaimPromoCodeMutation,
  useTicketsQuery,
  useOpenTicketMutation,
  useClaimHistoryQuery,
} = promotionsApi;
