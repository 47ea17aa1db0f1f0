export {
  socialLoginApi,
  useSocialIdentitiesQuery,
  useSocialRegisterMutation,
  useSocialRegistrationQuery,
  useStartSocialLoginMutation,
  useUnlinkSocialIdentityMutation,
} from './social-login-api';
export type { SocialRegisterArgs } from './social-login-api';
export { SOCIAL_PROVIDERS } from '../wire/social-login-calls';
export type { SocialProvider } from '../wire/social-login-calls';
