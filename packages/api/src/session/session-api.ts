import { callsOf } from '../base-api/calls-of';
import type { LoginRequest, sessionContracts } from '../wire/session';
import { sessionCalls } from '../wire/session-calls';
import { solvedChallenge } from '../verification/with-challenge';

/** Login input; the verification challenge is fetched and solved on submit. */
export type LoginArgs = Omit<LoginRequest, 'challenge'>;

const calls = callsOf<typeof sessionContracts>(sessionCalls);

export const sessionApi = calls.inject((call) => ({
  login: call.login.mutation({
    queryFn: async (args: LoginArgs, _api, _extra, send) => {
      // Every way in costs a proof of work: username and SMS login alike.
      const solved = await solvedChallenge(send);
      if ('error' in solved) return { error: solved.error };
      const { challenge } = solved;
      return calls.send(send, 'login', { body: { ...args, challenge } });
    },
    invalidatesTags: ['Member', 'Balance', 'Consolidated'],
  }),
  freePlayLogin: call.freePlayLogin.mutation({
    request: ({ os }: { os: string }) => ({ body: { os, platform: 'W' } }),
    invalidatesTags: ['Member', 'Balance'],
  }),
  /** Sends the code of a new-address check (§4) to the member's number or email. */
  sendLoginVerifyCode: call.loginVerifyCode.mutation(),
  /** Answers the new-address check: completes the login that asked for it. */
  loginVerify: call.loginVerify.mutation({
    invalidatesTags: ['Member', 'Balance', 'Consolidated'],
  }),
  /**
   * Ends the session of the stored token, or of `token` when given: a login the app refuses after
   * the fact (a trial account on the member site) is ended on the server without ever being stored.
   */
  logout: call.logout.mutation({
    request: (args: { token: string } | void) =>
      args ? { headers: { Authorization: args.token } } : {},
  }),
}));

export const {
  useLoginMutation,
  useFreePlayLoginMutation,
  useLogoutMutation,
  useSendLoginVerifyCodeMutation,
  useLoginVerifyMutation,
} = sessionApi;
