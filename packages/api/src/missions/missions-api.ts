/** Missions' endpoints (original missionLeaderboard) and the menu badge's count. */
import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type { Idempotent } from '../deposit/deposit-api';
import type { LanguageQuery } from '../wire/schema-kit';
import type {
  ClaimMissionValue,
  MissionBadge,
  MissionLeaderboard,
  MissionsValue,
} from '../wire/missions';
import { missionsCalls } from '../wire/missions-calls';
import type { CallRoute } from '../wire/call';

const LIST = { type: 'Mission', id: 'LIST' } as const;
const BADGE = { type: 'Mission', id: 'BADGE' } as const;

const ofMission = <R extends CallRoute>(call: R, missionId: number): R => ({
  ...call,
  url: call.url.replace(':missionId', String(missionId)),
});

export const missionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Titles in the language asked for: a change of language asks again. */
    missions: build.query<MissionsValue, LanguageQuery>({
      query: (params) => callRequest(missionsCalls.missions, { params }),
      providesTags: [LIST],
    }),
    missionLeaderboard: build.query<MissionLeaderboard, number>({
      query: (missionId) => callRequest(ofMission(missionsCalls.leaderboard, missionId)),
      providesTags: (_result, _error, missionId) => [{ type: 'Mission', id: missionId }],
    }),
    claimMission: build.mutation<ClaimMissionValue, { missionId: number } & Idempotent>({
      query: ({ missionId, idempotencyKey }) =>
        callRequest(ofMission(missionsCalls.claim, missionId), {
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      invalidatesTags: (_result, error) =>
        error ? [] : [LIST, BADGE, 'Balance', 'Transaction', { type: 'Points', id: 'BALANCE' }],
    }),
    missionBadge: build.query<MissionBadge, void>({
      query: () => callRequest(missionsCalls.badge),
      providesTags: [BADGE],
    }),
  }),
});

export const {
  useMissionsQuery,
  useMissionLeaderboardQuery,
  useClaimMissionMutation,
  useMissionBadgeQuery,
} = missionsApi;
