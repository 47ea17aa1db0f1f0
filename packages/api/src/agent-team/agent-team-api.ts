/**
 * The agent's team (agent centre): overview and trend, registration centre with its links,
 * downline management (remark, lock, transfer) and red envelopes to many downlines.
 */
import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type {
  AffiliateLink,
  AffiliateLinks,
  CreateLinkRequest,
  DownlineMember,
  DownlinePage,
  DownlineQuery,
  DownlineRegisterSettings,
  OverviewQuery,
  RegisterDownlineRequest,
  SendRedEnvelopesRequest,
  SendRedEnvelopesValue,
  TeamOverview,
  TeamTrend,
  TransferRequest,
  TransferValue,
  UpdateRemarkRequest,
  UpdateStatusRequest,
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

export const agentTeamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    teamOverview: build.query<TeamOverview, OverviewQuery>({
      query: (params) => callRequest(agentTeamCalls.overview, { params }),
      providesTags: [OVERVIEW],
    }),
    teamTrend: build.query<TeamTrend, void>({
      query: () => callRequest(agentTeamCalls.trend),
      providesTags: [OVERVIEW],
    }),
    teamRegisterSettings: build.query<DownlineRegisterSettings, void>({
      query: () => callRequest(agentTeamCalls.registerSettings),
    }),
    teamRegister: build.mutation<DownlineMember, RegisterDownlineRequest>({
      query: (body) => callRequest(agentTeamCalls.registerDownline, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST, OVERVIEW]),
    }),
    teamLinks: build.query<AffiliateLinks, void>({
      query: () => callRequest(agentTeamCalls.links),
      providesTags: [LINKS],
    }),
    createTeamLink: build.mutation<AffiliateLink, CreateLinkRequest>({
      query: (body) => callRequest(agentTeamCalls.createLink, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [LINKS]),
    }),
    /** The player app: a visit that arrived by an invitation link (once per visit). */
    linkVisit: build.mutation<null, { code: string }>({
      query: (body) => callRequest(agentTeamCalls.linkVisit, { body }),
    }),
    teamDownline: build.query<DownlinePage, DownlineQuery>({
      query: (params) => callRequest(agentTeamCalls.downline, { params }),
      providesTags: [LIST],
    }),
    teamRemark: build.mutation<DownlineMember, UpdateRemarkRequest>({
      query: (body) => callRequest(agentTeamCalls.updateRemark, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    teamStatus: build.mutation<DownlineMember, UpdateStatusRequest>({
      query: (body) => callRequest(agentTeamCalls.updateStatus, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    teamTransfer: build.mutation<TransferValue, TransferArgs>({
      query: ({ idempotencyKey, ...body }) =>
        callRequest(agentTeamCalls.transfer, {
          body,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      invalidatesTags: (_result, error) => (error ? [] : ['Balance', LIST, OVERVIEW]),
    }),
    teamRedEnvelopes: build.mutation<SendRedEnvelopesValue, SendRedEnvelopesArgs>({
      query: ({ idempotencyKey, ...body }) =>
        callRequest(agentTeamCalls.sendRedEnvelopes, {
          body,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      invalidatesTags: (_result, error) => (error ? [] : ['Balance', LIST]),
    }),
  }),
});

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
