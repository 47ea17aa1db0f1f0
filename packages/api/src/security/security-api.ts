import { callsOf } from '../base-api/calls-of';
import type { securityContracts } from '../wire/security';
import { securityCalls } from '../wire/security-calls';

const SECURITY = 'Member' as const;

const calls = callsOf<typeof securityContracts>(securityCalls);

export const securityApi = calls.inject((call) => ({
  securityOverview: call.overview.query({ providesTags: [SECURITY] }),
  /** A fresh secret each time: nothing is stored until it is bound. */
  authenticatorSecret: call.authenticatorSecret.query({ keepUnusedDataFor: 0 }),
  bindAuthenticator: call.bindAuthenticator.mutation({
    invalidatesTags: (_result, error) => (error ? [] : [SECURITY]),
  }),
  unbindAuthenticator: call.unbindAuthenticator.mutation({
    invalidatesTags: (_result, error) => (error ? [] : [SECURITY]),
  }),
  profile: call.profile.query({ providesTags: [SECURITY] }),
  updateProfile: call.updateProfile.mutation({
    invalidatesTags: (_result, error) => (error ? [] : [SECURITY]),
  }),
  setAvatar: call.setAvatar.mutation({
    // The member info carries the picture's address.
    invalidatesTags: (_result, error) => (error ? [] : [SECURITY]),
  }),
  sendSecurityCode: call.sendSecurityCode.mutation(),
  paymentPassword: call.paymentPassword.mutation({
    invalidatesTags: (_result, error) => (error ? [] : [SECURITY]),
  }),
  bindMobile: call.bindMobile.mutation({
    invalidatesTags: (_result, error) => (error ? [] : [SECURITY]),
  }),
  bindEmail: call.bindEmail.mutation({
    invalidatesTags: (_result, error) => (error ? [] : [SECURITY]),
  }),
  loginHistory: call.loginHistory.query({ keepUnusedDataFor: 0 }),
  activeSessions: call.activeSessions.query({ keepUnusedDataFor: 0 }),
  endOtherSessions: call.endOtherSessions.mutation(),
}));

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
