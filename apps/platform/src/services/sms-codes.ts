/** SMS verification codes: sent to a number (the dev outbox shows them), used once, expiring. */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SmsCodeValue } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { smsCodes } from '../db/schema';
import { verificationCodeSms } from './member-texts';

/** A second code for the same number within this gap is refused (§5 "SMS send once per second"). */
export const SMS_RESEND_GAP_MS = 1000;
export const SMS_EXPIRED_MINUTES = 5;
const MOBILE = /^\d{7,15}$/;

/** What a code is for; a code answers only its own purpose. */
export type SmsPurpose =
  'login' | 'register' | 'password' | 'bind' | 'payment' | 'verify' | 'withdraw';

/** A mobile number as typed, without spaces and dashes; null when it is not 7 to 15 digits. */
export function mobileNumberOf(typed: string): string | null {
  const mobileNum = typed.trim().replace(/[\s-]/g, '');
  return MOBILE.test(mobileNum) ? mobileNum : null;
}

/** Whether a code went to the number within the resend gap. */
export async function sentRecently(
  db: Database,
  merchantCode: string,
  mobileNum: string,
  now: Date,
): Promise<boolean> {
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
  return recent !== undefined;
}

/**
 * Writes a new six-digit code for the number and purpose, with the text the number is sent in
 * `language` (the request's, `languageOf`).
 */
export async function issueSmsCode(
  db: Database,
  merchantCode: string,
  mobileNum: string,
  purpose: SmsPurpose,
  now: Date,
  language: string,
): Promise<SmsCodeValue> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(smsCodes).values({
    merchantCode,
    mobileNum,
    purpose,
    code,
    text: verificationCodeSms(language, { code, minutes: SMS_EXPIRED_MINUTES }),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SMS_EXPIRED_MINUTES * 60 * 1000),
  });
  return { expiredMinutes: SMS_EXPIRED_MINUTES };
}

/** Wrong codes a code survives: the fifth wrong one voids it ('code expired, send again'). */
export const SMS_CODE_MAX_FAILURES = 5;

/** What typing a code did: used it, was wrong (the code lives on), or found no live code. */
export type SmsCodeCheck = 'used' | 'wrong' | 'expired';

/**
 * Checks a typed code against the newest live code for the number and purpose: right → used (once);
 * wrong → counted, and the fifth wrong one voids the code; no live code → expired.
 */
export async function consumeSmsCode(
  db: Database,
  merchantCode: string,
  mobileNum: string,
  purpose: SmsPurpose,
  code: string,
  now: Date,
): Promise<SmsCodeCheck> {
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
  if (!latest) return 'expired';
  if (latest.code === code) {
    // Conditional: of two concurrent right answers, one uses the code.
    const [used] = await db
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id });
    return used ? 'used' : 'expired';
  }
  const [counted] = await db
    .update(smsCodes)
    .set({ failures: sql`${smsCodes.failures} + 1` })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt)))
    .returning({ failures: smsCodes.failures });
  if (!counted) return 'expired';
  if (counted.failures >= SMS_CODE_MAX_FAILURES) {
    await db.update(smsCodes).set({ usedAt: now }).where(eq(smsCodes.id, latest.id));
    return 'expired';
  }
  return 'wrong';
}

/** The last code sent to a number (the development outbox). */
export async function lastSmsCode(db: Database, merchantCode: string, mobileNum: string) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.merchantCode, merchantCode), eq(smsCodes.mobileNum, mobileNum)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row ?? null;
}
