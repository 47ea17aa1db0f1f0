import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type {
  FreePlayValue,
  LoginRequest,
  LoginValue,
  LoginVerifyCodeRequest,
  LoginVerifyCodeValue,
  LoginVerifyRequest,
} from '../wire/session';
import { sessionCalls } from '../wire/session-calls';
import { solvedChallenge } from '../verification/with-challenge';

/** Login input; the verification challenge is fetched and solved on submit. */
export type LoginArgs = Omit<LoginRequest, 'challenge'>;

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginValue, LoginArgs>({
      async queryFn(args, _api, _extra, baseQuery) {
        // Every way in costs a proof of work: username and SMS login alike.
        const solved = await solvedChallenge(baseQuery);
        if ('error' in solved) return { error: solved.error };
        const { challenge } = solved;
        const result = await baseQuery(
          callRequest(sessionCalls.login, {
            body: { ...args, challenge },
          }),
        );
        return result.error ? { error: result.error } : { data: result.data as LoginValue };
      },
      invalidatesTags: ['Member', 'Balance', 'Consolidated'],
    }),
    freePlayLogin: build.mutation<FreePlayValue, { os: string }>({
      query: ({ os }) => callRequest(sessionCalls.freePlayLogin, { body: { os, platform: 'W' } }),
      invalidatesTags: ['Member', 'Balance'],
    }),
    /** Sends the code of a new-address check (§4) to the member's number or email. */
    sendLoginVerifyCode: build.mutation<LoginVerifyCodeValue, LoginVerifyCodeRequest>({
      query: (body) => callRequest(sessionCalls.loginVerifyCode, { body }),
    }),
    /** Answers the new-address check: completes the login that asked for it. */
    loginVerify: build.mutation<LoginValue, LoginVerifyRequest>({
      query: (body) => callRequest(sessionCalls.loginVerify, { body }),
      invalidatesTags: ['Member', 'Balance', 'Consolidated'],
    }),
    /**
     * Ends the session of the stored token, or of `token` when given: a login the app refuses after
     * the fact (a trial account on the member site) is ended on the server without ever being stored.
     */
    logout: build.mutation<null, { token: string } | void>({
      query: (args) =>
        callRequest(sessionCalls.logout, args ? { headers: { Authorization: args.token } } : {}),
    }),
  }),
});

export const {
  useLoginMutation,
  useFreePlayLoginMutation,
  useLogoutMutation,
  useSendLoginVerifyCodeMutation,
  useLoginVerifyMutation,
} = sessionApi;
