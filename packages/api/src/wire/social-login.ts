/** Social login schemas (§4 Login: optional facebook and google login, per configuration). */
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { IsoTime, Nullable, OneOf } from './schema-kit';
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
