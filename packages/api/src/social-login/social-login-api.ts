/** Social login: start a sign-in or a link at a provider, the member's linked providers, unlink. */
import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type {
  SocialIdentitiesValue,
  SocialStartRequest,
  SocialStartValue,
} from '../wire/social-login';
import type { SocialProvider } from '../wire/social-login-calls';
import { socialLoginCalls } from '../wire/social-login-calls';

const IDENTITIES = 'Member' as const;

export const socialLoginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Answers the provider's address; the caller sends the browser there. */
    startSocialLogin: build.mutation<SocialStartValue, SocialStartRequest>({
      query: (body) => callRequest(socialLoginCalls.start, { body }),
    }),
    socialIdentities: build.query<SocialIdentitiesValue, void>({
      query: () => callRequest(socialLoginCalls.identities),
      providesTags: [IDENTITIES],
    }),
    unlinkSocialIdentity: build.mutation<SocialIdentitiesValue, SocialProvider>({
      query: (provider) =>
        callRequest({
          ...socialLoginCalls.unlink,
          url: socialLoginCalls.unlink.url.replace(':provider', encodeURIComponent(provider)),
        }),
      invalidatesTags: (_result, error) => (error ? [] : [IDENTITIES]),
    }),
  }),
});

export const {
  useStartSocialLoginMutation,
  useSocialIdentitiesQuery,
  useUnlinkSocialIdentityMutation,
} = socialLoginApi;
