export {
  missionsApi,
  useClaimMissionMutation,
  useMissionBadgeQuery,
  useMissionLeaderboardQuery,
  useMissionsQuery,
} from './missions-api';
