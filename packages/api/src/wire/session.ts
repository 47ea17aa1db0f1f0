export interface RsaKeyValue {
  keyId: string;
  /** base64 SPKI DER */
  publicKey: string;
}

export type LoginType = 'username' | 'sms';

/** Sealed payload of /wps/session/login (§3 Login payload). */
export interface LoginRequest {
  /** Username, or the mobile number for SMS login. */
  username: string;
  /** Password, or the SMS code for SMS login. */
  password: string;
  type: LoginType;
  /** Image captcha answer, once a failed login asked for it. */
  captcha?: string;
  /** The key the captcha image was fetched with. */
  captchaKey?: string;
  /** ALTCHA solution payload (base64 JSON), required for username login. */
  challenge?: string;
  countryDialingCode?: string;
}

export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  isAgent: number;
}

/** The value on a refused login: whether the next attempt needs the image captcha. */
export interface LoginFailureValue {
  captcha: boolean;
}

export interface FreePlayRequest {
  os: string;
  platform: 'W';
}

export interface FreePlayValue {
  token: string;
  username: string;
  isAgent: 4;
}

/** ALTCHA v2 challenge as created by altcha-lib. */
export interface VerificationChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
    data?: Record<string, string | number | boolean | null>;
  };
  signature?: string;
}

export interface SmsCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
}

export interface SmsCodeValue {
  expiredMinutes: number;
}
