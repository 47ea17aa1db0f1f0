/** Security centre schemas. */
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { IsoTime, Nullable, OneOf, PageNo, Text } from './schema-kit';
import { securityCalls } from './security-calls';

export const SECURITY_ITEMS = [
  'profile',
  'loginPassword',
  'paymentPassword',
  'mobileVerified',
  'emailVerified',
  'bindGA',
] as const;
export type SecurityItem = (typeof SECURITY_ITEMS)[number];

/** One item of the score (original `getSecurityConfigV2`: info[item]{enabled, isComplete}). */
export const SecurityItemState = Type.Object({
  item: OneOf(SECURITY_ITEMS),
  enabled: Type.Boolean(),
  isComplete: Type.Boolean(),
});
export type SecurityItemState = Static<typeof SecurityItemState>;

export const SecurityOverview = Type.Object({
  items: Type.Array(SecurityItemState),
  /** 0–100: the share of enabled items complete. */
  completeProgress: Type.Integer({ minimum: 0, maximum: 100 }),
  mobileNum: Nullable(Type.String()),
  email: Nullable(Type.String()),
});
export type SecurityOverview = Static<typeof SecurityOverview>;

/** A new authenticator secret, not stored until bound with a code from the app. */
export const AuthenticatorSecret = Type.Object({
  secretKey: Type.String(),
  /** `otpauth://totp/…` for the QR code. */
  otpauth: Type.String(),
});
export type AuthenticatorSecret = Static<typeof AuthenticatorSecret>;

const TotpCode = Text({ minLength: 6, maxLength: 6, pattern: '^[0-9]{6}$' });

export const BindAuthenticatorRequest = Type.Object({
  secretKey: Text({ minLength: 16, maxLength: 64, pattern: '^[A-Z2-7]+$' }),
  code: TotpCode,
});
export type BindAuthenticatorRequest = Static<typeof BindAuthenticatorRequest>;

export const UnbindAuthenticatorRequest = Type.Object({ code: TotpCode });
export type UnbindAuthenticatorRequest = Static<typeof UnbindAuthenticatorRequest>;

export const LoginHistoryArgs = Type.Object({
  pageNo: Type.Optional(PageNo),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type LoginHistoryArgs = Static<typeof LoginHistoryArgs>;

export const LoginHistoryEntry = Type.Object({
  time: IsoTime,
  ip: Type.String(),
  /** The browser's user agent; the app turns it into "Chrome on Android". */
  userAgent: Type.String(),
  success: Type.Boolean(),
  loginType: Type.String(),
});
export type LoginHistoryEntry = Static<typeof LoginHistoryEntry>;

export const LoginHistoryPage = Type.Object({
  list: Type.Array(LoginHistoryEntry),
  pageNo: Type.Integer(),
  totalPages: Type.Integer(),
});
export type LoginHistoryPage = Static<typeof LoginHistoryPage>;

export const ActiveSession = Type.Object({
  /** A short handle (not the token). */
  id: Type.String(),
  createdAt: IsoTime,
  ip: Type.String(),
  userAgent: Type.String(),
  current: Type.Boolean(),
});
export type ActiveSession = Static<typeof ActiveSession>;

export const EndedSessions = Type.Object({ ended: Type.Integer({ minimum: 0 }) });
export type EndedSessions = Static<typeof EndedSessions>;

export const securityContracts = contractsOf('security', securityCalls, {
  overview: { summary: 'The security score and its items', value: SecurityOverview },
  authenticatorSecret: {
    summary: 'A new authenticator (TOTP) secret to bind',
    value: AuthenticatorSecret,
  },
  bindAuthenticator: {
    summary: 'Bind the authenticator with a code it shows (sealed)',
    body: BindAuthenticatorRequest,
    value: Type.Null(),
  },
  unbindAuthenticator: {
    summary: 'Unbind the authenticator with a current code (sealed)',
    body: UnbindAuthenticatorRequest,
    value: Type.Null(),
  },
  loginHistory: {
    summary: 'Logins of the last 30 days, newest first',
    query: LoginHistoryArgs,
    value: LoginHistoryPage,
  },
  activeSessions: { summary: 'The sessions of this account', value: Type.Array(ActiveSession) },
  endOtherSessions: {
    summary: 'Sign out everywhere else: end every other session',
    value: EndedSessions,
  },
});
