import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import { solveVerificationChallenge } from '../verification/solve-challenge';
import { ErrorCode } from '../wire/envelope';
import type { FreePlayValue, LoginRequest, LoginValue } from '../wire/session';
import { sessionCalls } from '../wire/session-calls';
import type { VerificationChallenge } from '../wire/verification';
import { verificationCalls } from '../wire/verification-calls';

/** Login input; for username login the verification challenge is fetched and solved on submit. */
export type LoginArgs = Omit<LoginRequest, 'challenge'>;

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginValue, LoginArgs>({
      async queryFn(args, _api, _extra, baseQuery) {
        let challenge: string | undefined;
        if (args.type === 'username') {
          const fetched = await baseQuery(callRequest(verificationCalls.challenge));
          if (fetched.error) return { error: fetched.error };
          try {
            challenge = await solveVerificationChallenge(fetched.data as VerificationChallenge);
          } catch {
            return { error: { status: 'CUSTOM_ERROR', errorCode: ErrorCode.challengeInvalid } };
          }
        }
        const result = await baseQuery(
          callRequest(sessionCalls.login, {
            body: { ...args, ...(challenge === undefined ? {} : { challenge }) },
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

export const { useLoginMutation, useFreePlayLoginMutation, useLogoutMutation } = sessionApi;
