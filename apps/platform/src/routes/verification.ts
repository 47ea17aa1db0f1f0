/** Verification: the login challenge, the image captcha and SMS codes (with the dev outbox). */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SmsCodeValue } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { captchas, customers, smsCodes } from '../db/schema';
import { ApiError } from '../http/api-error';
import { fieldsOf, optionalText, requiredText } from '../http/read';
import { ok } from '../http/reply';
import type { RouteDeps } from '../server';
import { createCaptcha } from '../services/captcha';
import { whitelabelOf } from './system';

const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Refresh gap of §9: one captcha per key per second. */
const CAPTCHA_GAP_MS = 1000;
/** A second code for the same number within this gap is refused. */
const SMS_RESEND_GAP_MS = 60 * 1000;
export const SMS_EXPIRED_MINUTES = 5;
const CAPTCHA_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const MOBILE = /^\d{7,15}$/;

export function registerVerificationRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/wps/verification/challenge', async () => ok(await deps.challenges.create()));

  app.get('/wps/captcha', async (request) => {
    const key = requiredText(fieldsOf(request.query), 'key', { pattern: CAPTCHA_KEY });
    const now = deps.now();
    const [existing] = await deps.db.select().from(captchas).where(eq(captchas.key, key));
    if (existing && now.getTime() - existing.createdAt.getTime() < CAPTCHA_GAP_MS) {
      throw new ApiError(
        429,
        ErrorCode.tooManyRequests,
        'Wait a second before refreshing the captcha.',
      );
    }
    const image = createCaptcha();
    const row = {
      key,
      answer: image.answer,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    };
    await deps.db
      .insert(captchas)
      .values(row)
      .onConflictDoUpdate({
        target: captchas.key,
        set: { answer: row.answer, createdAt: now, expiresAt: row.expiresAt },
      });
    return ok(image.dataUrl);
  });

  app.post('/wps/verification/sms/noLogin', async (request) => {
    if (!whitelabelOf(request.site).VERIFCODELOGIN3) {
      throw new ApiError(
        403,
        ErrorCode.operationNotEnabled,
        'Verification-code login is not enabled.',
      );
    }
    const mobileNum = mobileOf(request.body);
    const [owner] = await deps.db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.merchantCode, request.site.merchant.code),
          eq(customers.mobileNum, mobileNum),
        ),
      );
    if (!owner)
      throw new ApiError(400, ErrorCode.mobileNotRegistered, 'No account uses this mobile number.');
    return ok(await sendCode(deps.db, request.site.merchant.code, mobileNum, 'login', deps.now()));
  });

  app.post('/wps/verification/sms/register', async (request) => {
    const mobileNum = mobileOf(request.body);
    const [owner] = await deps.db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.merchantCode, request.site.merchant.code),
          eq(customers.mobileNum, mobileNum),
        ),
      );
    if (owner)
      throw new ApiError(
        400,
        ErrorCode.mobileAlreadyRegistered,
        'This mobile number is already registered.',
      );
    return ok(
      await sendCode(deps.db, request.site.merchant.code, mobileNum, 'register', deps.now()),
    );
  });
}

function mobileOf(body: unknown): string {
  const fields = fieldsOf(body);
  const raw =
    optionalText(fields, 'mobileNum', { max: 32 }) ?? optionalText(fields, 'mobileNo', { max: 32 });
  if (raw === undefined)
    throw new ApiError(400, ErrorCode.missingPhoneNumber, 'Enter a mobile number.');
  const mobileNum = raw.replace(/[\s-]/g, '');
  if (!MOBILE.test(mobileNum))
    throw new ApiError(400, ErrorCode.invalidPhoneFormat, 'The mobile number is not valid.');
  return mobileNum;
}

async function sendCode(
  db: Database,
  merchantCode: string,
  mobileNum: string,
  purpose: 'login' | 'register',
  now: Date,
): Promise<SmsCodeValue> {
  const [recent] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.merchantCode, merchantCode),
        eq(smsCodes.mobileNum, mobileNum),
        gt(smsCodes.createdAt, new Date(now.getTime() - SMS_RESEND_GAP_MS)),
      ),
    )
    .limit(1);
  if (recent)
    throw new ApiError(
      429,
      ErrorCode.tooManyRequests,
      'A code was just sent; try again in a minute.',
    );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(smsCodes).values({
    merchantCode,
    mobileNum,
    purpose,
    code,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SMS_EXPIRED_MINUTES * 60 * 1000),
  });
  return { expiredMinutes: SMS_EXPIRED_MINUTES };
}

/** Uses the newest unexpired code for the number and purpose; true once per code. */
export async function consumeSmsCode(
  db: Database,
  merchantCode: string,
  mobileNum: string,
  purpose: 'login' | 'register',
  code: string,
  now: Date,
): Promise<boolean> {
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.merchantCode, merchantCode),
        eq(smsCodes.mobileNum, mobileNum),
        eq(smsCodes.purpose, purpose),
        gt(smsCodes.expiresAt, now),
        isNull(smsCodes.usedAt),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (latest?.code !== code) return false;
  await db.update(smsCodes).set({ usedAt: now }).where(eq(smsCodes.id, latest.id));
  return true;
}
