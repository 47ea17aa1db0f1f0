/** Session calls: the envelope key, sealed login (with challenge and captcha), free play, logout. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import { ErrorCode } from '@gaming/api/wire';
import { TRIAL_TYPE } from '@gaming/domain/roles';
import { WEAK_DEFAULT_PASSWORD } from '@gaming/domain/session';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { ACCOUNT_CEILINGS, ADDRESS_CEILINGS, checkCeiling } from '../../services/ceilings';
import { customerById } from '../../services/customers';
import { consumeEmailCode, issueEmailCode } from '../../services/email-codes';
import type { SignIn } from '../../services/login';
import {
  createTrialAccount,
  passwordSignIn,
  requireLoginAllowed,
  sameName,
  smsSignIn,
} from '../../services/login';
import { languageOf } from '../../services/local-text';
import { recordLogin, trustAddress } from '../../services/login-trust';
import {
  consumePendingLogin,
  failPendingLogin,
  livePendingLogin,
} from '../../services/pending-logins';
import { checkSmsCeilings } from '../../services/sms-ceilings';
import { verifyTotp } from '../../services/totp';
import { createSession, endSession, startSession } from '../../services/sessions';
import { whitelabelOf } from '../../services/site';
import { consumeSmsCode, issueSmsCode, mobileNumberOf } from '../../services/sms-codes';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.session;

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
      const whitelabel = whitelabelOf(request.site);
      const signIn: SignIn = {
        merchantCode,
        app: request.body.site ?? 'player',
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        passwordExpiry: whitelabel.PASSEXPIRY3,
        now: deps.now(),
      };

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
        if (!whitelabel.VERIFCODELOGIN3) {
          throw new ApiError(
            403,
            ErrorCode.operationNotEnabled,
            'Verification-code login is not enabled.',
          );
        }
        return smsSignIn(db, signIn, mobileNumberOf(username) ?? username, password);
      }
      const { captcha, captchaKey } = request.body;
      return passwordSignIn(
        db,
        signIn,
        { username, password, captcha, captchaKey },
        whitelabel.LOGINIPVERF3,
      );
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
      const customer = await createTrialAccount(db, request.site.merchant.code, now);
      const token = await createSession(db, customer.id, customer.merchantCode, request.ip, now);
      return { token, username: customer.username, isAgent: TRIAL_TYPE } as const;
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
      return issueSmsCode(db, merchantCode, customer.mobileNum, 'verify', now, languageOf(request));
    }
    if (!customer.email)
      throw new ApiError(400, ErrorCode.loginVerifyInvalid, 'No email is bound.');
    await checkSmsCeilings(db, request, customer.email, now, deps);
    return issueEmailCode(
      db,
      {
        merchantCode,
        customerId: customer.id,
        email: customer.email,
        purpose: 'verify',
        language: languageOf(request),
      },
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
