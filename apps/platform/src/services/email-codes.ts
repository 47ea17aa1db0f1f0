/**
 * Codes mailed to an address (bind email, new-address login): six digits, a few minutes, used once,
 * voided by the fifth wrong answer — the same life as an SMS code.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailCodes } from '../db/schema';
import { sendMail } from './mail';
import { verificationCodeMail } from './member-texts';
import type { SmsCodeCheck } from './sms-codes';
import { SMS_CODE_MAX_FAILURES, SMS_EXPIRED_MINUTES } from './sms-codes';

export const EMAIL_EXPIRED_MINUTES = SMS_EXPIRED_MINUTES;

/** Mails a new code to the address, written in `language` (the request's, `languageOf`). */
export async function issueEmailCode(
  db: Database,
  target: {
    merchantCode: string;
    customerId: number;
    email: string;
    purpose: string;
    language: string;
  },
  now: Date,
): Promise<{ expiredMinutes: number }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const email = target.email.toLowerCase();
  await db.insert(emailCodes).values({
    customerId: target.customerId,
    email,
    purpose: target.purpose,
    code,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_EXPIRED_MINUTES * 60 * 1000),
  });
  await sendMail(
    db,
    {
      merchantCode: target.merchantCode,
      to: email,
      ...verificationCodeMail(target.language, { code, minutes: EMAIL_EXPIRED_MINUTES }),
    },
    now,
  );
  return { expiredMinutes: EMAIL_EXPIRED_MINUTES };
}

/** Checks a typed code against the newest live code of the member, address and purpose. */
export async function consumeEmailCode(
  db: Database,
  target: { customerId: number; email: string; purpose: string },
  code: string,
  now: Date,
): Promise<SmsCodeCheck> {
  const [latest] = await db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.customerId, target.customerId),
        eq(emailCodes.email, target.email.toLowerCase()),
        eq(emailCodes.purpose, target.purpose),
        gt(emailCodes.expiresAt, now),
        isNull(emailCodes.usedAt),
      ),
    )
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  if (!latest) return 'expired';
  if (latest.code === code.trim()) {
    const [used] = await db
      .update(emailCodes)
      .set({ usedAt: now })
      .where(and(eq(emailCodes.id, latest.id), isNull(emailCodes.usedAt)))
      .returning({ id: emailCodes.id });
    return used ? 'used' : 'expired';
  }
  const [counted] = await db
    .update(emailCodes)
    .set({ failures: sql`${emailCodes.failures} + 1` })
    .where(and(eq(emailCodes.id, latest.id), isNull(emailCodes.usedAt)))
    .returning({ failures: emailCodes.failures });
  if (!counted) return 'expired';
  if (counted.failures >= SMS_CODE_MAX_FAILURES) {
    await db.update(emailCodes).set({ usedAt: now }).where(eq(emailCodes.id, latest.id));
    return 'expired';
  }
  return 'wrong';
}
