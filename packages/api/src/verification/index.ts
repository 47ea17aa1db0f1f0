export {
  verificationApi,
  useCaptchaQuery,
  useSendLoginSmsMutation,
  useSendRegisterSmsMutation,
  useVerificationChallengeQuery,
} from './verification-api';
export { solveVerificationChallenge } from './solve-challenge';
