import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type { SmsCodeRequest, SmsCodeValue, VerificationChallenge } from '../wire/verification';
import { verificationCalls } from '../wire/verification-calls';

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
    sendLoginSms: build.mutation<SmsCodeValue, SmsCodeRequest>({
      query: (body) => callRequest(verificationCalls.smsNoLogin, { body }),
    }),
    sendRegisterSms: build.mutation<SmsCodeValue, SmsCodeRequest>({
      query: (body) => callRequest(verificationCalls.smsRegister, { body }),
    }),
  }),
});

export const {
  useVerificationChallengeQuery,
  useCaptchaQuery,
  useSendLoginSmsMutation,
  useSendRegisterSmsMutation,
} = verificationApi;
