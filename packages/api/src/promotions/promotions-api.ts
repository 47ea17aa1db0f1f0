/**
 * Promotions and the reward centre: the promotions page, applying and claiming, the raffle, and the
 * reward centre's calendars, lists, claims and badge count. Every claim carries one user action's
 * Idempotency-Key, so a retry of a lost reply is paid once; a paid claim refreshes the balance, the
 * account record and the reward centre (tag `Promotion`, also made stale by PROMOTION_CLAIM notices).
 * The lists of operator texts (promotions, newbie rewards, tickets) take the language as an argument,
 * so a change of language asks for them again in the new one.
 */
import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type {
  ApplyValue,
  ClaimRecord,
  ClaimValue,
  HistoryQuery,
  NewbieRequest,
  NewbieReward,
  PromoCodeRequest,
  PromotionIdRequest,
  PromotionsPage,
  RescueState,
  RewardCounts,
  RewardTicket,
  SignInCalendar,
  TicketRequest,
  TicketResult,
} from '../wire/promotions';
import { promotionsCalls } from '../wire/promotions-calls';
import type { LanguageQuery } from '../wire/schema-kit';

/** One user action's key: a retry of the same claim is paid once. */
export interface Keyed {
  idempotencyKey: string;
}

const keyed = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });
const paid = (_result: unknown, error: unknown) =>
  error ? [] : (['Balance', 'Transaction', 'Promotion'] as const);

export const promotionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    promotions: build.query<PromotionsPage, LanguageQuery>({
      query: (params) => callRequest(promotionsCalls.list, { params }),
      providesTags: ['Promotion'],
    }),
    applyPromotion: build.mutation<ApplyValue, PromotionIdRequest>({
      query: (body) => callRequest(promotionsCalls.apply, { body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Promotion']),
    }),
    claimPromotion: build.mutation<ClaimValue, PromotionIdRequest & Keyed>({
      query: ({ idempotencyKey, ...body }) =>
        callRequest(promotionsCalls.claim, { body, headers: keyed(idempotencyKey) }),
      invalidatesTags: paid,
    }),
    claimRaffle: build.mutation<ClaimValue, PromotionIdRequest & Keyed>({
      query: ({ idempotencyKey, ...body }) =>
        callRequest(promotionsCalls.claimRaffle, { body, headers: keyed(idempotencyKey) }),
      invalidatesTags: paid,
    }),
    rewardCounts: build.query<RewardCounts, void>({
      query: () => callRequest(promotionsCalls.counts),
      providesTags: ['Promotion'],
    }),
    signIn: build.query<SignInCalendar, void>({
      query: () => callRequest(promotionsCalls.signIn),
      providesTags: ['Promotion'],
    }),
    claimSignIn: build.mutation<ClaimValue, Keyed>({
      query: ({ idempotencyKey }) =>
        callRequest(promotionsCalls.claimSignIn, { headers: keyed(idempotencyKey) }),
      invalidatesTags: paid,
    }),
    newbieRewards: build.query<NewbieReward[], LanguageQuery>({
      query: (params) => callRequest(promotionsCalls.newbie, { params }),
      providesTags: ['Promotion', 'Member'],
    }),
    claimNewbie: build.mutation<ClaimValue, NewbieRequest & Keyed>({
      query: ({ idempotencyKey, ...body }) =>
        callRequest(promotionsCalls.claimNewbie, { body, headers: keyed(idempotencyKey) }),
      invalidatesTags: paid,
    }),
    rescue: build.query<RescueState, void>({
      query: () => callRequest(promotionsCalls.rescue),
      providesTags: ['Promotion'],
    }),
    claimRescue: build.mutation<ClaimValue, Keyed>({
      query: ({ idempotencyKey }) =>
        callRequest(promotionsCalls.claimRescue, { headers: keyed(idempotencyKey) }),
      invalidatesTags: paid,
    }),
    claimPromoCode: build.mutation<ClaimValue, PromoCodeRequest & Keyed>({
      query: ({ idempotencyKey, ...body }) =>
        callRequest(promotionsCalls.claimPromoCode, { body, headers: keyed(idempotencyKey) }),
      invalidatesTags: paid,
    }),
    tickets: build.query<RewardTicket[], LanguageQuery>({
      query: (params) => callRequest(promotionsCalls.tickets, { params }),
      providesTags: ['Promotion'],
    }),
    openTicket: build.mutation<TicketResult, TicketRequest & Keyed>({
      query: ({ idempotencyKey, ...body }) =>
        callRequest(promotionsCalls.openTicket, { body, headers: keyed(idempotencyKey) }),
      invalidatesTags: paid,
    }),
    claimHistory: build.query<ClaimRecord[], HistoryQuery>({
      query: (params) => callRequest(promotionsCalls.history, { params }),
      providesTags: ['Promotion'],
    }),
  }),
});

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
