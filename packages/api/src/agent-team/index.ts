export {
  agentTeamApi,
  useAffiliateLinksQuery,
  useCreateLinkMutation,
  useDownlineQuery,
  useLinkVisitMutation,
  useRegisterDownlineMutation,
  useRegisterSettingsQuery,
  useSendRedEnvelopesMutation,
  useTeamOverviewQuery,
  useTeamTrendQuery,
  useTransferToDownlineMutation,
  useUpdateRemarkMutation,
  useUpdateStatusMutation,
} from './agent-team-api';
export type { SendRedEnvelopesArgs, TransferArgs } from './agent-team-api';
