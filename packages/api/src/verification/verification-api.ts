import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type { SmsCodeRequest, SmsCodeValue, VerificationChallenge } from '../wire/verification';
import { verificationCalls } from '../wire/verification-calls';
import { solvedChallenge } from './with-challenge';

export const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verificationChallenge: build.query<VerificationChallenge, void>({
      query: () => callRequest(verificationCalls.challenge),
      keepUnusedDataFor: 0,
    }),
    /** The image captcha for `key` (a random id the client keeps), as a data URL. */
    captcha: build.query<string, { key: string; nonce: number }>({
      query: ({ key }) => callRequest(verificationCalls.captcha, { params: { key } }),
      keepUnusedDataFor: 0,
    }),
    /** A login code to a registered number; the proof of work is solved on the way. */
    sendLoginSms: build.mutation<SmsCodeValue, Omit<SmsCodeRequest, 'challenge'>>({
      async queryFn(body, _api, _extra, baseQuery) {
        const solved = await solvedChallenge(baseQuery);
        if ('error' in solved) return { error: solved.error };
        const result = await baseQuery(
          callRequest(verificationCalls.smsNoLogin, {
            body: { ...body, challenge: solved.challenge },
          }),
        );
        return result.error ? { error: result.error } : { data: result.data as SmsCodeValue };
      },
    }),
    /** A registration code to a new number; the proof of work is solved on the way. */
    sendRegisterSms: build.mutation<SmsCodeValue, Omit<SmsCodeRequest, 'challenge'>>({
      async queryFn(body, _api, _extra, baseQuery) {
        const solved = await solvedChallenge(baseQuery);
        if ('error' in solved) return { error: solved.error };
        const result = await baseQuery(
          callRequest(verificationCalls.smsRegister, {
            body: { ...body, challenge: solved.challenge },
          }),
        );
        return result.error ? { error: result.error } : { data: result.data as SmsCodeValue };
      },
    }),
  }),
});

export const {
  useVerificationChallengeQuery,
  useCaptchaQuery,
  useSendLoginSmsMutation,
  useSendRegisterSmsMutation,
} = verificationApi;
