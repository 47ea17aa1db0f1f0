/**
 * Social login: start a sign-in or a link at a provider, finish registering a new identity, the
 * member's linked providers, unlink.
 */
import { callsOf } from '../base-api/calls-of';
import type { socialLoginContracts, SocialRegisterRequest } from '../wire/social-login';
import type { SocialProvider } from '../wire/social-login-calls';
import { socialLoginCalls } from '../wire/social-login-calls';
import { solvedChallenge } from '../verification/with-challenge';

/** The social registration's input; the verification challenge is fetched and solved on submit. */
export type SocialRegisterArgs = Omit<SocialRegisterRequest, 'challenge' | 'login'>;

const IDENTITIES = 'Member' as const;

const calls = callsOf<typeof socialLoginContracts>(socialLoginCalls);

export const socialLoginApi = calls.inject((call) => ({
  /** Answers the provider's address; the caller sends the browser there. */
  startSocialLogin: call.start.mutation(),
  /** Who a registration ticket stands for (provider, email); refused once it is used or old. */
  socialRegistration: call.registration.query({
    request: (ticket: string) => ({ body: { ticket } }),
  }),
  /** Registers with the ticket (no password: the provider is the way in) and signs in. */
  socialRegister: call.register.mutation({
    queryFn: async (fields: SocialRegisterArgs, _api, _extra, send) => {
      const solved = await solvedChallenge(send);
      if ('error' in solved) return { error: solved.error };
      return calls.send(send, 'register', {
        body: { ...fields, login: true, challenge: solved.challenge },
      });
    },
    invalidatesTags: ['Member', 'Balance', 'Consolidated'],
  }),
  socialIdentities: call.identities.query({ providesTags: [IDENTITIES] }),
  unlinkSocialIdentity: call.unlink.mutation({
    request: (provider: SocialProvider) => ({ path: { provider } }),
    invalidatesTags: (_result, error) => (error ? [] : [IDENTITIES]),
  }),
}));

export const {
  useStartSocialLoginMutation,
  useSocialRegistrationQuery,
  useSocialRegisterMutation,
  useSocialIdentitiesQuery,
  useUnlinkSocialIdentityMutation,
} = socialLoginApi;

export { SOCIAL_PROVIDERS } from '../wire/social-login-calls';
export type { SocialProvider } from '../wire/social-login-calls';
