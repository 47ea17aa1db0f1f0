/**
 * The security centre (original site securityCenter): the score, the authenticator app (RFC 6238),
 * login history and active sessions. Every call is a real account's (trial accounts are refused).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import { ErrorCode } from '@gaming/api/wire';
import { ApiError } from '../../http/api-error';
import { documentRoute, route } from '../../http/route';
import {
  avatarUrlOf,
  saveCustomAvatar,
  servedAvatarOf,
  staticAvatarSvg,
} from '../../services/avatars';
import {
  bindEmailAddress,
  bindMobileNumber,
  chooseAvatar,
  customerIdByEmail,
  saveProfile,
  replacePaymentPassword,
  setTotpSecret,
} from '../../services/account-settings';
import { customerById, customerByMobile } from '../../services/customers';
import { consumeEmailCode, issueEmailCode } from '../../services/email-codes';
import { languageOf } from '../../services/local-text';
import { checkPaymentPassword } from '../../services/payment-password';
import { fieldInvalid } from '../../services/registration';
import { endOtherSessions } from '../../services/sessions';
import { checkSmsCeilings } from '../../services/sms-ceilings';
import type { SmsCodeCheck } from '../../services/sms-codes';
import { consumeSmsCode, issueSmsCode, mobileNumberOf } from '../../services/sms-codes';
import {
  activeSessionsOf,
  completeProgressOf,
  loginHistoryOf,
  profileOf,
  securityItemsOf,
  updatedProfile,
} from '../../services/security';
import { newTotpSecret, otpauthUri, verifyTotp } from '../../services/totp';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.security;

/**
 * A picture is served as what it is and nothing else: its own type, never sniffed, and opened on its
 * own (a new tab, a saved link) it runs no script and loads nothing (a sandboxed, empty policy).
 */
function pictureHeaders(reply: FastifyReply, type: string, filename?: string): FastifyReply {
  reply
    .header('content-type', type)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox");
  if (filename !== undefined) reply.header('content-disposition', `inline; filename="${filename}"`);
  return reply;
}

/** §5: a payment password is 6 digits (the original's withdrawal password). */
const PAYMENT_PASSWORD = /^\d{6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A code's check: an expired or wrong code refuses the change. */
function requireUsedCode(check: SmsCodeCheck): void {
  if (check === 'expired')
    throw new ApiError(400, ErrorCode.verificationCodeExpired, 'Send a new code.');
  if (check === 'wrong')
    throw new ApiError(400, ErrorCode.verificationCodeInvalid, 'The code is not right.');
}

function emailOf(typed: string | undefined): string {
  const email = (typed ?? '').trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254)
    throw fieldInvalid('email', 'The email is not valid.');
  return email;
}

export function registerSecurityRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  const mobileOwner = async (merchantCode: string, mobileNum: string) =>
    (await customerByMobile(db, merchantCode, mobileNum))?.id ?? null;

  route(app, calls.overview, async (request) => {
    const customer = await customerById(db, request.session.customerId);
    const items = securityItemsOf(customer);
    return {
      items,
      paymentPasswordSet: customer.paymentPasswordHash !== null,
      completeProgress: completeProgressOf(items),
      mobileNum: customer.mobileNum,
      email: customer.email,
    };
  });

  route(app, calls.authenticatorSecret, async (request) => {
    const customer = await customerById(db, request.session.customerId);
    if (customer.totpSecret)
      throw new ApiError(400, ErrorCode.totpAlreadyBound, 'An authenticator is already bound.');
    const secretKey = newTotpSecret();
    return {
      secretKey,
      otpauth: otpauthUri(secretKey, customer.username, request.site.merchant.code),
    };
  });

  route(app, calls.bindAuthenticator, async (request) => {
    const { secretKey, code } = request.body;
    const customer = await customerById(db, request.session.customerId);
    if (customer.totpSecret)
      throw new ApiError(400, ErrorCode.totpAlreadyBound, 'An authenticator is already bound.');
    if (!verifyTotp(secretKey, code, deps.now()))
      throw new ApiError(400, ErrorCode.totpCodeInvalid, 'The authenticator code is not right.');
    await setTotpSecret(db, customer.id, secretKey);
    return null;
  });

  route(app, calls.unbindAuthenticator, async (request) => {
    const customer = await customerById(db, request.session.customerId);
    if (!customer.totpSecret)
      throw new ApiError(400, ErrorCode.totpNotBound, 'No authenticator is bound.');
    if (!verifyTotp(customer.totpSecret, request.body.code, deps.now()))
      throw new ApiError(400, ErrorCode.totpCodeInvalid, 'The authenticator code is not right.');
    await setTotpSecret(db, customer.id, null);
    return null;
  });

  route(app, calls.profile, async (request) =>
    profileOf(await customerById(db, request.session.customerId)),
  );

  route(app, calls.updateProfile, async (request) => {
    const customer = await customerById(db, request.session.customerId);
    const saved = await saveProfile(
      db,
      customer.id,
      updatedProfile(customer, request.body, deps.now()),
    );
    return profileOf(saved ?? customer);
  });

  route(
    app,
    calls.setAvatar,
    async (request) => {
      const { avatar, image } = request.body;
      const customerId = request.session.customerId;
      if (avatar !== undefined) {
        await chooseAvatar(db, customerId, avatar);
        return { avatar: avatarUrlOf({ id: customerId, avatar }) ?? '' };
      }
      if (image === undefined)
        throw new ApiError(400, ErrorCode.avatarInvalid, 'Choose a picture or upload one.');
      const saved = await saveCustomAvatar(db, customerId, image, deps.now(), request.body.mime);
      return { avatar: avatarUrlOf({ id: customerId, avatar: saved }) ?? '' };
    },
    // Base64 of a 1 MB image, and the envelope around it.
    { bodyLimit: 1_500_000 },
  );

  documentRoute(app, calls.memberIcon, async (request, reply) => {
    const { file } = request.params;
    const drawn = /^static-([1-9]|1[0-2])\.svg$/.exec(file);
    if (drawn) {
      return pictureHeaders(reply, 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(staticAvatarSvg(Number(drawn[1])));
    }
    const served = await servedAvatarOf(db, file);
    if (!served)
      return reply
        .status(404)
        .send({ success: false, errorCode: ErrorCode.notFound, message: 'No such picture.' });
    const { mime, bytes } = served;
    return pictureHeaders(reply, mime, `avatar.${mime === 'image/png' ? 'png' : 'jpg'}`)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });

  route(app, calls.sendSecurityCode, async (request) => {
    const customer = await customerById(db, request.session.customerId);
    const merchantCode = request.site.merchant.code;
    const now = deps.now();
    const { purpose } = request.body;
    if (purpose === 'bindEmail') {
      const email = emailOf(request.body.email);
      await checkSmsCeilings(db, request, email, now, deps);
      return issueEmailCode(
        db,
        {
          merchantCode,
          customerId: customer.id,
          email,
          purpose: 'bind',
          language: languageOf(request),
        },
        now,
      );
    }
    const toBound = purpose === 'payment' || purpose === 'withdraw';
    const mobileNum = toBound ? customer.mobileNum : mobileNumberOf(request.body.mobileNum ?? '');
    if (toBound && mobileNum === null)
      throw new ApiError(400, ErrorCode.missingPhoneNumber, 'Bind a mobile number first.');
    if (mobileNum === null)
      throw new ApiError(400, ErrorCode.invalidPhoneFormat, 'The mobile number is not valid.');
    if (purpose === 'bindMobile' && (await mobileOwner(merchantCode, mobileNum)) !== null)
      throw new ApiError(400, ErrorCode.mobileAlreadyRegistered, 'This number is already used.');
    await checkSmsCeilings(db, request, mobileNum, now, deps);
    return issueSmsCode(
      db,
      merchantCode,
      mobileNum,
      purpose === 'payment' || purpose === 'withdraw' ? purpose : 'bind',
      now,
      languageOf(request),
    );
  });

  route(app, calls.paymentPassword, async (request) => {
    const body = request.body;
    const customer = await customerById(db, request.session.customerId);
    const password = body.paymentPassword.trim();
    if (!PAYMENT_PASSWORD.test(password))
      throw fieldInvalid('paymentPassword', 'A payment password is 6 digits.');
    if (body.confirmPaymentPassword.trim() !== password)
      throw fieldInvalid('confirmPaymentPassword', 'The payment passwords are not the same.');
    const set = customer.paymentPasswordHash !== null;
    if (body.mode === 'set' && set)
      throw new ApiError(400, ErrorCode.paymentPasswordAlreadySet, 'Change it instead.');
    if (body.mode !== 'set' && !set)
      throw new ApiError(400, ErrorCode.paymentPasswordNotSet, 'Set a payment password first.');
    // The old password goes through the payment-password guard (counted, locked after five).
    if (body.mode === 'change')
      await checkPaymentPassword(deps, customer, body.oldPaymentPassword ?? '');
    if (body.mode === 'reset') {
      if (!customer.mobileNum)
        throw new ApiError(400, ErrorCode.missingPhoneNumber, 'Bind a mobile number first.');
      const code = body.verificationCode?.trim() ?? '';
      const { mobileNum } = customer;
      const merchantCode = request.site.merchant.code;
      requireUsedCode(
        await consumeSmsCode(db, merchantCode, mobileNum, 'payment', code, deps.now()),
      );
    }
    await replacePaymentPassword(db, customer.id, password);
    return null;
  });

  route(app, calls.bindMobile, async (request) => {
    const merchantCode = request.site.merchant.code;
    const mobileNum = mobileNumberOf(request.body.mobileNum);
    if (mobileNum === null)
      throw new ApiError(400, ErrorCode.invalidPhoneFormat, 'The mobile number is not valid.');
    const owner = await mobileOwner(merchantCode, mobileNum);
    if (owner !== null && owner !== request.session.customerId)
      throw new ApiError(400, ErrorCode.mobileAlreadyRegistered, 'This number is already used.');
    const code = request.body.verificationCode.trim();
    requireUsedCode(await consumeSmsCode(db, merchantCode, mobileNum, 'bind', code, deps.now()));
    await bindMobileNumber(db, request.session.customerId, mobileNum);
    return null;
  });

  route(app, calls.bindEmail, async (request) => {
    const email = emailOf(request.body.email);
    const owner = await customerIdByEmail(db, request.site.merchant.code, email);
    if (owner && owner.id !== request.session.customerId)
      throw new ApiError(
        400,
        ErrorCode.emailAlreadyBound,
        'This email is used by another account.',
      );
    const check = await consumeEmailCode(
      db,
      { customerId: request.session.customerId, email, purpose: 'bind' },
      request.body.verificationCode,
      deps.now(),
    );
    requireUsedCode(check);
    await bindEmailAddress(db, request.session.customerId, email);
    return null;
  });

  route(app, calls.loginHistory, (request) =>
    loginHistoryOf(
      db,
      request.session.customerId,
      { pageNo: request.query.pageNo ?? 1, pageSize: request.query.pageSize ?? 10 },
      deps.now(),
    ),
  );

  route(app, calls.activeSessions, (request) =>
    activeSessionsOf(db, request.session.customerId, request.session.token, deps.now()),
  );

  route(app, calls.endOtherSessions, async (request) => ({
    ended: await endOtherSessions(db, request.session.customerId, request.session.token),
  }));
}
