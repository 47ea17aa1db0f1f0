import { baseApi } from '../base-api/base-api';
import type { SmsCodeRequest, SmsCodeValue, VerificationChallenge } from '../wire/session';

export const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verificationChallenge: build.query<VerificationChallenge, void>({
      query: () => '/wps/verification/challenge',
      keepUnusedDataFor: 0,
    }),
    /** The image captcha for `key` (a random id the client keeps), as a data URL. */
    captcha: build.query<string, { key: string; nonce: number }>({
      query: ({ key }) => ({ url: '/wps/captcha', params: { key } }),
      keepUnusedDataFor: 0,
    }),
    sendLoginSms: build.mutation<SmsCodeValue, SmsCodeRequest>({
      query: (body) => ({ url: '/wps/verification/sms/noLogin', method: 'POST', body }),
    }),
    sendRegisterSms: build.mutation<SmsCodeValue, SmsCodeRequest>({
      query: (body) => ({ url: '/wps/verification/sms/register', method: 'POST', body }),
    }),
  }),
});

export const {
  useVerificationChallengeQuery,
  useCaptchaQuery,
  useSendLoginSmsMutation,
  useSendRegisterSmsMutation,
} = verificationApi;
