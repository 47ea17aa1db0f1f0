/** Verification: the login challenge, the image captcha and SMS codes. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type { SmsCodeRequest } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import type { CallRequest } from '../../http/route';
import { issueCaptcha } from '../../services/captcha';
import { ADDRESS_CEILINGS } from '../../services/ceilings';
import { customerByMobile } from '../../services/customers';
import { languageOf } from '../../services/local-text';
import { checkSmsCeilings } from '../../services/sms-ceilings';
import { issueSmsCode, mobileNumberOf, sentRecently } from '../../services/sms-codes';
import type { SmsPurpose } from '../../services/sms-codes';
import { whitelabelOf } from '../../services/site';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.verification;

/** The number of an SMS request, with the spec's own codes for a missing or malformed one. */
function mobileOf(body: SmsCodeRequest): string {
  const typed = body.mobileNum?.trim() || body.mobileNo?.trim();
  if (!typed) throw new ApiError(400, ErrorCode.missingPhoneNumber, 'Enter a mobile number.');
  const mobileNum = mobileNumberOf(typed);
  if (mobileNum === null)
    throw new ApiError(400, ErrorCode.invalidPhoneFormat, 'The mobile number is not valid.');
  return mobileNum;
}

export function registerVerificationRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  async function isRegistered(merchantCode: string, mobileNum: string): Promise<boolean> {
    return (await customerByMobile(db, merchantCode, mobileNum)) !== undefined;
  }

  async function send(
    merchantCode: string,
    mobileNum: string,
    purpose: SmsPurpose,
    language: string,
  ) {
    const now = deps.now();
    if (await sentRecently(db, merchantCode, mobileNum, now)) {
      throw new ApiError(
        429,
        ErrorCode.tooManyRequests,
        'A code was just sent; try again in a minute.',
      );
    }
    return issueSmsCode(db, merchantCode, mobileNum, purpose, now, language);
  }

  route(app, calls.challenge, () => deps.challenges.create());

  /** Every SMS send costs a proof of work and stays under the per-number ceiling. */
  async function guardSend(
    request: FastifyRequest,
    challenge: string | undefined,
    mobileNum: string,
  ) {
    if (!(await deps.challenges.verify(challenge))) {
      throw new ApiError(400, ErrorCode.challengeInvalid, 'Complete verification first.');
    }
    await checkSmsCeilings(deps.db, request, mobileNum, deps.now(), deps);
  }

  route(
    app,
    calls.captcha,
    async (request) => {
      const image = await issueCaptcha(db, request.query.key, deps.now());
      if (image === null) {
        throw new ApiError(
          429,
          ErrorCode.tooManyRequests,
          'Wait a second before refreshing the captcha.',
        );
      }
      return image;
    },
    { rateLimit: ADDRESS_CEILINGS.captcha },
  );

  /** A code for `purpose` to the number of the request: a login code only to a registered number, a registration code only to a new one. */
  async function sendCodeFor(request: CallRequest<typeof calls.smsRegister>, purpose: SmsPurpose) {
    const mobileNum = mobileOf(request.body);
    await guardSend(request, request.body.challenge, mobileNum);
    const merchantCode = request.site.merchant.code;
    const registered = await isRegistered(merchantCode, mobileNum);
    if ((purpose === 'login' || purpose === 'password') && !registered)
      throw new ApiError(400, ErrorCode.mobileNotRegistered, 'No account uses this mobile number.');
    if (purpose === 'register' && registered)
      throw new ApiError(
        400,
        ErrorCode.mobileAlreadyRegistered,
        'This mobile number is already registered.',
      );
    return send(merchantCode, mobileNum, purpose, languageOf(request));
  }

  route(app, calls.smsNoLogin, async (request) => {
    // Forgot password by phone (§2: the mobile tab when CHNGPASSVERIF3 is on).
    if (request.body.purpose === 'password') {
      if (!whitelabelOf(request.site).CHNGPASSVERIF3) {
        throw new ApiError(
          403,
          ErrorCode.operationNotEnabled,
          'Password reset by phone is not enabled.',
        );
      }
      return sendCodeFor(request, 'password');
    }
    if (!whitelabelOf(request.site).VERIFCODELOGIN3) {
      throw new ApiError(
        403,
        ErrorCode.operationNotEnabled,
        'Verification-code login is not enabled.',
      );
    }
    return sendCodeFor(request, 'login');
  });

  route(app, calls.smsRegister, (request) => sendCodeFor(request, 'register'));
}
