import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type {
  ActiveSession,
  AuthenticatorSecret,
  AvatarValue,
  BindAuthenticatorRequest,
  BindEmailRequest,
  BindMobileRequest,
  EndedSessions,
  LoginHistoryArgs,
  LoginHistoryPage,
  PaymentPasswordRequest,
  Profile,
  ProfileUpdate,
  SecurityCodeRequest,
  SecurityCodeValue,
  SecurityOverview,
  SetAvatarRequest,
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
    profile: build.query<Profile, void>({
      query: () => callRequest(securityCalls.profile),
      providesTags: [SECURITY],
    }),
    updateProfile: build.mutation<Profile, ProfileUpdate>({
      query: (body) => callRequest(securityCalls.updateProfile, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [SECURITY]),
    }),
    setAvatar: build.mutation<AvatarValue, SetAvatarRequest>({
      query: (body) => callRequest(securityCalls.setAvatar, { body }),
      // The member info carries the picture's address.
      invalidatesTags: (_result, error) => (error ? [] : [SECURITY]),
    }),
    sendSecurityCode: build.mutation<SecurityCodeValue, SecurityCodeRequest>({
      query: (body) => callRequest(securityCalls.sendSecurityCode, { body }),
    }),
    paymentPassword: build.mutation<null, PaymentPasswordRequest>({
      query: (body) => callRequest(securityCalls.paymentPassword, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [SECURITY]),
    }),
    bindMobile: build.mutation<null, BindMobileRequest>({
      query: (body) => callRequest(securityCalls.bindMobile, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [SECURITY]),
    }),
    bindEmail: build.mutation<null, BindEmailRequest>({
      query: (body) => callRequest(securityCalls.bindEmail, { body }),
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
  useProfileQuery,
  useUpdateProfileMutation,
  useSetAvatarMutation,
  useSendSecurityCodeMutation,
  usePaymentPasswordMutation,
  useBindMobileMutation,
  useBindEmailMutation,
  useLoginHistoryQuery,
  useActiveSessionsQuery,
  useEndOtherSessionsMutation,
} = securityApi;
