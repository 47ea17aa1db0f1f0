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
  /**
   * Done. `loginPassword` is not while the account has no login password (registered through a
   * social login): the security centre then offers to set a first one, without an old one.
   */
  isComplete: Type.Boolean(),
});
export type SecurityItemState = Static<typeof SecurityItemState>;

export const SecurityOverview = Type.Object({
  items: Type.Array(SecurityItemState),
  /** Whether a payment password is set (set it, or change / reset it). */
  paymentPasswordSet: Type.Boolean(),
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

/**
 * A code for a security change: `payment` to the bound number (reset the payment password),
 * `bindMobile` to a new number, `bindEmail` to a new address.
 */
export const SecurityCodeRequest = Type.Object({
  /** `withdraw`: the code a withdrawal asks when the site says so, to the bound number. */
  purpose: OneOf(['payment', 'bindMobile', 'bindEmail', 'withdraw']),
  mobileNum: Type.Optional(Text({ maxLength: 32 })),
  email: Type.Optional(Text({ maxLength: 254 })),
});
export type SecurityCodeRequest = Static<typeof SecurityCodeRequest>;

export const SecurityCodeValue = Type.Object({ expiredMinutes: Type.Integer() });
export type SecurityCodeValue = Static<typeof SecurityCodeValue>;

const SixDigits = Text({ minLength: 1, maxLength: 16 });

/**
 * The payment password (6 digits): `set` the first time, `change` with the old one, `reset` with
 * an SMS code to the bound number.
 */
export const PaymentPasswordRequest = Type.Object({
  mode: OneOf(['set', 'change', 'reset']),
  paymentPassword: SixDigits,
  confirmPaymentPassword: SixDigits,
  oldPaymentPassword: Type.Optional(SixDigits),
  verificationCode: Type.Optional(Text({ maxLength: 16 })),
});
export type PaymentPasswordRequest = Static<typeof PaymentPasswordRequest>;

export const BindMobileRequest = Type.Object({
  mobileNum: Text({ minLength: 1, maxLength: 32 }),
  verificationCode: Text({ minLength: 1, maxLength: 16 }),
});
export type BindMobileRequest = Static<typeof BindMobileRequest>;

export const BindEmailRequest = Type.Object({
  email: Text({ minLength: 3, maxLength: 254 }),
  verificationCode: Text({ minLength: 1, maxLength: 16 }),
});
export type BindEmailRequest = Static<typeof BindEmailRequest>;

/** The profile fields a member edits here (§3 registration user and further profile labels). */
export const PROFILE_FIELDS = [
  'nickname',
  'birthday',
  'payeeName',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'qqNum',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const ProfileText = Type.Optional(Text({ maxLength: 200 }));

/** Every field as text ('' when empty); email and mobile are bound on their own. */
export const Profile = Type.Object(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, Type.String()])) as {
    [K in ProfileField]: ReturnType<typeof Type.String>;
  },
);
export type Profile = Static<typeof Profile>;

export const ProfileUpdate = Type.Object(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, ProfileText])) as {
    [K in ProfileField]: typeof ProfileText;
  },
  { additionalProperties: false },
);
export type ProfileUpdate = Static<typeof ProfileUpdate>;

/** How many pictures the platform offers to choose from. */
export const STATIC_AVATAR_COUNT = 12;

/**
 * Choose one of the platform's pictures (`static:1` … `static:12`), or upload one: a JPG or PNG
 * of at most 1 MB, cropped square by the client, as base64.
 */
export const SetAvatarRequest = Type.Object({
  avatar: Type.Optional(Text({ maxLength: 16, pattern: '^static:([1-9]|1[0-2])$' })),
  image: Type.Optional(Type.String({ maxLength: 1_400_000 })),
  mime: Type.Optional(OneOf(['image/png', 'image/jpeg'])),
});
export type SetAvatarRequest = Static<typeof SetAvatarRequest>;

export const AvatarValue = Type.Object({ avatar: Type.String() });
export type AvatarValue = Static<typeof AvatarValue>;

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
  profile: { summary: "The member's profile", value: Profile },
  updateProfile: {
    summary: 'Save profile fields (the payee name cannot change once set)',
    body: ProfileUpdate,
    value: Profile,
  },
  setAvatar: {
    summary: 'Choose a picture, or upload a JPG or PNG of at most 1 MB',
    body: SetAvatarRequest,
    value: AvatarValue,
  },
  memberIcon: {
    summary: "A member's picture (original /wps/member/info/icon)",
    params: Type.Object({ file: Text({ maxLength: 64, pattern: '^[A-Za-z0-9.-]+$' }) }),
    content: 'image/*',
  },
  sendSecurityCode: {
    summary: 'Send a code for a security change (SMS or email)',
    body: SecurityCodeRequest,
    value: SecurityCodeValue,
  },
  paymentPassword: {
    summary: 'Set, change or reset (by SMS) the payment password (sealed)',
    body: PaymentPasswordRequest,
    value: Type.Null(),
  },
  bindMobile: {
    summary: 'Bind a mobile number with the code sent to it',
    body: BindMobileRequest,
    value: Type.Null(),
  },
  bindEmail: {
    summary: 'Bind an email with the code mailed to it',
    body: BindEmailRequest,
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
