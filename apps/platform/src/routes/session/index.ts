/** Session calls: the envelope key, sealed login (with challenge and captcha), free play, logout. */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type { LoginFailureValue } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { TRIAL_TYPE } from '@gaming/domain/roles';
import { customers } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { consumeCaptcha } from '../../services/captcha';
import {
  CAPTCHA_AFTER_FAILURES,
  beginAttempt,
  clearAttempts,
  failAttempt,
  releaseAttempt,
} from '../../services/login-attempts';
import { ADDRESS_CEILINGS } from '../../services/ceilings';
import type { RetryAfterValue } from '../../services/ceilings';
import type { Customer } from '../../services/customers';
import { hashPassword, verifyPassword } from '../../services/password';
import { ACTIVE_STATUS, createSession, endSession, startSession } from '../../services/sessions';
import { whitelabelOf } from '../../services/site';
import { consumeSmsCode, mobileNumberOf } from '../../services/sms-codes';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.session;
const TRIAL_BALANCE = 2000;

export function registerSessionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(app, calls.rsaKey, () => ({
    keyId: deps.keys.current.keyId,
    publicKey: deps.keys.current.publicKey,
    serverTime: deps.now().getTime(),
  }));

  route(
    app,
    calls.login,
    async (request) => {
      const type = request.body.type ?? 'username';
      // Typed text is read without surrounding spaces, as the forms send it.
      const username = request.body.username.trim();
      const password = request.body.password.trim();
      const merchantCode = request.site.merchant.code;
      const passwordExpiry = whitelabelOf(request.site).PASSEXPIRY3;
      const now = deps.now();

      // Every way in costs a proof of work (username and SMS login alike).
      if (!(await deps.challenges.verify(request.body.challenge))) {
        throw new ApiError(400, ErrorCode.challengeInvalid, 'Complete verification first.');
      }

      if (type === 'sms') {
        if (!whitelabelOf(request.site).VERIFCODELOGIN3) {
          throw new ApiError(
            403,
            ErrorCode.operationNotEnabled,
            'Verification-code login is not enabled.',
          );
        }
        const mobileNum = mobileNumberOf(username) ?? username;
        const check = await consumeSmsCode(db, merchantCode, mobileNum, 'login', password, now);
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
        const [customer] = await db
          .select()
          .from(customers)
          .where(and(eq(customers.merchantCode, merchantCode), eq(customers.mobileNum, mobileNum)));
        if (!customer)
          throw new ApiError(
            400,
            ErrorCode.mobileNotRegistered,
            'No account uses this mobile number.',
          );
        requireLoginAllowed(customer);
        return startSession(db, customer, {
          ip: request.ip,
          now,
          passwordExpiry,
          loginType: 'sms',
          password,
        });
      }

      const attempt = await beginAttempt(db, merchantCode, username, now);
      if (attempt.lockedUntil) {
        await releaseAttempt(db, merchantCode, username);
        throw lockedError(attempt.lockedUntil, now);
      }
      // A refused attempt that was evaluated counts as a failure and may lock the username.
      const fail = async (error: ApiError<LoginFailureValue>): Promise<never> => {
        const lockedUntil = await failAttempt(db, merchantCode, username, attempt, now);
        throw lockedUntil ? lockedError(lockedUntil, now) : error;
      };
      if (attempt.number > CAPTCHA_AFTER_FAILURES) {
        const typed = request.body.captcha?.trim();
        const key = request.body.captchaKey?.trim();
        if (!typed || !key) {
          await releaseAttempt(db, merchantCode, username);
          throw new ApiError<LoginFailureValue>(
            400,
            ErrorCode.captchaRequired,
            'Enter the captcha.',
            { captcha: true },
          );
        }
        if (!(await consumeCaptcha(db, key, typed, now))) {
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

      const [customer] = await db
        .select()
        .from(customers)
        .where(
          and(
            eq(customers.merchantCode, merchantCode),
            eq(customers.username, username.toLowerCase()),
          ),
        );
      const passwordOk = customer
        ? await verifyPassword(password, customer.passwordHash)
        : await burnTime(password);
      if (!customer || !passwordOk) {
        return fail(
          new ApiError<LoginFailureValue>(
            400,
            ErrorCode.loginFailed,
            'The username or password is wrong.',
            { captcha: attempt.number >= CAPTCHA_AFTER_FAILURES },
          ),
        );
      }
      requireLoginAllowed(customer);
      await clearAttempts(db, merchantCode, username);
      return startSession(db, customer, {
        ip: request.ip,
        now,
        passwordExpiry,
        loginType: 'username',
        password,
      });
    },
    { rateLimit: ADDRESS_CEILINGS.login },
  );

  route(
    app,
    calls.freePlayLogin,
    async (request) => {
      if (!whitelabelOf(request.site).FREEPLAY3) {
        throw new ApiError(403, ErrorCode.operationNotEnabled, 'Free play is not enabled.');
      }
      const now = deps.now();
      const username = `guest${randomBytes(5).toString('hex')}`;
      const [customer] = await db
        .insert(customers)
        .values({
          merchantCode: request.site.merchant.code,
          username,
          passwordHash: await hashPassword(randomBytes(24).toString('base64')),
          nickname: username,
          isAgent: TRIAL_TYPE,
          balance: TRIAL_BALANCE,
          lastLoginAt: now,
        })
        .returning();
      if (!customer) throw new Error('trial account insert returned nothing');
      const token = await createSession(db, customer.id, customer.merchantCode, request.ip, now);
      return { token, username, isAgent: TRIAL_TYPE } as const;
    },
    { rateLimit: ADDRESS_CEILINGS.freePlay },
  );

  route(app, calls.logout, async (request) => {
    await endSession(db, request.session.token);
    return null;
  });
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

/** Trial accounts never log in as members (§6); a disabled account does not log in at all. */
function requireLoginAllowed(customer: Customer): void {
  if (customer.isAgent === TRIAL_TYPE) {
    throw new ApiError(403, ErrorCode.nonMember, 'Non-member accounts cannot log in.');
  }
  if (customer.status !== ACTIVE_STATUS)
    throw new ApiError(403, ErrorCode.accountDisabled, 'This account is disabled.');
}

/** Hashes anyway for an unknown username, so timing does not tell which usernames exist. */
async function burnTime(password: string): Promise<false> {
  await hashPassword(password);
  return false;
}
