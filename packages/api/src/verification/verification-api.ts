import { callsOf } from '../base-api/calls-of';
import type { SmsCodeRequest, verificationContracts } from '../wire/verification';
import { verificationCalls } from '../wire/verification-calls';
import { solvedChallenge } from './with-challenge';

const calls = callsOf<typeof verificationContracts>(verificationCalls);

export const verificationApi = calls.inject((call) => ({
  verificationChallenge: call.challenge.query({ keepUnusedDataFor: 0 }),
  /** The image captcha for `key` (a random id the client keeps), as a data URL. */
  captcha: call.captcha.query({
    request: ({ key }: { key: string; nonce: number }) => ({ params: { key } }),
    keepUnusedDataFor: 0,
  }),
  /** A login code to a registered number; the proof of work is solved on the way. */
  sendLoginSms: call.smsNoLogin.mutation({
    queryFn: async (body: Omit<SmsCodeRequest, 'challenge'>, _api, _extra, send) => {
      const solved = await solvedChallenge(send);
      if ('error' in solved) return { error: solved.error };
      return calls.send(send, 'smsNoLogin', { body: { ...body, challenge: solved.challenge } });
    },
  }),
  /** A registration code to a new number; the proof of work is solved on the way. */
  sendRegisterSms: call.smsRegister.mutation({
    queryFn: async (body: Omit<SmsCodeRequest, 'challenge'>, _api, _extra, send) => {
      const solved = await solvedChallenge(send);
      if ('error' in solved) return { error: solved.error };
      return calls.send(send, 'smsRegister', { body: { ...body, challenge: solved.challenge } });
    },
  }),
}));

export const {
  useVerificationChallengeQuery,
  useCaptchaQuery,
  useSendLoginSmsMutation,
  useSendRegisterSmsMutation,
} = verificationApi;

export { solveVerificationChallenge } from './solve-challenge';
