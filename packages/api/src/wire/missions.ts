/** Mission schemas: ongoing missions with milestones, the leaderboard, the claim, the badge count. */
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { missionsCalls, MISSION_CONDITIONS, MISSION_REWARD_STATUSES } from './missions-calls';
import { IsoTime, LanguageQuery, Nullable, OneOf } from './schema-kit';

export const MissionMilestone = Type.Object({
  id: Type.Integer(),
  condition: OneOf(MISSION_CONDITIONS),
  /** Money for VALID_BET and DEPOSIT_AMOUNT, a count for BET_COUNT, a multiple for PROFIT_MULTIPLIER. */
  target: Type.Number(),
  actual: Type.Number(),
  bonusAmount: Type.Number(),
  pointAmount: Type.Number(),
  rewardStatus: OneOf(MISSION_REWARD_STATUSES),
});
export type MissionMilestone = Static<typeof MissionMilestone>;

export const Mission = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  startTime: IsoTime,
  endTime: IsoTime,
  /** Ongoing until endTime; ended missions stay listed while their rewards may be claimed. */
  ended: Type.Boolean(),
  /** Until when reached milestones may be claimed. */
  claimUntil: IsoTime,
  rankBy: OneOf(MISSION_CONDITIONS),
  /** The member's place on the leaderboard; null without progress. */
  ranked: Nullable(Type.Integer()),
  totalCompleted: Type.Integer(),
  totalMilestones: Type.Integer(),
  milestones: Type.Array(MissionMilestone),
});
export type Mission = Static<typeof Mission>;

export const MissionsValue = Type.Object({ list: Type.Array(Mission) });
export type MissionsValue = Static<typeof MissionsValue>;

const MissionParams = Type.Object({ missionId: Type.Integer({ minimum: 1 }) });

export const LeaderboardEntry = Type.Object({
  rank: Type.Integer(),
  /** Masked (`de**o`), except the member's own row. */
  username: Type.String(),
  progress: Type.Number(),
  isMe: Type.Boolean(),
});
export type LeaderboardEntry = Static<typeof LeaderboardEntry>;

export const MissionLeaderboard = Type.Object({
  missionId: Type.Integer(),
  rankBy: OneOf(MISSION_CONDITIONS),
  list: Type.Array(LeaderboardEntry),
  /** The member's own row, also when outside the top list; null without progress. */
  mine: Nullable(LeaderboardEntry),
});
export type MissionLeaderboard = Static<typeof MissionLeaderboard>;

export const ClaimMissionValue = Type.Object({
  missionId: Type.Integer(),
  claimed: Type.Array(
    Type.Object({
      milestoneId: Type.Integer(),
      bonusAmount: Type.Number(),
      pointAmount: Type.Number(),
    }),
  ),
  bonusAmount: Type.Number(),
  pointAmount: Type.Number(),
  /** The main wallet's balance after. */
  balance: Type.Number(),
});
export type ClaimMissionValue = Static<typeof ClaimMissionValue>;

export const MissionBadge = Type.Object({ count: Type.Integer() });
export type MissionBadge = Static<typeof MissionBadge>;

export const missionsContracts = contractsOf('missions', missionsCalls, {
  missions: {
    summary: 'Ongoing missions (and ended ones still claimable) with milestones and progress',
    query: LanguageQuery,
    value: MissionsValue,
  },
  leaderboard: {
    summary: 'A mission’s top members by its ranking condition, usernames masked',
    params: MissionParams,
    value: MissionLeaderboard,
  },
  claim: {
    summary: 'Claims every reached milestone of a mission, once (Idempotency-Key)',
    params: MissionParams,
    value: ClaimMissionValue,
  },
  badge: {
    summary: 'How many milestones may be claimed now (the menu badge)',
    value: MissionBadge,
  },
});
