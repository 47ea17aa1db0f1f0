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
  clearFailures,
  failuresOf,
  recordFailure,
} from '../../services/login-attempts';
import { hashPassword, verifyPassword } from '../../services/password';
import { createSession, endSession, startSession } from '../../services/sessions';
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
  }));

  route(app, calls.login, async (request) => {
    const type = request.body.type ?? 'username';
    // Typed text is read without surrounding spaces, as the forms send it.
    const username = request.body.username.trim();
    const password = request.body.password.trim();
    const merchantCode = request.site.merchant.code;
    const passwordExpiry = whitelabelOf(request.site).PASSEXPIRY3;
    const now = deps.now();

    if (type === 'sms') {
      if (!whitelabelOf(request.site).VERIFCODELOGIN3) {
        throw new ApiError(
          403,
          ErrorCode.operationNotEnabled,
          'Verification-code login is not enabled.',
        );
      }
      const mobileNum = mobileNumberOf(username) ?? username;
      if (!(await consumeSmsCode(db, merchantCode, mobileNum, 'login', password, now))) {
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
      return startSession(db, customer, { ip: request.ip, now, passwordExpiry });
    }

    if (!(await deps.challenges.verify(request.body.challenge))) {
      throw new ApiError(400, ErrorCode.challengeInvalid, 'Complete verification first.');
    }
    const failures = await failuresOf(db, merchantCode, username);
    if (failures >= CAPTCHA_AFTER_FAILURES) {
      const typed = request.body.captcha?.trim();
      const key = request.body.captchaKey?.trim();
      if (!typed || !key) {
        throw new ApiError<LoginFailureValue>(
          400,
          ErrorCode.captchaRequired,
          'Enter the captcha.',
          { captcha: true },
        );
      }
      if (!(await consumeCaptcha(db, key, typed, now))) {
        throw new ApiError<LoginFailureValue>(
          400,
          ErrorCode.captchaInvalid,
          'The captcha is not right.',
          { captcha: true },
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
      const count = await recordFailure(db, merchantCode, username, now);
      throw new ApiError<LoginFailureValue>(
        400,
        ErrorCode.loginFailed,
        'The username or password is wrong.',
        { captcha: count >= CAPTCHA_AFTER_FAILURES },
      );
    }
    if (customer.isAgent === TRIAL_TYPE) {
      throw new ApiError(403, ErrorCode.nonMember, 'Non-member accounts cannot log in.');
    }
    if (customer.status !== 1)
      throw new ApiError(403, ErrorCode.accountDisabled, 'This account is disabled.');
    await clearFailures(db, merchantCode, username);
    return startSession(db, customer, { ip: request.ip, now, passwordExpiry });
  });

  route(app, calls.freePlayLogin, async (request) => {
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
  });

  route(app, calls.logout, async (request) => {
    await endSession(db, request.session.token);
    return null;
  });
}

/** Hashes anyway for an unknown username, so timing does not tell which usernames exist. */
async function burnTime(password: string): Promise<false> {
  await hashPassword(password);
  return false;
}
