/**
 * Account schemas: the registration user (§3), the affiliate check, forgot password by email and by
 * phone. Schemas check shape and bounds; the platform checks meaning with the merchant's register
 * rules (the same matcher the form uses).
 */
import type { Static } from 'typebox';
import Type from 'typebox';
import { accountCalls } from './account-calls';
import { contractsOf } from './call';
import { LoginValue } from './session';
import { Text } from './schema-kit';

const Field = (maxLength: number) => Type.Optional(Text({ maxLength }));

/** The username tab's username; the mobile tab sends the mobile number here too. */
const Username = Field(64);

/** The registration user's fields (§3) after the username and the password. */
const laterFields = {
  payeeName: Field(64),
  email: Field(254),
  qqNum: Field(32),
  mobileNum: Field(32),
  recommenderId: Field(64),
  captcha: Field(16),
  /** The key the captcha image was fetched with. */
  captchaKey: Field(64),
  /** The SMS code sent to mobileNum by /wps/verification/sms/register. */
  verificationCode: Field(16),
  /** The inviting agent's code (from the link or typed). */
  affiliateCode: Field(32),
  paymentPassword: Field(32),
  line: Field(64),
  whatsapp: Field(32),
  facebook: Field(128),
  wechat: Field(64),
  idNumber: Field(32),
  referralCode: Field(32),
  domain: Field(253),
  countryDialingCode: Field(8),
  login: Type.Optional(Type.Boolean()),
  /** Mobile registration (§3): the page it was made on and `WEB`. */
  registerUrl: Field(2048),
  registerMethod: Type.Optional(Type.Literal('WEB')),
  /** ALTCHA solution payload: registering costs a proof of work like login. */
  challenge: Field(4096),
};

/**
 * The registration user's fields besides the password and its confirmation: what a registration
 * after a social sign-in sends.
 */
export const registrationFields = { username: Username, ...laterFields };

/** Sealed payload of both register calls (§3 Registration user); `login: true` signs the member in. */
export const RegisterRequest = Type.Object({
  username: Username,
  password: Text({ minLength: 1, maxLength: 64 }),
  confirmPassword: Text({ minLength: 1, maxLength: 64 }),
  ...laterFields,
});
export type RegisterRequest = Static<typeof RegisterRequest>;

/** The value of a refused registration: which field broke its rule (`field.invalid`). */
export const FieldFailureValue = Type.Object({ field: Type.String() });
export type FieldFailureValue = Static<typeof FieldFailureValue>;

export const AffiliateArgs = Type.Object({
  code: Text({ minLength: 1, maxLength: 32 }),
  domain: Type.Optional(Text({ maxLength: 253 })),
});
export type AffiliateArgs = Static<typeof AffiliateArgs>;

/** A known invitation code: the agent's nickname is shown so the visitor knows who invited them. */
export const AffiliateValue = Type.Object({ code: Type.String(), agentNickname: Type.String() });
export type AffiliateValue = Static<typeof AffiliateValue>;

/** §3 Forgot by email: username and email. */
export const ForgotByEmailRequest = Type.Object({
  username: Text({ minLength: 1, maxLength: 64 }),
  email: Text({ minLength: 1, maxLength: 254 }),
});
export type ForgotByEmailRequest = Static<typeof ForgotByEmailRequest>;

/** §3 By phone: newPassword, mobileNum, verificationCode (sealed). */
export const ForgotByPhoneRequest = Type.Object({
  mobileNum: Text({ minLength: 1, maxLength: 32 }),
  verificationCode: Text({ minLength: 1, maxLength: 16 }),
  newPassword: Text({ minLength: 1, maxLength: 64 }),
});
export type ForgotByPhoneRequest = Static<typeof ForgotByPhoneRequest>;

/** The account whose password was set: the app signs in with it and the new password (§4). */
export const ForgotByPhoneValue = Type.Object({ username: Type.String() });
export type ForgotByPhoneValue = Static<typeof ForgotByPhoneValue>;

export const accountContracts = contractsOf('account', accountCalls, {
  register: {
    summary: 'Register by username and sign in (sealed)',
    description:
      'Every field is checked against the register settings; a refusal names the field (field.invalid), a taken username (username.taken) or an unknown invitation code (invitation_code_error).',
    body: RegisterRequest,
    value: LoginValue,
  },
  registerMobile: {
    summary: 'Register with the mobile number as username and sign in (sealed)',
    body: RegisterRequest,
    value: LoginValue,
  },
  affiliate: {
    summary: "Check an agent's invitation code",
    query: AffiliateArgs,
    value: AffiliateValue,
  },
  forgotByEmail: {
    summary: 'Mail a temporary password to the account of a username and email',
    description:
      'The temporary password works for 30 minutes beside the current one, which keeps working until a login uses the temporary one; that login makes it the password, to be changed at once, and ends the old one. A later request replaces it. An unknown pair answers username_or_email_not_exist; more than 3 requests an hour or 5 a day for one username answer TOO_MANY_REQUESTS, whatever the pair.',
    body: ForgotByEmailRequest,
    value: Type.Null(),
  },
  forgotByPhone: {
    summary: 'Set a new password with an SMS code sent to the account mobile number (sealed)',
    body: ForgotByPhoneRequest,
    value: ForgotByPhoneValue,
  },
});
