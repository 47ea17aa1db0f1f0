/** Sessions: random tokens that expire after two idle hours, opened by login and free play. */
import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { LoginValue } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { customers, sessions } from '../db/schema';
import type { Customer } from './customers';

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often per token. */
const SESSION_TOUCH_MS = 60 * 1000;
/** Passwords older than this count as expired when the merchant enables expiry (PASSEXPIRY3). */
const PASSWORD_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

export interface SessionRow {
  token: string;
  customerId: number;
  merchantCode: string;
}

/** A random, unguessable token (32 bytes) that expires after two idle hours. */
export async function createSession(
  db: Database,
  customerId: number,
  merchantCode: string,
  ip: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    token,
    customerId,
    merchantCode,
    ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  return token;
}

/** The live session of a token, its idle expiry pushed on; null when unknown or expired. */
export async function liveSession(
  db: Database,
  token: string,
  now: Date,
): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now)));
  if (!row) return null;
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  if (expiresAt.getTime() - row.expiresAt.getTime() > SESSION_TOUCH_MS) {
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.token, token));
  }
  return { token, customerId: row.customerId, merchantCode: row.merchantCode };
}

export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

/** Opens a member's session after a successful login and tells what the login asks of the app. */
export async function startSession(
  db: Database,
  customer: Customer,
  options: { ip: string; now: Date; passwordExpiry: boolean },
): Promise<LoginValue> {
  const { ip, now } = options;
  const token = await createSession(db, customer.id, customer.merchantCode, ip, now);
  await db.update(customers).set({ lastLoginAt: now }).where(eq(customers.id, customer.id));
  return {
    token,
    firstTimeLogin: customer.lastLoginAt === null,
    passwordExpired:
      options.passwordExpiry &&
      now.getTime() - customer.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_MS,
    isAgent: customer.isAgent,
  };
}
