/** Verification schemas: the ALTCHA challenge, the captcha image and SMS codes. */
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { OneOf, Text } from './schema-kit';
import { verificationCalls } from './verification-calls';

/** ALTCHA v2 challenge as created by altcha-lib (further fields pass through untouched). */
export const VerificationChallenge = Type.Object(
  {
    parameters: Type.Object(
      {
        algorithm: Type.String(),
        nonce: Type.String(),
        salt: Type.String(),
        cost: Type.Number(),
        keyLength: Type.Number(),
        keyPrefix: Type.String(),
        keySignature: Type.Optional(Type.String()),
        expiresAt: Type.Optional(Type.Number()),
        data: Type.Optional(
          Type.Record(
            Type.String(),
            Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
          ),
        ),
      },
      { additionalProperties: true },
    ),
    signature: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
export type VerificationChallenge = Static<typeof VerificationChallenge>;

export const CaptchaArgs = Type.Object({
  /** A random id the client keeps for this captcha. */
  key: Text({ maxLength: 64, pattern: '^[A-Za-z0-9_-]{8,64}$' }),
});
export type CaptchaArgs = Static<typeof CaptchaArgs>;

/** The mobile number is checked for meaning by the call (its own error codes). */
export const SmsCodeRequest = Type.Object({
  mobileNum: Type.Optional(Text({ maxLength: 32 })),
  /** The original site's other name for mobileNum. */
  mobileNo: Type.Optional(Text({ maxLength: 32 })),
  countryDialingCode: Type.Optional(Text({ maxLength: 8 })),
  /** ALTCHA solution payload: every send costs a proof of work (no SMS pumping). */
  challenge: Type.Optional(Text({ maxLength: 4096 })),
  /**
   * noLogin only: a login code (default) or a code to set a new password by phone (forgot password,
   * CHNGPASSVERIF3).
   */
  purpose: Type.Optional(OneOf(['login', 'password'])),
});
export type SmsCodeRequest = Static<typeof SmsCodeRequest>;

export const SmsCodeValue = Type.Object({ expiredMinutes: Type.Integer() });
export type SmsCodeValue = Static<typeof SmsCodeValue>;

export const verificationContracts = contractsOf('verification', verificationCalls, {
  challenge: {
    summary: 'A proof-of-work challenge (ALTCHA) that login solves invisibly',
    value: VerificationChallenge,
  },
  captcha: {
    summary: 'The image captcha for a key, as a data URL (once a second per key)',
    query: CaptchaArgs,
    value: Type.String(),
  },
  smsNoLogin: {
    summary: 'Send a login code to a registered mobile number',
    body: SmsCodeRequest,
    value: SmsCodeValue,
  },
  smsRegister: {
    summary: 'Send a registration code to a new mobile number',
    body: SmsCodeRequest,
    value: SmsCodeValue,
  },
});
