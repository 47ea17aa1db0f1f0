/**
 * The points mall (original MCS2_getPointBalance, getPointReward, getPointConfig, getRedeemPointList,
 * passwordCheck/MCS2_redeemPointReward, passwordCheck/MCS2_convertPoint, ODSFE2_MemTransDet).
 */
import type { CallRoute } from './call';

/** 1 promotion, 2 live, 3 gift (original conversion types). */
export const POINT_REWARD_TYPES = [1, 2, 3] as const;
export type PointRewardType = (typeof POINT_REWARD_TYPES)[number];

export const REDEEM_TYPES = ['P', 'PM'] as const;
export type RedeemType = (typeof REDEEM_TYPES)[number];

/** P in process, R rejected (points given back), A approved. */
export const REDEMPTION_STATUSES = ['P', 'R', 'A'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

const member = { auth: true, realAccount: true } as const;

export const pointsCalls = {
  balance: { url: '/wps/member/points/balance', ...member },
  config: { url: '/wps/member/points/config', ...member },
  rewards: { url: '/wps/member/points/rewards', ...member },
  /** Checks the payment password; sends `Idempotency-Key`: a repeated submit is one redemption. */
  redeem: { method: 'POST', url: '/wps/member/points/redeem', ...member, sealed: true },
  redemptions: { url: '/wps/member/points/redemptions', ...member },
  details: { url: '/wps/member/points/details', ...member },
  /** Checks the payment password; sends `Idempotency-Key`: a repeated submit is one conversion. */
  convert: { method: 'POST', url: '/wps/member/points/convert', ...member, sealed: true },
} as const satisfies Record<string, CallRoute>;
