export {
  sessionApi,
  useFreePlayLoginMutation,
  useLoginMutation,
  useLogoutMutation,
} from './session-api';
export type { LoginArgs } from './session-api';
