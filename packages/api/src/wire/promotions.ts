/** Promotions and reward centre schemas. */
import type { Static } from 'typebox';
import Type from 'typebox';
import {
  ACTIVITY_STATUSES,
  NEWBIE_REQUIREMENTS,
  PROMOTION_CATEGORIES,
  REWARD_KINDS,
  TICKET_PRIZES,
  TICKET_TYPES,
} from '@gaming/domain/promotions';
import { contractsOf } from './call';
import { promotionsCalls } from './promotions-calls';
import { DateText } from './records';
import { Code, IsoTime, LanguageQuery, Nullable, OneOf, Text } from './schema-kit';

const Amount = Type.Number();
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const Promotion = Type.Object({
  id: Type.Integer(),
  category: OneOf(PROMOTION_CATEGORIES),
  promotionType: Type.String(),
  title: Type.String(),
  /** HTML: sanitise before showing. */
  content: Type.String(),
  imageUrl: Nullable(Type.String()),
  startDate: IsoTime,
  endDate: IsoTime,
  /** A manual promotion is applied for; a raffle is claimed while it runs. */
  manual: Type.Boolean(),
  raffle: Type.Boolean(),
  bonus: Amount,
  /** The member's activity status (manual promotions and raffles); null = may apply / claim, or a visitor. */
  status: Nullable(OneOf(ACTIVITY_STATUSES)),
});
export type Promotion = Static<typeof Promotion>;

export const PromotionsPage = Type.Object({
  /** The categories that have promotions, in the page's order. */
  categories: Type.Array(OneOf(PROMOTION_CATEGORIES)),
  list: Type.Array(Promotion),
});
export type PromotionsPage = Static<typeof PromotionsPage>;

export const PromotionIdRequest = Type.Object({ promotionId: Id });
export type PromotionIdRequest = Static<typeof PromotionIdRequest>;

export const ApplyValue = Type.Object({
  promotionId: Type.Integer(),
  status: OneOf(ACTIVITY_STATUSES),
});
export type ApplyValue = Static<typeof ApplyValue>;

/** What a claim paid and the main wallet after it. */
export const ClaimValue = Type.Object({
  name: Type.String(),
  amount: Amount,
  balance: Amount,
});
export type ClaimValue = Static<typeof ClaimValue>;

const Count = Type.Object({ enabled: Type.Boolean(), count: Type.Integer() });
export const RewardCounts = Type.Object({
  LOGIN: Count,
  REGISTER: Count,
  SAVIOR: Count,
  MANUAL: Count,
  RAFFLE: Count,
  TICKET: Count,
  /** The badge: the sum of the claimable counts. */
  total: Type.Integer(),
});
export type RewardCounts = Static<typeof RewardCounts>;

export const SignInDay = Type.Object({
  date: DateText,
  dayNo: Type.Integer(),
  amount: Amount,
  depositAmount: Amount,
  hasClaimed: Type.Boolean(),
  isToday: Type.Boolean(),
});
export type SignInDay = Static<typeof SignInDay>;

export const SignInCalendar = Type.Object({
  days: Type.Array(SignInDay),
  /** The member's approved deposits today. */
  depositToday: Amount,
  claimable: Type.Boolean(),
});
export type SignInCalendar = Static<typeof SignInCalendar>;

export const NewbieReward = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  amount: Amount,
  requires: Type.Array(Type.Object({ field: OneOf(NEWBIE_REQUIREMENTS), met: Type.Boolean() })),
  claimed: Type.Boolean(),
  claimable: Type.Boolean(),
});
export type NewbieReward = Static<typeof NewbieReward>;

export const NewbieRequest = Type.Object({ rewardId: Id });
export type NewbieRequest = Static<typeof NewbieRequest>;

export const RescueState = Type.Object({
  /** The day whose loss counts (yesterday). */
  date: DateText,
  netLoss: Amount,
  tiers: Type.Array(Type.Object({ minLoss: Amount, amount: Amount })),
  /** The tier reached, or null. */
  reward: Nullable(Amount),
  claimed: Type.Boolean(),
  claimable: Type.Boolean(),
});
export type RescueState = Static<typeof RescueState>;

export const PromoCodeRequest = Type.Object({
  promoCode: Text({ minLength: 1, maxLength: 40 }),
});
export type PromoCodeRequest = Static<typeof PromoCodeRequest>;

export const RewardTicket = Type.Object({
  id: Type.Integer(),
  ticketType: OneOf(TICKET_TYPES),
  name: Type.String(),
  expiresAt: IsoTime,
});
export type RewardTicket = Static<typeof RewardTicket>;

export const TicketRequest = Type.Object({ ticketId: Id });
export type TicketRequest = Static<typeof TicketRequest>;

export const TicketResult = Type.Object({
  ticketId: Type.Integer(),
  prize: OneOf(TICKET_PRIZES),
  amount: Amount,
  productName: Nullable(Type.String()),
  balance: Amount,
});
export type TicketResult = Static<typeof TicketResult>;

export const HistoryQuery = Type.Object({
  startDate: DateText,
  endDate: DateText,
  kind: Type.Optional(Code),
});
export type HistoryQuery = Static<typeof HistoryQuery>;

export const ClaimRecord = Type.Object({
  id: Type.Integer(),
  kind: OneOf(REWARD_KINDS),
  name: Type.String(),
  amount: Amount,
  usedDate: IsoTime,
});
export type ClaimRecord = Static<typeof ClaimRecord>;

export const promotionsContracts = contractsOf('promotions', promotionsCalls, {
  list: {
    summary: 'The promotions page: categories and promotions with the member’s activity status',
    query: LanguageQuery,
    value: PromotionsPage,
  },
  apply: {
    summary: 'Apply for a manual promotion (once per member)',
    body: PromotionIdRequest,
    value: ApplyValue,
  },
  claim: {
    summary: 'Claim an issued manual promotion’s bonus (Idempotency-Key supported); pays once',
    body: PromotionIdRequest,
    value: ClaimValue,
  },
  claimRaffle: {
    summary: 'Claim a raffle while it runs (Idempotency-Key supported); pays once',
    body: PromotionIdRequest,
    value: ClaimValue,
  },
  counts: { summary: 'Claimable rewards per kind and the badge total', value: RewardCounts },
  signIn: { summary: 'This week’s sign-in calendar', value: SignInCalendar },
  claimSignIn: { summary: 'Claim today’s sign-in reward; pays once a day', value: ClaimValue },
  newbie: {
    summary: 'Newbie rewards with the profile fields each needs',
    query: LanguageQuery,
    value: Type.Array(NewbieReward),
  },
  claimNewbie: {
    summary: 'Claim a newbie reward; pays once',
    body: NewbieRequest,
    value: ClaimValue,
  },
  rescue: { summary: 'Yesterday’s net loss and the rescue tiers', value: RescueState },
  claimRescue: {
    summary: 'Claim the rescue of yesterday’s net loss; pays once a day',
    value: ClaimValue,
  },
  claimPromoCode: {
    summary: 'Redeem a promo code; pays once per member',
    body: PromoCodeRequest,
    value: ClaimValue,
  },
  tickets: {
    summary: 'The member’s unopened tickets',
    query: LanguageQuery,
    value: Type.Array(RewardTicket),
  },
  openTicket: {
    summary: 'Open a ticket: the platform decides the prize; a ticket opens once',
    body: TicketRequest,
    value: TicketResult,
  },
  history: {
    summary: 'Rewards claimed in a date range (≤ 90 days)',
    query: HistoryQuery,
    value: Type.Array(ClaimRecord),
  },
});
