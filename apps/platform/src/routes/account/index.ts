/**
 * Account calls: registration by username and by mobile number (§4 Registration), the invitation
 * code check, and password recovery by email and by phone (§4 Forgot).
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type { RegisterRequest } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import type { RegisterMethod, RegisterSettings } from '@gaming/domain/validation';
import { matchServerRule } from '@gaming/domain/validation';
import { customers, teamAccounts } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { consumeCaptcha } from '../../services/captcha';
import { ACCOUNT_CEILINGS, ADDRESS_CEILINGS, checkCeiling } from '../../services/ceilings';
import { recordLogin, trustAddress } from '../../services/login-trust';
import { sendMail } from '../../services/mail';
import { hashPassword } from '../../services/password';
import { clearPasswordFailures } from '../../services/password-guard';
import { recordReferral, referrerOfCode } from '../../services/referral';
import { agentOfAffiliateCode, checkRegistration, fieldInvalid } from '../../services/registration';
import { endAllSessions, startSession } from '../../services/sessions';
import {
  TEMPORARY_PASSWORD_MINUTES,
  dropTemporaryPassword,
  issueTemporaryPassword,
} from '../../services/temporary-passwords';
import type { Site } from '../../services/site';
import { whitelabelOf } from '../../services/site';
import { consumeSmsCode, mobileNumberOf } from '../../services/sms-codes';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.account;
const TEMPORARY_PASSWORD_LENGTH = 10;
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Postgres unique violation: two registrations raced for one username. */
function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { code?: unknown }).code === '23505' ||
      (error as { cause?: { code?: unknown } }).cause?.code === '23505')
  );
}

/** A temporary password with letters and a digit, so it passes the usual password rules. */
function temporaryPassword(): string {
  let password = '';
  while (!/\d/.test(password) || !/[A-Za-z]/.test(password)) {
    password = Array.from(
      { length: TEMPORARY_PASSWORD_LENGTH },
      () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)],
    ).join('');
  }
  return password;
}

function rulesOf(site: Site): RegisterSettings {
  return site.settings.registerRules;
}

export function registerAccountRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  async function register(request: FastifyRequest, body: RegisterRequest, method: RegisterMethod) {
    const site = request.site;
    const whitelabel = whitelabelOf(site);
    const merchantCode = site.merchant.code;
    const now = deps.now();
    const enabled =
      method === 'username'
        ? whitelabel.USERNAMEREG3
        : whitelabel.MOBILENUMREG3 || whitelabel.MOBILENUMPASSREG3;
    if (!enabled)
      throw new ApiError(403, ErrorCode.operationNotEnabled, 'This registration is not enabled.');
    if (!(await deps.challenges.verify(body.challenge)))
      throw new ApiError(400, ErrorCode.challengeInvalid, 'Complete verification first.');

    const smsVerification =
      method === 'mobile'
        ? whitelabel.REGMOBVERF3
        : site.settings.settings.registerSmsVerification === true;
    const checked = checkRegistration(body, rulesOf(site), {
      method,
      smsVerification,
      captcha: site.settings.settings.registerCaptcha === true,
    });

    if (checked.captcha !== null) {
      const key = body.captchaKey?.trim();
      if (!key || !(await consumeCaptcha(db, key, checked.captcha, now)))
        throw new ApiError(400, ErrorCode.captchaInvalid, 'The captcha is not right.');
    }
    // An agent's invitation code, else a member's own referral code (invite and earn).
    const invitationCode = checked.affiliateCode ?? (body.referralCode?.trim() || null);
    const agent =
      invitationCode === null ? null : await agentOfAffiliateCode(db, merchantCode, invitationCode);
    const referrer =
      invitationCode === null || agent !== null
        ? null
        : await referrerOfCode(db, merchantCode, invitationCode);
    if (invitationCode !== null && agent === null && referrer === null)
      throw new ApiError(400, ErrorCode.invitationCodeError, 'The invitation code is unknown.', {
        field: 'affiliateCode',
      });

    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(eq(customers.merchantCode, merchantCode), eq(customers.username, checked.username)),
      );
    if (taken) throw new ApiError(400, ErrorCode.usernameTaken, 'This username is taken.');
    if (checked.mobileNum !== null) {
      const [owner] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(eq(customers.merchantCode, merchantCode), eq(customers.mobileNum, checked.mobileNum)),
        );
      if (owner)
        throw new ApiError(
          400,
          ErrorCode.mobileAlreadyRegistered,
          'This mobile number is already registered.',
        );
    }
    // The code is used last: a refusal above leaves it for the corrected attempt.
    if (checked.verificationCode !== null && checked.mobileNum !== null) {
      const check = await consumeSmsCode(
        db,
        merchantCode,
        checked.mobileNum,
        'register',
        checked.verificationCode,
        now,
      );
      if (check === 'expired')
        throw new ApiError(400, ErrorCode.verificationCodeExpired, 'Send a new code.');
      if (check === 'wrong')
        throw new ApiError(400, ErrorCode.verificationCodeInvalid, 'The code is not right.');
    }

    let inserted;
    try {
      [inserted] = await db
        .insert(customers)
        .values({
          merchantCode,
          username: checked.username,
          passwordHash: await hashPassword(checked.password),
          nickname: checked.username,
          // An agent link (agent centre) opens an agent account below the agent.
          isAgent: agent?.linkType === 'agent' ? 2 : 0,
          // A referred friend joins the referrer's agent line.
          parentId: agent?.id ?? referrer?.parentId ?? null,
          mobileNum: checked.mobileNum,
          mobileVerified: checked.verificationCode !== null,
          email: checked.email,
          paymentPasswordHash:
            checked.paymentPassword === null ? null : await hashPassword(checked.paymentPassword),
          profile: checked.profile,
          createdAt: now,
          passwordChangedAt: now,
        })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ApiError(400, ErrorCode.usernameTaken, 'This username is taken.');
      throw error;
    }
    if (!inserted) throw new Error('registration insert returned nothing');
    // Registered by an agent's invitation link: the link counts it (agent centre stats).
    if (agent?.linkId != null)
      await db.insert(teamAccounts).values({ customerId: inserted.id, linkId: agent.linkId });
    if (referrer)
      await recordReferral(db, {
        referrerId: referrer.id,
        inviteeId: inserted.id,
        ip: request.ip,
        at: now,
      });
    // The address the member registered from is theirs: the next login from it is not challenged.
    await trustAddress(db, inserted.id, request.ip, now);
    await recordLogin(db, {
      customerId: inserted.id,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      success: true,
      loginType: 'register',
      now,
    });
    return startSession(db, inserted, {
      ip: request.ip,
      now,
      passwordExpiry: whitelabel.PASSEXPIRY3,
      loginType: 'username',
      password: checked.password,
      userAgent: request.headers['user-agent'] ?? '',
    });
  }

  route(app, calls.register, (request) => register(request, request.body, 'username'), {
    rateLimit: ADDRESS_CEILINGS.register,
  });
  route(app, calls.registerMobile, (request) => register(request, request.body, 'mobile'), {
    rateLimit: ADDRESS_CEILINGS.register,
  });

  route(
    app,
    calls.affiliate,
    async (request) => {
      const merchantCode = request.site.merchant.code;
      const agent =
        (await agentOfAffiliateCode(db, merchantCode, request.query.code)) ??
        (await referrerOfCode(db, merchantCode, request.query.code));
      if (!agent)
        throw new ApiError(400, ErrorCode.invitationCodeError, 'The invitation code is unknown.');
      return { code: request.query.code.trim().toUpperCase(), agentNickname: agent.nickname };
    },
    { rateLimit: ADDRESS_CEILINGS.affiliate },
  );

  route(
    app,
    calls.forgotByEmail,
    async (request) => {
      const merchantCode = request.site.merchant.code;
      const username = request.body.username.trim().toLowerCase();
      const email = request.body.email.trim().toLowerCase();
      // Per account from any address, counted before the pair is checked: the refusal is the same
      // for a right pair, a wrong email and an unknown username.
      const account = `${merchantCode}:${username}`;
      await checkCeiling(app, request, ACCOUNT_CEILINGS.passwordResetHour, account);
      await checkCeiling(app, request, ACCOUNT_CEILINGS.passwordResetDay, account);
      const [customer] = await db
        .select()
        .from(customers)
        .where(and(eq(customers.merchantCode, merchantCode), eq(customers.username, username)));
      // One answer for an unknown username and a wrong email: the call does not tell which exists.
      if (!customer || customer.email?.toLowerCase() !== email || customer.isAgent === 4)
        throw new ApiError(
          400,
          ErrorCode.usernameOrEmailNotExist,
          'The username and email do not match an account.',
        );
      const password = temporaryPassword();
      const now = deps.now();
      // Stored beside the password, which keeps working: the request alone changes nothing.
      await issueTemporaryPassword(db, customer.id, password, now);
      await sendMail(
        db,
        {
          merchantCode,
          to: email,
          subject: 'Your temporary password',
          body: [
            `Hello ${customer.nickname},`,
            '',
            `Your username: ${customer.username}`,
            `Your temporary password: ${password}`,
            '',
            `It works for ${TEMPORARY_PASSWORD_MINUTES} minutes. Until you log in with it, your current password keeps working.`,
            'When you log in with it, it replaces your current password and you will be asked to choose a new password at once.',
            'If you did not ask for this, ignore this mail: your password stays as it is.',
          ].join('\n'),
        },
        now,
      );
      return null;
    },
    { rateLimit: ADDRESS_CEILINGS.passwordReset },
  );

  route(
    app,
    calls.forgotByPhone,
    async (request) => {
      const site = request.site;
      if (!whitelabelOf(site).CHNGPASSVERIF3)
        throw new ApiError(403, ErrorCode.operationNotEnabled, 'Reset by phone is not enabled.');
      const merchantCode = site.merchant.code;
      const mobileNum = mobileNumberOf(request.body.mobileNum);
      if (mobileNum === null)
        throw new ApiError(400, ErrorCode.invalidPhoneFormat, 'The mobile number is not valid.');
      const newPassword = request.body.newPassword.trim();
      const rule = rulesOf(site).password;
      if (rule && !matchServerRule(newPassword, rule).ok)
        throw fieldInvalid('newPassword', 'The new password does not match its rule.');
      const [customer] = await db
        .select()
        .from(customers)
        .where(and(eq(customers.merchantCode, merchantCode), eq(customers.mobileNum, mobileNum)));
      if (!customer)
        throw new ApiError(400, ErrorCode.mobileNotRegistered, 'No account uses this number.');
      const now = deps.now();
      const check = await consumeSmsCode(
        db,
        merchantCode,
        mobileNum,
        'password',
        request.body.verificationCode.trim(),
        now,
      );
      if (check === 'expired')
        throw new ApiError(400, ErrorCode.verificationCodeExpired, 'Send a new code.');
      if (check === 'wrong')
        throw new ApiError(400, ErrorCode.verificationCodeInvalid, 'The code is not right.');
      await db
        .update(customers)
        .set({
          passwordHash: await hashPassword(newPassword),
          passwordChangedAt: now,
          mustChangePassword: false,
        })
        .where(eq(customers.id, customer.id));
      // The member chose this password: a mailed temporary one must not replace it afterwards.
      await dropTemporaryPassword(db, customer.id);
      // A new password: wrong answers to the old one no longer count (services/password-guard.ts),
      // and no session opened with the old one lives on (a stolen token ends here).
      await clearPasswordFailures(db, customer.id, 'login');
      await endAllSessions(db, customer.id);
      // The number proved the owner: the address they reset from is trusted for the login that follows.
      await trustAddress(db, customer.id, request.ip, now);
      return { username: customer.username };
    },
    { rateLimit: ADDRESS_CEILINGS.passwordReset },
  );
}
