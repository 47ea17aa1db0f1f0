/**
 * Missions (original missionLeaderboard: MCSFE_getMissionSummaryDetails, getMissionMilestones,
 * MCSFE_getMissionLeaderboard, claimMissionRewards) and the menu badge's count.
 */
import type { CallRoute } from './call';

export const MISSION_CONDITIONS = [
  'VALID_BET',
  'DEPOSIT_AMOUNT',
  'BET_COUNT',
  'PROFIT_MULTIPLIER',
] as const;
export type MissionCondition = (typeof MISSION_CONDITIONS)[number];

/** A claimed, I claimable, P in progress (not reached yet), E expired (the claim window is over). */
export const MISSION_REWARD_STATUSES = ['A', 'I', 'P', 'E'] as const;
export type MissionRewardStatus = (typeof MISSION_REWARD_STATUSES)[number];

const member = { auth: true, realAccount: true } as const;

export const missionsCalls = {
  missions: { url: '/wps/member/missions', ...member },
  leaderboard: { url: '/wps/member/missions/:missionId/leaderboard', ...member },
  /** Sends `Idempotency-Key`: a repeated claim is one payout. */
  claim: { method: 'POST', url: '/wps/member/missions/:missionId/claim', ...member },
  badge: { url: '/wps/member/missions/badge', ...member },
} as const satisfies Record<string, CallRoute>;
