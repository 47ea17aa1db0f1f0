export {
  socialLoginApi,
  useSocialIdentitiesQuery,
  useStartSocialLoginMutation,
  useUnlinkSocialIdentityMutation,
} from './social-login-api';
export { SOCIAL_PROVIDERS } from '../wire/social-login-calls';
export type { SocialProvider } from '../wire/social-login-calls';
