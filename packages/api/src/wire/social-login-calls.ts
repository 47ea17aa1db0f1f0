/**
 * Social login calls: sign in or link through an OpenID provider, finish registering a new identity,
 * list and unlink.
 */
import type { CallRoute } from './call';

/** The providers a merchant may switch on (§4 Login: optional facebook and google login). */
export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const member = { auth: true, realAccount: true } as const;

export const socialLoginCalls = {
  /** Opens a sign-in at the provider; the answer's URL is where the browser goes next. */
  start: { method: 'POST', url: '/wps/social-login/start', optionalAuth: true },
  /** What a registration ticket stands for (provider, email), without using it. */
  registration: { method: 'POST', url: '/wps/social-login/registration' },
  /** Redeems a registration ticket: registers the member, links the identity, signs in. */
  register: { method: 'PUT', url: '/wps/social-login/register', sealed: true },
  identities: { url: '/wps/member/social-identities', ...member },
  unlink: { method: 'DELETE', url: '/wps/member/social-identities/:provider', ...member },
} as const satisfies Record<string, CallRoute>;
