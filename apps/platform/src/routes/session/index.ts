/** Session calls: the envelope key, sealed login (with challenge and captcha), free play, logout. */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type { LoginFailureValue } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { TRIAL_TYPE, loginRefusalOf } from '@gaming/domain/roles';
import type { App } from '@gaming/domain/roles';
import { WEAK_DEFAULT_PASSWORD } from '@gaming/domain/session';
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
import { ACCOUNT_CEILINGS, ADDRESS_CEILINGS, checkCeiling } from '../../services/ceilings';
import type { RetryAfterValue } from '../../services/ceilings';
import type { Customer } from '../../services/customers';
import { customerById } from '../../services/customers';
import { consumeEmailCode, issueEmailCode } from '../../services/email-codes';
import { addressIsTrusted, recordLogin, trustAddress } from '../../services/login-trust';
import {
  consumePendingLogin,
  createPendingLogin,
  failPendingLogin,
  livePendingLogin,
  verifyMethodsOf,
} from '../../services/pending-logins';
import { checkSmsCeilings } from '../../services/sms-ceilings';
import { verifyTotp } from '../../services/totp';
import { hashPassword, verifyPassword } from '../../services/password';
import { ACTIVE_STATUS, createSession, endSession, startSession } from '../../services/sessions';
import { adoptTemporaryPassword, matchTemporaryPassword } from '../../services/temporary-passwords';
import { whitelabelOf } from '../../services/site';
import { consumeSmsCode, issueSmsCode, mobileNumberOf } from '../../services/sms-codes';
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
      const site: App = request.body.site ?? 'player';
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
      // Per account (a username, or the number of an SMS login), from any address; counted once
      // the proof of work is paid, so spamming a name costs the sender work.
      await checkCeiling(
        app,
        request,
        ACCOUNT_CEILINGS.login,
        `${merchantCode}:${(type === 'sms' ? (mobileNumberOf(username) ?? username) : username).toLowerCase()}`,
      );

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
        requireLoginAllowed(customer, site);
        // The SMS code proves the member holds the number: it is the new-address check itself.
        await trustAddress(db, customer.id, request.ip, now);
        await recordLogin(db, {
          customerId: customer.id,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          success: true,
          loginType: 'sms',
          now,
        });
        return startSession(db, customer, {
          ip: request.ip,
          now,
          passwordExpiry,
          loginType: 'sms',
          password,
          userAgent: request.headers['user-agent'] ?? '',
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

      const [found] = await db
        .select()
        .from(customers)
        .where(
          and(
            eq(customers.merchantCode, merchantCode),
            eq(customers.username, username.toLowerCase()),
          ),
        );
      let customer = found;
      const currentOk = customer
        ? await verifyPassword(password, customer.passwordHash)
        : await burnTime(password);
      // Else an unexpired temporary password mailed by "forgot by email".
      const temporaryHash =
        customer && !currentOk
          ? await matchTemporaryPassword(db, customer.id, password, now)
          : null;
      const passwordOk = currentOk || temporaryHash !== null;
      const userAgent = request.headers['user-agent'];
      if (customer && !passwordOk) {
        await recordLogin(db, {
          customerId: customer.id,
          ip: request.ip,
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
      requireLoginAllowed(customer, site);
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
        whitelabelOf(request.site).LOGINIPVERF3 &&
        !(await addressIsTrusted(db, customer.id, request.ip)) &&
        verifyMethodsOf(customer).length > 0
      ) {
        const pending = await createPendingLogin(db, customer, {
          ip: request.ip,
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
      await trustAddress(db, customer.id, request.ip, now);
      await recordLogin(db, {
        customerId: customer.id,
        ip: request.ip,
        userAgent,
        success: true,
        loginType: 'username',
        now,
      });
      return startSession(db, customer, {
        ip: request.ip,
        now,
        passwordExpiry,
        loginType: 'username',
        password,
        userAgent: userAgent ?? '',
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

  /** The customer of a live ticket from this address, or the check's refusal. */
  async function pendingOf(request: FastifyRequest, ticket: string) {
    const pending = await livePendingLogin(db, ticket, request.ip, deps.now());
    if (!pending)
      throw new ApiError(400, ErrorCode.loginVerifyInvalid, 'The check has ended; log in again.');
    const customer = await customerById(db, pending.customerId);
    return { pending, customer };
  }

  route(app, calls.loginVerifyCode, async (request) => {
    const { customer } = await pendingOf(request, request.body.ticket);
    const now = deps.now();
    const merchantCode = request.site.merchant.code;
    if (request.body.method === 'sms') {
      if (!customer.mobileNum)
        throw new ApiError(400, ErrorCode.loginVerifyInvalid, 'No mobile number is bound.');
      await checkSmsCeilings(db, request, customer.mobileNum, now, deps);
      return issueSmsCode(db, merchantCode, customer.mobileNum, 'verify', now);
    }
    if (!customer.email)
      throw new ApiError(400, ErrorCode.loginVerifyInvalid, 'No email is bound.');
    await checkSmsCeilings(db, request, customer.email, now, deps);
    return issueEmailCode(
      db,
      { merchantCode, customerId: customer.id, email: customer.email, purpose: 'verify' },
      now,
    );
  });

  route(
    app,
    calls.loginVerify,
    async (request) => {
      const { ticket, method, answer } = request.body;
      const { pending, customer } = await pendingOf(request, ticket);
      const now = deps.now();
      const merchantCode = request.site.merchant.code;
      let right = false;
      if (method === 'sms' && customer.mobileNum) {
        right =
          (await consumeSmsCode(
            db,
            merchantCode,
            customer.mobileNum,
            'verify',
            answer.trim(),
            now,
          )) === 'used';
      } else if (method === 'email' && customer.email) {
        right =
          (await consumeEmailCode(
            db,
            { customerId: customer.id, email: customer.email, purpose: 'verify' },
            answer,
            now,
          )) === 'used';
      } else if (method === 'bankName' && customer.profile.payeeName) {
        right = sameName(customer.profile.payeeName, answer);
      } else if (method === 'totp' && customer.totpSecret) {
        right = verifyTotp(customer.totpSecret, answer, now);
      }
      if (!right) {
        await failPendingLogin(db, ticket);
        await recordLogin(db, {
          customerId: customer.id,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          success: false,
          loginType: 'verify',
          now,
        });
        throw new ApiError(400, ErrorCode.loginVerifyInvalid, 'The answer is not right.');
      }
      if (!(await consumePendingLogin(db, ticket)))
        throw new ApiError(400, ErrorCode.loginVerifyInvalid, 'The check has ended; log in again.');
      requireLoginAllowed(customer);
      await trustAddress(db, customer.id, request.ip, now);
      await recordLogin(db, {
        customerId: customer.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        success: true,
        loginType: 'verify',
        now,
      });
      return startSession(db, customer, {
        ip: request.ip,
        now,
        passwordExpiry: whitelabelOf(request.site).PASSEXPIRY3,
        loginType: 'username',
        // Only whether it was the weak default matters for the forced change (§4).
        password: pending.weakPassword ? WEAK_DEFAULT_PASSWORD : '',
        userAgent: request.headers['user-agent'] ?? '',
      });
    },
    { rateLimit: ADDRESS_CEILINGS.login },
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

/**
 * Trial accounts never log in as members, and on the agent site only agents log in (§6); a
 * disabled account does not log in at all.
 */
function requireLoginAllowed(customer: Customer, site: App = 'player'): void {
  if (customer.isAgent === TRIAL_TYPE) {
    throw new ApiError(403, ErrorCode.nonMember, 'Non-member accounts cannot log in.');
  }
  if (loginRefusalOf(site, customer.isAgent) !== null) {
    throw new ApiError(403, ErrorCode.notAgent, 'The agent centre is for agents only.');
  }
  if (customer.status !== ACTIVE_STATUS)
    throw new ApiError(403, ErrorCode.accountDisabled, 'This account is disabled.');
}

/** A bank account name as typed: case, spaces and accents aside. */
function sameName(expected: string, typed: string): boolean {
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
