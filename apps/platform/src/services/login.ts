/**
 * Signing in: by username and password (counted per username: a captcha after three failures, a
 * lock after five, a mailed temporary password, and one more check from an address the account
 * never used), by SMS code, and the rules every way in shares. What the request must prove first
 * (the proof of work, the per-account ceiling, the site's switches) is the route's.
 */
import { randomBytes } from 'node:crypto';
import type { LoginFailureValue, LoginValue } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import type { App } from '@gaming/domain/roles';
import { TRIAL_TYPE, loginRefusalOf } from '@gaming/domain/roles';
import { WEAK_DEFAULT_PASSWORD } from '@gaming/domain/session';
import type { Database } from '../db/client';
import { customers } from '../db/schema';
import { ApiError } from '../http/api-error';
import { consumeCaptcha } from './captcha';
import type { RetryAfterValue } from './ceilings';
import type { Customer } from './customers';
import { customerByMobile, customerByUsername } from './customers';
import {
  CAPTCHA_AFTER_FAILURES,
  beginAttempt,
  clearAttempts,
  failAttempt,
  releaseAttempt,
} from './login-attempts';
import { addressIsTrusted, recordLogin, trustAddress } from './login-trust';
import { hashPassword, verifyPassword } from './password';
import { createPendingLogin, verifyMethodsOf } from './pending-logins';
import { ACTIVE_STATUS, startSession } from './sessions';
import { consumeSmsCode } from './sms-codes';
import { adoptTemporaryPassword, matchTemporaryPassword } from './temporary-passwords';

/** A trial account's play money. */
const TRIAL_BALANCE = 2000;

/** Where and when a sign-in happens. */
export interface SignIn {
  merchantCode: string;
  /** The site signed in to: on the agent site only agents sign in. */
  app: App;
  ip: string;
  userAgent: string | undefined;
  /** The merchant's password expiry switch (PASSEXPIRY3). */
  passwordExpiry: boolean;
  now: Date;
}

/** Signs in the member whose number an SMS login code was sent to. */
export async function smsSignIn(
  db: Database,
  signIn: SignIn,
  mobileNum: string,
  code: string,
): Promise<LoginValue> {
  const { merchantCode, ip, userAgent, now } = signIn;
  const check = await consumeSmsCode(db, merchantCode, mobileNum, 'login', code, now);
  if (check === 'expired') {
    throw new ApiError(
      400,
      ErrorCode.verificationCodeExpired,
      'The code has expired or was voided; send a new one.',
    );
  }
  if (check === 'wrong') {
    throw new ApiError(
      400,
      ErrorCode.verificationCodeInvalid,
      'The verification code is not valid.',
    );
  }
  const customer = await customerByMobile(db, merchantCode, mobileNum);
  if (!customer)
    throw new ApiError(400, ErrorCode.mobileNotRegistered, 'No account uses this mobile number.');
  requireLoginAllowed(customer, signIn.app);
  // The SMS code proves the member holds the number: it is the new-address check itself.
  await trustAddress(db, customer.id, ip, now);
  await recordLogin(db, {
    customerId: customer.id,
    ip,
    userAgent,
    success: true,
    loginType: 'sms',
    now,
  });
  return startSession(db, customer, {
    ip,
    now,
    passwordExpiry: signIn.passwordExpiry,
    loginType: 'sms',
    password: code,
    userAgent: userAgent ?? '',
  });
}

/** What a username login typed. */
export interface TypedLogin {
  username: string;
  password: string;
  captcha: string | undefined;
  captchaKey: string | undefined;
}

/**
 * Signs in by username and password. A refused attempt that was evaluated counts as a failure and
 * may lock the username; with `verifyNewAddress` (LOGINIPVERF3) a right password from an address
 * the member never used answers 403 `login.verify.required` with a pending login to verify.
 */
export async function passwordSignIn(
  db: Database,
  signIn: SignIn,
  typed: TypedLogin,
  verifyNewAddress: boolean,
): Promise<LoginValue> {
  const { merchantCode, ip, userAgent, now } = signIn;
  const { username, password } = typed;
  const attempt = await beginAttempt(db, merchantCode, username, now);
  if (attempt.lockedUntil) {
    await releaseAttempt(db, merchantCode, username);
    throw lockedError(attempt.lockedUntil, now);
  }
  const fail = async (error: ApiError<LoginFailureValue>): Promise<never> => {
    const lockedUntil = await failAttempt(db, merchantCode, username, attempt, now);
    throw lockedUntil ? lockedError(lockedUntil, now) : error;
  };
  if (attempt.number > CAPTCHA_AFTER_FAILURES) {
    const captcha = typed.captcha?.trim();
    const key = typed.captchaKey?.trim();
    if (!captcha || !key) {
      await releaseAttempt(db, merchantCode, username);
      throw new ApiError<LoginFailureValue>(400, ErrorCode.captchaRequired, 'Enter the captcha.', {
        captcha: true,
      });
    }
    if (!(await consumeCaptcha(db, key, captcha, now))) {
      await fail(
        new ApiError<LoginFailureValue>(
          400,
          ErrorCode.captchaInvalid,
          'The captcha is not right.',
          {
            captcha: true,
          },
        ),
      );
    }
  }

  let customer = await customerByUsername(db, merchantCode, username.toLowerCase());
  const currentOk = customer
    ? await verifyPassword(password, customer.passwordHash)
    : await burnTime(password);
  // Else an unexpired temporary password mailed by "forgot by email".
  const temporaryHash =
    customer && !currentOk ? await matchTemporaryPassword(db, customer.id, password, now) : null;
  const passwordOk = currentOk || temporaryHash !== null;
  if (customer && !passwordOk) {
    await recordLogin(db, {
      customerId: customer.id,
      ip,
      userAgent,
      success: false,
      loginType: 'username',
      now,
    });
  }
  const wrongPassword = () =>
    new ApiError<LoginFailureValue>(
      400,
      ErrorCode.loginFailed,
      'The username or password is wrong.',
      { captcha: attempt.number >= CAPTCHA_AFTER_FAILURES },
    );
  if (!customer || !passwordOk) return fail(wrongPassword());
  requireLoginAllowed(customer, signIn.app);
  if (temporaryHash !== null) {
    // The temporary password becomes the password (to be changed at once); the old one and
    // its sessions end. Gone meanwhile (replaced by a later request): a wrong password.
    const adopted = await adoptTemporaryPassword(db, customer, temporaryHash, now);
    if (!adopted) return fail(wrongPassword());
    customer = adopted;
  }
  await clearAttempts(db, merchantCode, username);
  // §4: a right password from an address this member never used needs one more check.
  if (
    verifyNewAddress &&
    !(await addressIsTrusted(db, customer.id, ip)) &&
    verifyMethodsOf(customer).length > 0
  ) {
    const pending = await createPendingLogin(db, customer, {
      ip,
      userAgent,
      now,
      weakPassword: password === WEAK_DEFAULT_PASSWORD,
    });
    throw new ApiError(
      403,
      ErrorCode.loginVerifyRequired,
      'This address is new for the account: verify it first.',
      pending,
    );
  }
  await trustAddress(db, customer.id, ip, now);
  await recordLogin(db, {
    customerId: customer.id,
    ip,
    userAgent,
    success: true,
    loginType: 'username',
    now,
  });
  return startSession(db, customer, {
    ip,
    now,
    passwordExpiry: signIn.passwordExpiry,
    loginType: 'username',
    password,
    userAgent: userAgent ?? '',
  });
}

/** A new trial account of the merchant (free play), with its play money and a random password. */
export async function createTrialAccount(
  db: Database,
  merchantCode: string,
  now: Date,
): Promise<Customer> {
  const username = `guest${randomBytes(5).toString('hex')}`;
  const [customer] = await db
    .insert(customers)
    .values({
      merchantCode,
      username,
      passwordHash: await hashPassword(randomBytes(24).toString('base64')),
      nickname: username,
      isAgent: TRIAL_TYPE,
      balance: TRIAL_BALANCE,
      lastLoginAt: now,
    })
    .returning();
  if (!customer) throw new Error('trial account insert returned nothing');
  return customer;
}

/** The lock's refusal: 429 with the seconds left, told to the person as "retry after …". */
function lockedError(lockedUntil: Date, now: Date): ApiError<RetryAfterValue & LoginFailureValue> {
  const retryAfter = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  return new ApiError(
    429,
    ErrorCode.loginLocked,
    `Too many failed logins; retry after ${retryAfter} s.`,
    {
      retryAfter,
      captcha: true,
    },
  );
}

/**
 * Trial accounts never log in as members, and on the agent site only agents log in (§6); a
 * disabled account does not log in at all.
 */
export function requireLoginAllowed(customer: Customer, app: App = 'player'): void {
  if (customer.isAgent === TRIAL_TYPE) {
    throw new ApiError(403, ErrorCode.nonMember, 'Non-member accounts cannot log in.');
  }
  if (loginRefusalOf(app, customer.isAgent) !== null) {
    throw new ApiError(403, ErrorCode.notAgent, 'The agent centre is for agents only.');
  }
  if (customer.status !== ACTIVE_STATUS)
    throw new ApiError(403, ErrorCode.accountDisabled, 'This account is disabled.');
}

/** A bank account name as typed: case, spaces and accents aside. */
export function sameName(expected: string, typed: string): boolean {
  const clean = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toUpperCase();
  return clean(expected) === clean(typed) && clean(typed) !== '';
}

/** Hashes anyway for an unknown username, so timing does not tell which usernames exist. */
async function burnTime(password: string): Promise<false> {
  await hashPassword(password);
  return false;
}
