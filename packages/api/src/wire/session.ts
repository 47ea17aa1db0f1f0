/** Session schemas: the envelope key, the sealed login payload (§3 Login payload), free play. */
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { Nullable, OneOf, Text } from './schema-kit';
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
  /**
   * The site the login happens on (default player). On the agent site only agents log in: a member
   * is refused with `login.not.agent` (the centre is for agents only), a trial account with
   * `login.non.member`, and no session is opened (§6).
   */
  site: Type.Optional(OneOf(['player', 'agent'])),
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

/** The extra checks of a login from a new address (§4): SMS, email code, bank account name, authenticator. */
export const LOGIN_VERIFY_METHODS = ['sms', 'email', 'bankName', 'totp'] as const;
export type LoginVerifyMethod = (typeof LOGIN_VERIFY_METHODS)[number];

/** The value of `login_verify_required`: the pending login's ticket and the checks this member can answer. */
export const LoginVerifyRequiredValue = Type.Object({
  ticket: Type.String(),
  methods: Type.Array(OneOf(LOGIN_VERIFY_METHODS)),
  /** The bound number and email, masked (`917****567`), so the member knows where the code goes. */
  mobileHint: Nullable(Type.String()),
  emailHint: Nullable(Type.String()),
});
export type LoginVerifyRequiredValue = Static<typeof LoginVerifyRequiredValue>;

const Ticket = Text({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const LoginVerifyCodeRequest = Type.Object({
  ticket: Ticket,
  method: OneOf(['sms', 'email']),
});
export type LoginVerifyCodeRequest = Static<typeof LoginVerifyCodeRequest>;

export const LoginVerifyCodeValue = Type.Object({ expiredMinutes: Type.Integer() });
export type LoginVerifyCodeValue = Static<typeof LoginVerifyCodeValue>;

/** Sealed: the answer to one check (a code, or the bank account name). */
export const LoginVerifyRequest = Type.Object({
  ticket: Ticket,
  method: OneOf(LOGIN_VERIFY_METHODS),
  answer: Text({ minLength: 1, maxLength: 64 }),
});
export type LoginVerifyRequest = Static<typeof LoginVerifyRequest>;

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
      'A refused username login answers value.captcha: true when the next attempt needs the image captcha. A right password from an address the member never used answers login_verify_required with LoginVerifyRequiredValue.',
    body: LoginRequest,
    value: LoginValue,
  },
  freePlayLogin: {
    summary: 'Start a trial account (isAgent 4) for free play (sealed)',
    body: FreePlayRequest,
    value: FreePlayValue,
  },
  loginVerifyCode: {
    summary: 'Send the code of a new-address check by SMS or email',
    body: LoginVerifyCodeRequest,
    value: LoginVerifyCodeValue,
  },
  loginVerify: {
    summary: 'Answer the new-address check and complete the login (sealed)',
    description:
      'Answers the login value of the login that asked for the check; the address is trusted from then on.',
    body: LoginVerifyRequest,
    value: LoginValue,
  },
  logout: { summary: 'End the session of the token', value: Type.Null() },
});
