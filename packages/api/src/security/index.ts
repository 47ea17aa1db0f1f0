export {
  securityApi,
  useActiveSessionsQuery,
  useAuthenticatorSecretQuery,
  useBindAuthenticatorMutation,
  useBindEmailMutation,
  useBindMobileMutation,
  usePaymentPasswordMutation,
  useSendSecurityCodeMutation,
  useEndOtherSessionsMutation,
  useLoginHistoryQuery,
  useSecurityOverviewQuery,
  useUnbindAuthenticatorMutation,
} from './security-api';
