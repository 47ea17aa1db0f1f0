/**
 * The security centre's rules: the score (original `getSecurityConfigV2`), login history and
 * active sessions. Items join the score when the security centre can complete them.
 */
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Profile, ProfileField, SecurityItemState } from '@gaming/api/wire';
import { PROFILE_FIELDS } from '@gaming/api/contract';
import { fieldInvalid } from './registration';
import type { Database } from '../db/client';
import { loginEvents, sessions } from '../db/schema';
import type { Customer } from './customers';
import { LOGIN_HISTORY_DAYS } from './login-trust';

export function securityItemsOf(customer: Customer): SecurityItemState[] {
  return [
    {
      item: 'profile',
      enabled: true,
      isComplete: Boolean(customer.profile.payeeName && customer.profile.birthday),
    },
    // A member registered through a social login has no login password ('') until one is set.
    { item: 'loginPassword', enabled: true, isComplete: customer.passwordHash !== '' },
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

/** Profile fields and their longest length; the nickname lives in its own column. */
const PROFILE_MAX: Record<ProfileField, number> = {
  nickname: 32,
  birthday: 10,
  payeeName: 40,
  address: 200,
  nationality: 40,
  occupation: 60,
  sourceOfIncome: 60,
  line: 32,
  whatsapp: 15,
  facebook: 64,
  wechat: 32,
  telegram: 32,
  zalo: 15,
  qqNum: 12,
};

export function profileOf(customer: Customer): Profile {
  const values = Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, customer.profile[field] ?? '']),
  ) as Profile;
  return { ...values, nickname: customer.nickname };
}

/** A yyyy-MM-dd date that exists and is in the past. */
function isPastDate(text: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) && date < now;
}

/**
 * The profile after an update: each sent field trimmed and checked (length, birthday a real past
 * date); the payee name (the bank account name, also a new-address check) cannot be changed once
 * set — customer service changes it. Throws `field.invalid` naming the field.
 */
export function updatedProfile(
  customer: Customer,
  update: Partial<Record<ProfileField, string | undefined>>,
  now: Date,
): { nickname: string; profile: Record<string, string> } {
  const profile = { ...customer.profile };
  let nickname = customer.nickname;
  for (const field of PROFILE_FIELDS) {
    const sent = update[field];
    if (sent === undefined) continue;
    const value = sent.trim();
    if (value.length > PROFILE_MAX[field]) throw fieldInvalid(field, `${field} is too long.`);
    if (field === 'birthday' && value !== '' && !isPastDate(value, now))
      throw fieldInvalid(field, 'The birthday is not a past date.');
    if (field === 'nickname') {
      if (value === '') throw fieldInvalid(field, 'The nickname is required.');
      nickname = value;
      continue;
    }
    if (field === 'payeeName' && customer.profile.payeeName && value !== customer.profile.payeeName)
      throw fieldInvalid(field, 'The payee name cannot be changed once set.');
    profile[field] = value;
  }
  // Empty fields are not kept.
  return {
    nickname,
    profile: Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== '')),
  };
}
