/** Missions' endpoints (original missionLeaderboard) and the menu badge's count. */
import { callsOf } from '../base-api/calls-of';
import type { Idempotent } from '../deposit/deposit-api';
import type { missionsContracts } from '../wire/missions';
import { missionsCalls } from '../wire/missions-calls';

const LIST = { type: 'Mission', id: 'LIST' } as const;
const BADGE = { type: 'Mission', id: 'BADGE' } as const;

const calls = callsOf<typeof missionsContracts>(missionsCalls);

export const missionsApi = calls.inject((call) => ({
  /** Titles in the language asked for: a change of language asks again. */
  missions: call.missions.query({ providesTags: [LIST] }),
  missionLeaderboard: call.leaderboard.query({
    request: (missionId: number) => ({ path: { missionId } }),
    providesTags: (_result, _error, missionId) => [{ type: 'Mission', id: missionId }],
  }),
  claimMission: call.claim.mutation({
    request: ({ missionId, idempotencyKey }: { missionId: number } & Idempotent) => ({
      path: { missionId },
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
    invalidatesTags: (_result, error) =>
      error ? [] : [LIST, BADGE, 'Balance', 'Transaction', { type: 'Points', id: 'BALANCE' }],
  }),
  missionBadge: call.badge.query({ providesTags: [BADGE] }),
}));

export const {
  useMissionsQuery,
  useMissionLeaderboardQuery,
  useClaimMissionMutation,
  useMissionBadgeQuery,
} = missionsApi;
