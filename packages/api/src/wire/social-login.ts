/** Social login schemas (§4 Login: optional facebook and google login, per configuration). */
import type { Static } from 'typebox';
import Type from 'typebox';
import { registrationFields } from './account';
import { contractsOf } from './call';
import { LoginValue } from './session';
import { IsoTime, Nullable, OneOf, Text } from './schema-kit';
import { SOCIAL_PROVIDERS, socialLoginCalls } from './social-login-calls';

export const SocialProviderName = OneOf(SOCIAL_PROVIDERS);

export const SocialStartRequest = Type.Object({
  provider: SocialProviderName,
  /** Link the provider to the signed-in member instead of signing in. */
  link: Type.Optional(Type.Boolean()),
});
export type SocialStartRequest = Static<typeof SocialStartRequest>;

export const SocialStartValue = Type.Object({ url: Type.String() });
export type SocialStartValue = Static<typeof SocialStartValue>;

/** A registration ticket: the one-time key the provider's callback handed the app. */
const Ticket = Text({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });

export const SocialRegistrationRequest = Type.Object({ ticket: Ticket });
export type SocialRegistrationRequest = Static<typeof SocialRegistrationRequest>;

/** Who the ticket stands for: the provider, and the email it vouched for (null when none). */
export const SocialRegistrationValue = Type.Object({
  provider: SocialProviderName,
  email: Nullable(Type.String()),
});
export type SocialRegistrationValue = Static<typeof SocialRegistrationValue>;

/**
 * Sealed payload of the social registration: the ticket and the registration user's fields the
 * merchant's register settings ask (§3), without a password: the provider is the way in.
 */
export const SocialRegisterRequest = Type.Object({
  ticket: Ticket,
  /** The registration tab's rules: by username (default) or with the mobile number as username. */
  method: Type.Optional(OneOf(['username', 'mobile'])),
  ...registrationFields,
});
export type SocialRegisterRequest = Static<typeof SocialRegisterRequest>;

export const SocialIdentity = Type.Object({
  provider: SocialProviderName,
  email: Nullable(Type.String()),
  linkedAt: IsoTime,
});
export type SocialIdentity = Static<typeof SocialIdentity>;

export const SocialIdentitiesValue = Type.Object({
  identities: Type.Array(SocialIdentity),
  /** The providers the merchant has switched on (what the member may link). */
  available: Type.Array(SocialProviderName),
});
export type SocialIdentitiesValue = Static<typeof SocialIdentitiesValue>;

export const socialLoginContracts = contractsOf('socialLogin', socialLoginCalls, {
  start: {
    summary: 'Opens a sign-in (or a link) at an OpenID provider; answers where to send the browser',
    body: SocialStartRequest,
    value: SocialStartValue,
  },
  registration: {
    summary: 'What a registration ticket stands for (provider and email), without using it',
    description:
      'An unknown, used or expired ticket, or one of another merchant, answers social.registration.expired.',
    body: SocialRegistrationRequest,
    value: SocialRegistrationValue,
  },
  register: {
    summary:
      'Registers the member a new social identity stands for, links it and signs in (sealed)',
    description:
      'The fields are checked against the register settings as by /wps/member/register, without a password. The ticket is used once; an unknown, used or expired one answers social.registration.expired.',
    body: SocialRegisterRequest,
    value: LoginValue,
  },
  identities: {
    summary: "The member's linked providers and the ones that may be linked",
    value: SocialIdentitiesValue,
  },
  unlink: {
    summary: 'Unlinks a provider (refused when it is the last way to sign in)',
    params: Type.Object({ provider: SocialProviderName }),
    value: SocialIdentitiesValue,
  },
});
