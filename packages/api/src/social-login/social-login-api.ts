/**
 * Social login: start a sign-in or a link at a provider, finish registering a new identity, the
 * member's linked providers, unlink.
 */
import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type { LoginValue } from '../wire/session';
import type {
  SocialIdentitiesValue,
  SocialRegisterRequest,
  SocialRegistrationValue,
  SocialStartRequest,
  SocialStartValue,
} from '../wire/social-login';
import type { SocialProvider } from '../wire/social-login-calls';
import { socialLoginCalls } from '../wire/social-login-calls';
import { solvedChallenge } from '../verification/with-challenge';

/** The social registration's input; the verification challenge is fetched and solved on submit. */
export type SocialRegisterArgs = Omit<SocialRegisterRequest, 'challenge' | 'login'>;

const IDENTITIES = 'Member' as const;

export const socialLoginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Answers the provider's address; the caller sends the browser there. */
    startSocialLogin: build.mutation<SocialStartValue, SocialStartRequest>({
      query: (body) => callRequest(socialLoginCalls.start, { body }),
    }),
    /** Who a registration ticket stands for (provider, email); refused once it is used or old. */
    socialRegistration: build.query<SocialRegistrationValue, string>({
      query: (ticket) => callRequest(socialLoginCalls.registration, { body: { ticket } }),
    }),
    /** Registers with the ticket (no password: the provider is the way in) and signs in. */
    socialRegister: build.mutation<LoginValue, SocialRegisterArgs>({
      async queryFn(fields, _api, _extra, baseQuery) {
        const solved = await solvedChallenge(baseQuery);
        if ('error' in solved) return { error: solved.error };
        const result = await baseQuery(
          callRequest(socialLoginCalls.register, {
            body: { ...fields, login: true, challenge: solved.challenge },
          }),
        );
        return result.error ? { error: result.error } : { data: result.data as LoginValue };
      },
      invalidatesTags: ['Member', 'Balance', 'Consolidated'],
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
  useSocialRegistrationQuery,
  useSocialRegisterMutation,
  useSocialIdentitiesQuery,
  useUnlinkSocialIdentityMutation,
} = socialLoginApi;
