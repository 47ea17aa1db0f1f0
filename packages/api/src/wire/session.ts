/** Session schemas: the envelope key, the sealed login payload (§3 Login payload), free play. */
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { OneOf, Text } from './schema-kit';
import { sessionCalls } from './session-calls';

export const RsaKeyValue = Type.Object({
  keyId: Type.String(),
  /** base64 SPKI DER */
  publicKey: Type.String(),
  /** The platform's clock (ms since the epoch): sealed requests carry their time on it. */
  serverTime: Type.Integer(),
});
export type RsaKeyValue = Static<typeof RsaKeyValue>;

export const LOGIN_TYPES = ['username', 'sms'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** Sealed payload of /wps/session/login (§3 Login payload). */
export const LoginRequest = Type.Object({
  /** Username, or the mobile number for SMS login. */
  username: Text({ minLength: 1, maxLength: 64 }),
  /** Password, or the SMS code for SMS login. */
  password: Text({ minLength: 1, maxLength: 128 }),
  /** Default username. */
  type: Type.Optional(OneOf(LOGIN_TYPES)),
  /** Image captcha answer, once a failed login asked for it. */
  captcha: Type.Optional(Text({ maxLength: 16 })),
  /** The key the captcha image was fetched with. */
  captchaKey: Type.Optional(Text({ maxLength: 64 })),
  /** ALTCHA solution payload (base64 JSON), required for username login. */
  challenge: Type.Optional(Text({ maxLength: 4096 })),
  countryDialingCode: Type.Optional(Text({ maxLength: 8 })),
});
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginValue = Type.Object({
  token: Type.String(),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  isAgent: Type.Integer(),
});
export type LoginValue = Static<typeof LoginValue>;

/** The value on a refused login: whether the next attempt needs the image captcha. */
export const LoginFailureValue = Type.Object({ captcha: Type.Boolean() });
export type LoginFailureValue = Static<typeof LoginFailureValue>;

export const FreePlayRequest = Type.Object({
  os: Type.Optional(Text({ maxLength: 32 })),
  platform: OneOf(['W']),
});
export type FreePlayRequest = Static<typeof FreePlayRequest>;

export const FreePlayValue = Type.Object({
  token: Type.String(),
  username: Type.String(),
  isAgent: Type.Literal(4),
});
export type FreePlayValue = Static<typeof FreePlayValue>;

export const sessionContracts = contractsOf('session', sessionCalls, {
  rsaKey: { summary: 'The public key that seals request bodies', value: RsaKeyValue },
  login: {
    summary: 'Log in by username and password, or by mobile number and SMS code (sealed)',
    description:
      'A refused username login answers value.captcha: true when the next attempt needs the image captcha.',
    body: LoginRequest,
    value: LoginValue,
  },
  freePlayLogin: {
    summary: 'Start a trial account (isAgent 4) for free play (sealed)',
    body: FreePlayRequest,
    value: FreePlayValue,
  },
  logout: { summary: 'End the session of the token', value: Type.Null() },
});
