import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type {
  ActiveSession,
  AuthenticatorSecret,
  BindAuthenticatorRequest,
  EndedSessions,
  LoginHistoryArgs,
  LoginHistoryPage,
  SecurityOverview,
  UnbindAuthenticatorRequest,
} from '../wire/security';
import { securityCalls } from '../wire/security-calls';

const SECURITY = 'Member' as const;

export const securityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    securityOverview: build.query<SecurityOverview, void>({
      query: () => callRequest(securityCalls.overview),
      providesTags: [SECURITY],
    }),
    /** A fresh secret each time: nothing is stored until it is bound. */
    authenticatorSecret: build.query<AuthenticatorSecret, void>({
      query: () => callRequest(securityCalls.authenticatorSecret),
      keepUnusedDataFor: 0,
    }),
    bindAuthenticator: build.mutation<null, BindAuthenticatorRequest>({
      query: (body) => callRequest(securityCalls.bindAuthenticator, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [SECURITY]),
    }),
    unbindAuthenticator: build.mutation<null, UnbindAuthenticatorRequest>({
      query: (body) => callRequest(securityCalls.unbindAuthenticator, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [SECURITY]),
    }),
    loginHistory: build.query<LoginHistoryPage, LoginHistoryArgs>({
      query: (params) => callRequest(securityCalls.loginHistory, { params }),
      keepUnusedDataFor: 0,
    }),
    activeSessions: build.query<ActiveSession[], void>({
      query: () => callRequest(securityCalls.activeSessions),
      keepUnusedDataFor: 0,
    }),
    endOtherSessions: build.mutation<EndedSessions, void>({
      query: () => callRequest(securityCalls.endOtherSessions),
    }),
  }),
});

export const {
  useSecurityOverviewQuery,
  useAuthenticatorSecretQuery,
  useBindAuthenticatorMutation,
  useUnbindAuthenticatorMutation,
  useLoginHistoryQuery,
  useActiveSessionsQuery,
  useEndOtherSessionsMutation,
} = securityApi;
