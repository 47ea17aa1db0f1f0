export {
  agentTeamApi,
  useTeamLinksQuery,
  useCreateTeamLinkMutation,
  useTeamDownlineQuery,
  useLinkVisitMutation,
  useTeamRegisterMutation,
  useTeamRegisterSettingsQuery,
  useTeamRedEnvelopesMutation,
  useTeamOverviewQuery,
  useTeamTrendQuery,
  useTeamTransferMutation,
  useTeamRemarkMutation,
  useTeamStatusMutation,
} from './agent-team-api';
export type { SendRedEnvelopesArgs, TransferArgs } from './agent-team-api';
