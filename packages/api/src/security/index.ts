export {
  securityApi,
  useActiveSessionsQuery,
  useAuthenticatorSecretQuery,
  useBindAuthenticatorMutation,
  useEndOtherSessionsMutation,
  useLoginHistoryQuery,
  useSecurityOverviewQuery,
  useUnbindAuthenticatorMutation,
} from './security-api';
