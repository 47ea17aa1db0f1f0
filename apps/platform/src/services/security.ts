/**
 * The security centre's rules: the score (original `getSecurityConfigV2`), login history and
 * active sessions. Items join the score when the security centre can complete them.
 */
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { SecurityItemState } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { loginEvents, sessions } from '../db/schema';
import type { Customer } from './customers';
import { LOGIN_HISTORY_DAYS } from './login-trust';

export function securityItemsOf(customer: Customer): SecurityItemState[] {
  return [
    { item: 'loginPassword', enabled: true, isComplete: true },
    { item: 'paymentPassword', enabled: true, isComplete: customer.paymentPasswordHash !== null },
    {
      item: 'mobileVerified',
      enabled: true,
      isComplete: customer.mobileNum !== null && customer.mobileVerified,
    },
    {
      item: 'emailVerified',
      enabled: true,
      isComplete: customer.email !== null && customer.emailVerified,
    },
    { item: 'bindGA', enabled: true, isComplete: customer.totpSecret !== null },
  ];
}

/** The share of enabled items complete, 0–100. */
export function completeProgressOf(items: readonly SecurityItemState[]): number {
  const enabled = items.filter((item) => item.enabled);
  if (enabled.length === 0) return 100;
  return Math.round((100 * enabled.filter((item) => item.isComplete).length) / enabled.length);
}

export async function loginHistoryOf(
  db: Database,
  customerId: number,
  page: { pageNo: number; pageSize: number },
  now: Date,
) {
  const since = new Date(now.getTime() - LOGIN_HISTORY_DAYS * 24 * 60 * 60 * 1000);
  const where = and(eq(loginEvents.customerId, customerId), gt(loginEvents.createdAt, since));
  const [total] = await db.select({ rows: count() }).from(loginEvents).where(where);
  const rows = await db
    .select()
    .from(loginEvents)
    .where(where)
    .orderBy(desc(loginEvents.createdAt), desc(loginEvents.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return {
    list: rows.map((row) => ({
      time: row.createdAt.toISOString(),
      ip: row.ip,
      userAgent: row.userAgent,
      success: row.success,
      loginType: row.loginType,
    })),
    pageNo: page.pageNo,
    totalPages: Math.max(1, Math.ceil((total?.rows ?? 0) / page.pageSize)),
  };
}

/** A session's handle for the list: never the token itself. */
function handleOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url').slice(0, 12);
}

export async function activeSessionsOf(
  db: Database,
  customerId: number,
  currentToken: string,
  now: Date,
) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.customerId, customerId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt));
  return rows.map((row) => ({
    id: handleOf(row.token),
    createdAt: row.createdAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.token === currentToken,
  }));
}
