/**
 * Logins waiting for their new-address check (§4): the password was right, the address is new.
 * A ticket lives 10 minutes and survives 5 wrong answers.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { LoginVerifyMethod, LoginVerifyRequiredValue } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { pendingLogins } from '../db/schema';
import type { Customer } from './customers';
import { USER_AGENT_MAX } from './sessions';

export const PENDING_LOGIN_MS = 10 * 60 * 1000;
export const PENDING_LOGIN_MAX_FAILURES = 5;

export type PendingLogin = typeof pendingLogins.$inferSelect;

/** The checks this member can answer, in the order the login modal offers them. */
export function verifyMethodsOf(customer: Customer): LoginVerifyMethod[] {
  const methods: LoginVerifyMethod[] = [];
  if (customer.mobileNum) methods.push('sms');
  if (customer.email) methods.push('email');
  if (customer.profile.payeeName) methods.push('bankName');
  if (customer.totpSecret) methods.push('totp');
  return methods;
}

/** `9171234567` → `917****567`; `demo@x.com` → `d***@x.com`. */
export function maskMobile(mobile: string): string {
  return mobile.length <= 6 ? '****' : `${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
}
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

export async function createPendingLogin(
  db: Database,
  customer: Customer,
  request: { ip: string; userAgent: string | undefined; now: Date; weakPassword: boolean },
): Promise<LoginVerifyRequiredValue> {
  const ticket = randomBytes(24).toString('base64url');
  await db.insert(pendingLogins).values({
    ticket,
    customerId: customer.id,
    ip: request.ip,
    userAgent: (request.userAgent ?? '').slice(0, USER_AGENT_MAX),
    loginType: 'username',
    weakPassword: request.weakPassword,
    createdAt: request.now,
    expiresAt: new Date(request.now.getTime() + PENDING_LOGIN_MS),
  });
  return {
    ticket,
    methods: verifyMethodsOf(customer),
    mobileHint: customer.mobileNum ? maskMobile(customer.mobileNum) : null,
    emailHint: customer.email ? maskEmail(customer.email) : null,
  };
}

/** The live pending login of a ticket from the same address, or null. */
export async function livePendingLogin(
  db: Database,
  ticket: string,
  ip: string,
  now: Date,
): Promise<PendingLogin | null> {
  const [row] = await db
    .select()
    .from(pendingLogins)
    .where(and(eq(pendingLogins.ticket, ticket), gt(pendingLogins.expiresAt, now)));
  return row && row.ip === ip ? row : null;
}

/** Counts a wrong answer; the fifth ends the ticket. */
export async function failPendingLogin(db: Database, ticket: string): Promise<void> {
  const [row] = await db
    .update(pendingLogins)
    .set({ failures: sql`${pendingLogins.failures} + 1` })
    .where(eq(pendingLogins.ticket, ticket))
    .returning({ failures: pendingLogins.failures });
  if (row && row.failures >= PENDING_LOGIN_MAX_FAILURES)
    await db.delete(pendingLogins).where(eq(pendingLogins.ticket, ticket));
}

/** Ends the ticket; true when this call ended it (two right answers cannot both log in). */
export async function consumePendingLogin(db: Database, ticket: string): Promise<boolean> {
  const rows = await db
    .delete(pendingLogins)
    .where(eq(pendingLogins.ticket, ticket))
    .returning({ ticket: pendingLogins.ticket });
  return rows.length === 1;
}
