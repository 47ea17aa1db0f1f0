export {
  sessionApi,
  useFreePlayLoginMutation,
  useLoginMutation,
  useLoginVerifyMutation,
  useLogoutMutation,
  useSendLoginVerifyCodeMutation,
} from './session-api';
export type { LoginArgs } from './session-api';
