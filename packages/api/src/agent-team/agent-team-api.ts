/**
 * The agent's team (agent centre): overview and trend, registration centre with its links,
 * downline management (remark, lock, transfer) and red envelopes to many downlines.
 */
import { callsOf } from '../base-api/calls-of';
import type {
  agentTeamContracts,
  SendRedEnvelopesRequest,
  TransferRequest,
} from '../wire/agent-team';
import { agentTeamCalls } from '../wire/agent-team-calls';

/** One user action's key: a retry of the same transfer (a lost reply) moves money once. */
export interface TransferArgs extends TransferRequest {
  idempotencyKey: string;
}

export interface SendRedEnvelopesArgs extends SendRedEnvelopesRequest {
  idempotencyKey: string;
}

const LIST = { type: 'Downline', id: 'LIST' } as const;
const LINKS = { type: 'Downline', id: 'LINKS' } as const;
const OVERVIEW = { type: 'Downline', id: 'OVERVIEW' } as const;

const calls = callsOf<typeof agentTeamContracts>(agentTeamCalls);

export const agentTeamApi = calls.inject((call) => ({
  teamOverview: call.overview.query({ providesTags: [OVERVIEW] }),
  teamTrend: call.trend.query({ providesTags: [OVERVIEW] }),
  teamRegisterSettings: call.registerSettings.query(),
  teamRegister: call.registerDownline.mutation({
    invalidatesTags: (_result, error) => (error ? [] : [LIST, OVERVIEW]),
  }),
  teamLinks: call.links.query({ providesTags: [LINKS] }),
  createTeamLink: call.createLink.mutation({
    invalidatesTags: (_result, error) => (error ? [] : [LINKS]),
  }),
  /** The player app: a visit that arrived by an invitation link (once per visit). */
  linkVisit: call.linkVisit.mutation(),
  teamDownline: call.downline.query({ providesTags: [LIST] }),
  teamRemark: call.updateRemark.mutation({
    invalidatesTags: (_result, error) => (error ? [] : [LIST]),
  }),
  teamStatus: call.updateStatus.mutation({
    invalidatesTags: (_result, error) => (error ? [] : [LIST]),
  }),
  teamTransfer: call.transfer.mutation({
    request: ({ idempotencyKey, ...body }: TransferArgs) => ({
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
    invalidatesTags: (_result, error) => (error ? [] : ['Balance', LIST, OVERVIEW]),
  }),
  teamRedEnvelopes: call.sendRedEnvelopes.mutation({
    request: ({ idempotencyKey, ...body }: SendRedEnvelopesArgs) => ({
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
    invalidatesTags: (_result, error) => (error ? [] : ['Balance', LIST]),
  }),
}));

export const {
  useTeamOverviewQuery,
  useTeamTrendQuery,
  useTeamRegisterSettingsQuery,
  useTeamRegisterMutation,
  useTeamLinksQuery,
  useCreateTeamLinkMutation,
  useLinkVisitMutation,
  useTeamDownlineQuery,
  useTeamRemarkMutation,
  useTeamStatusMutation,
  useTeamTransferMutation,
  useTeamRedEnvelopesMutation,
} = agentTeamApi;
