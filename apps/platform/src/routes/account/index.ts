/**
 * Account calls: registration by username and by mobile number (§4 Registration), the invitation
 * code check, and password recovery by email and by phone (§4 Forgot).
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type { RegisterRequest } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import type { RegisterMethod, RegisterSettings } from '@gaming/domain/validation';
import { matchServerRule } from '@gaming/domain/validation';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { replaceLoginPassword } from '../../services/account-settings';
import { ACCOUNT_CEILINGS, ADDRESS_CEILINGS, checkCeiling } from '../../services/ceilings';
import { customerByMobile, customerByUsername } from '../../services/customers';
import { languageOf } from '../../services/local-text';
import { trustAddress } from '../../services/login-trust';
import { sendMail } from '../../services/mail';
import { temporaryPasswordMail } from '../../services/member-texts';
import { clearPasswordFailures } from '../../services/password-guard';
import { referrerOfCode } from '../../services/referral';
import { agentOfAffiliateCode, fieldInvalid, registerMember } from '../../services/registration';
import { endAllSessions } from '../../services/sessions';
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

  const register = (request: FastifyRequest, body: RegisterRequest, method: RegisterMethod) =>
    registerMember(
      deps,
      request.site,
      body,
      { ip: request.ip, userAgent: request.headers['user-agent'], now: deps.now() },
      { method, loginEvent: 'register' },
    );

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
      const customer = await customerByUsername(db, merchantCode, username);
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
      // Written in the language the member asked in: the one they read the site in.
      const mail = temporaryPasswordMail(languageOf(request), {
        nickname: customer.nickname,
        username: customer.username,
        password,
        minutes: TEMPORARY_PASSWORD_MINUTES,
      });
      await sendMail(db, { merchantCode, to: email, ...mail }, now);
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
      const customer = await customerByMobile(db, merchantCode, mobileNum);
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
      await replaceLoginPassword(db, customer.id, newPassword, now);
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
