/** Points mall schemas: balance, earn rules, rewards, redemption, redeem history, details, conversion. */
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { pointsCalls, REDEEM_TYPES, REDEMPTION_STATUSES } from './points-calls';
import { DateText } from './records';
import { IsoTime, LanguageCode, Nullable, OneOf, PageNo, Text } from './schema-kit';

/** Points on the wire: a number with at most 2 decimals (earned from bets at a percentage). */
const Points = Type.Number();
const Amount = Type.Number();

const PageOf = {
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  totalCount: Type.Integer(),
  totalPages: Type.Integer(),
};
const RangeQuery = {
  startDate: DateText,
  endDate: DateText,
  pageNo: Type.Optional(PageNo),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
};

export const PointBalance = Type.Object({ points: Points });
export type PointBalance = Static<typeof PointBalance>;

/** Where points come from: a game type's valid bets, or approved deposits. */
export const PointRate = Type.Object({
  /** A game type (RNG, LIVE, …) or DEPOSIT. */
  source: Type.String(),
  /** Points per 100 of valid bet or deposit (percent). */
  rate: Type.Number(),
});
export type PointRate = Static<typeof PointRate>;

export const PointConfig = Type.Object({
  rates: Type.Array(PointRate),
  /** Points that convert to 1 unit of money. */
  exchangeRate: Type.Number(),
  /** The smallest conversion, in points. */
  minConvertPoints: Type.Number(),
  /** Points never expire (original rules). */
  neverExpire: Type.Boolean(),
});
export type PointConfig = Static<typeof PointConfig>;

const RewardType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export const PointReward = Type.Object({
  id: Type.Integer(),
  type: RewardType,
  name: Type.String(),
  description: Type.String(),
  /** The main image (a platform asset URL). */
  image: Type.String(),
  /** Points alone (redeemType P); null when only points + money is offered. */
  price: Nullable(Points),
  /** Points + money (redeemType PM); null when not offered. */
  mpPointAmount: Nullable(Points),
  mpMoneyAmount: Nullable(Amount),
  inventory: Type.Integer(),
});
export type PointReward = Static<typeof PointReward>;

export const PointRewardsQuery = Type.Object({
  type: Type.Optional(RewardType),
  language: Type.Optional(LanguageCode),
});
export type PointRewardsQuery = Static<typeof PointRewardsQuery>;

export const PointRewards = Type.Object({ list: Type.Array(PointReward) });
export type PointRewards = Static<typeof PointRewards>;

const Password = Text({ maxLength: 64 });

export const RedeemPointsRequest = Type.Object({
  rewardId: Type.Integer({ minimum: 1 }),
  quantity: Type.Integer({ minimum: 1, maximum: 10_000 }),
  redeemType: OneOf(REDEEM_TYPES),
  paymentPassword: Password,
  /** Who receives it, where, and the mobile number (checked by the register rule for mobile). */
  name: Text({ minLength: 1, maxLength: 60 }),
  address: Text({ minLength: 1, maxLength: 200 }),
  mobile: Text({ minLength: 1, maxLength: 20 }),
});
export type RedeemPointsRequest = Static<typeof RedeemPointsRequest>;

export const PointRedemption = Type.Object({
  id: Type.Integer(),
  dateRequested: IsoTime,
  type: RewardType,
  name: Type.String(),
  quantity: Type.Integer(),
  redeemType: OneOf(REDEEM_TYPES),
  requiredPoint: Points,
  requiredMoney: Amount,
  status: OneOf(REDEMPTION_STATUSES),
  remark: Nullable(Type.String()),
});
export type PointRedemption = Static<typeof PointRedemption>;

export const RedeemPointsValue = Type.Object({
  redemption: PointRedemption,
  /** The points left. */
  points: Points,
  /** The main wallet's balance after the money part. */
  balance: Amount,
});
export type RedeemPointsValue = Static<typeof RedeemPointsValue>;

export const RedemptionsQuery = Type.Object({
  status: Type.Optional(OneOf(REDEMPTION_STATUSES)),
  ...RangeQuery,
});
export type RedemptionsQuery = Static<typeof RedemptionsQuery>;

export const RedemptionsPage = Type.Object({ list: Type.Array(PointRedemption), ...PageOf });
export type RedemptionsPage = Static<typeof RedemptionsPage>;

/** BET and DEPOSIT are earned (one row per day and source); the others are stored movements. */
export const POINT_DETAIL_KINDS = [
  'BET',
  'DEPOSIT',
  'REDEEM',
  'CONVERT',
  'REFUND',
  'MISSION',
  'TICKET',
] as const;
export type PointDetailKind = (typeof POINT_DETAIL_KINDS)[number];

export const PointDetail = Type.Object({
  /** `E-<day>-<source>` for earnings, `M<id>` for stored movements. */
  txId: Type.String(),
  time: IsoTime,
  kind: OneOf(POINT_DETAIL_KINDS),
  /** The game type of bet earnings; null otherwise. */
  source: Nullable(Type.String()),
  /** Signed: points spent are negative. */
  amount: Points,
  currentAvailBalance: Points,
});
export type PointDetail = Static<typeof PointDetail>;

export const PointDetailsQuery = Type.Object(RangeQuery);
export type PointDetailsQuery = Static<typeof PointDetailsQuery>;

export const PointDetailsPage = Type.Object({ list: Type.Array(PointDetail), ...PageOf });
export type PointDetailsPage = Static<typeof PointDetailsPage>;

export const ConvertPointsRequest = Type.Object({
  points: Type.Number({ minimum: 1 }),
  paymentPassword: Password,
});
export type ConvertPointsRequest = Static<typeof ConvertPointsRequest>;

export const ConvertPointsValue = Type.Object({
  points: Points,
  amount: Amount,
  /** Points left. */
  pointBalance: Points,
  /** The main wallet's balance after. */
  balance: Amount,
});
export type ConvertPointsValue = Static<typeof ConvertPointsValue>;

export const pointsContracts = contractsOf('points', pointsCalls, {
  balance: {
    summary: 'The member’s points: earned from bets and deposits, less what was spent',
    value: PointBalance,
  },
  config: {
    summary: 'How points are earned and converted (points never expire)',
    value: PointConfig,
  },
  rewards: {
    summary: 'The rewards of the points mall, optionally of one type',
    query: PointRewardsQuery,
    value: PointRewards,
  },
  redeem: {
    summary:
      'Redeems a reward: points (and money) taken once, inventory taken once (Idempotency-Key)',
    body: RedeemPointsRequest,
    value: RedeemPointsValue,
  },
  redemptions: {
    summary: 'The redeem history (≤ 30 days), optionally in one status',
    query: RedemptionsQuery,
    value: RedemptionsPage,
  },
  details: {
    summary: 'Points earned and spent in a range (≤ 30 days), newest first, with the balance after',
    query: PointDetailsQuery,
    value: PointDetailsPage,
  },
  convert: {
    summary: 'Converts points to money on the main wallet, once (Idempotency-Key)',
    body: ConvertPointsRequest,
    value: ConvertPointsValue,
  },
});
