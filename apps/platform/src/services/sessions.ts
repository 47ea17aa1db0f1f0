/** Sessions: random tokens that expire after two idle hours, opened by login and free play. */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { LoginType, LoginValue } from '@gaming/api/wire';
import { mustChangePassword } from '@gaming/domain/session';
import type { Database } from '../db/client';
import { customers, sessions } from '../db/schema';
import type { Customer } from './customers';
import { publishNotice } from './notices';

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** However active, a session ends this long after login. */
export const SESSION_MAX_MS = 24 * 60 * 60 * 1000;
/** An account in this status may log in and keep its sessions; any other status ends them. */
export const ACTIVE_STATUS = 1;
/** Sliding expiry is written at most this often per token. */
const SESSION_TOUCH_MS = 60 * 1000;
/** Passwords older than this count as expired when the merchant enables expiry (PASSEXPIRY3). */
const PASSWORD_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/** User agents are kept to this length (history and active sessions show them). */
export const USER_AGENT_MAX = 512;

export interface SessionRow {
  token: string;
  customerId: number;
  merchantCode: string;
  /** Opened with a weak or expired password: the password must be changed first. */
  mustChangePassword: boolean;
  /** The account type (4 = trial). */
  isAgent: number;
}

/** A random, unguessable token (32 bytes) that expires after two idle hours. */
export async function createSession(
  db: Database,
  customerId: number,
  merchantCode: string,
  ip: string,
  now: Date,
  options: { mustChangePassword?: boolean; userAgent?: string } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    token,
    customerId,
    merchantCode,
    ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    mustChangePassword: options.mustChangePassword === true,
    userAgent: (options.userAgent ?? '').slice(0, USER_AGENT_MAX),
  });
  return token;
}

/**
 * The live session of a token, its idle expiry pushed on; null when unknown, idle too long, older
 * than a day, or its account is no longer active (then every session of that account ends).
 */
export async function liveSession(
  db: Database,
  token: string,
  now: Date,
): Promise<SessionRow | null> {
  const [found] = await db
    .select({ session: sessions, status: customers.status, isAgent: customers.isAgent })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.token, token),
        gt(sessions.expiresAt, now),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_MS)),
      ),
    );
  if (!found) return null;
  const row = found.session;
  if (found.status !== ACTIVE_STATUS) {
    await endAllSessions(db, row.customerId);
    return null;
  }
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  if (expiresAt.getTime() - row.expiresAt.getTime() > SESSION_TOUCH_MS) {
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.token, token));
  }
  return {
    token,
    customerId: row.customerId,
    merchantCode: row.merchantCode,
    mustChangePassword: row.mustChangePassword,
    isAgent: found.isAgent,
  };
}

/** Ends one session (logout); its notices sockets close (SESSION_ENDED). */
export async function endSession(db: Database, token: string): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.token, token))
    .returning({ customerId: sessions.customerId });
  await sessionsEnded(db, ended);
}

/** Ends every session of an account (disabled, or signed out everywhere). */
export async function endAllSessions(db: Database, customerId: number): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.customerId, customerId))
    .returning({ customerId: sessions.customerId });
  await sessionsEnded(db, ended);
}

/**
 * Ends every session of an account but `keep` (a password change, "sign out everywhere else");
 * answers how many ended.
 */
export async function endOtherSessions(
  db: Database,
  customerId: number,
  keep: string,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.customerId, customerId), ne(sessions.token, keep)))
    .returning({ customerId: sessions.customerId });
  await sessionsEnded(db, ended);
  return ended.length;
}

/** Every platform instance closes the notices sockets of sessions that ended. */
async function sessionsEnded(
  db: Database,
  ended: readonly { customerId: number }[],
): Promise<void> {
  for (const customerId of new Set(ended.map((row) => row.customerId)))
    await publishNotice(db, customerId, { type: 'SESSION_ENDED' });
}

/**
 * Whether a token's session is still live, without pushing its idle expiry on: an open notices
 * socket is no activity of the member's.
 */
export async function sessionIsLive(db: Database, token: string, now: Date): Promise<boolean> {
  const [found] = await db
    .select({ status: customers.status })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.token, token),
        gt(sessions.expiresAt, now),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_MS)),
      ),
    );
  return found?.status === ACTIVE_STATUS;
}

/** The password is changed: the session may call everything again. */
export async function passwordChanged(db: Database, token: string): Promise<void> {
  await db.update(sessions).set({ mustChangePassword: false }).where(eq(sessions.token, token));
}

/** Opens a member's session after a successful login and tells what the login asks of the app. */
export async function startSession(
  db: Database,
  customer: Customer,
  options: {
    ip: string;
    now: Date;
    passwordExpiry: boolean;
    loginType: LoginType;
    password: string;
    userAgent?: string;
  },
): Promise<LoginValue> {
  const { ip, now } = options;
  // A temporary password from "forgot by email" counts as expired: it must be changed at once.
  const passwordExpired =
    customer.mustChangePassword ||
    (options.passwordExpiry &&
      now.getTime() - customer.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_MS);
  // The same rule as the apps' (§4, §9), enforced here: a weak or expired password must be changed
  // before the session may do anything else.
  const restricted = mustChangePassword({
    loginType: options.loginType,
    password: options.password,
    passwordExpired,
    passwordExpiryEnabled: options.passwordExpiry || customer.mustChangePassword,
  });
  const token = await createSession(db, customer.id, customer.merchantCode, ip, now, {
    mustChangePassword: restricted,
    ...(options.userAgent === undefined ? {} : { userAgent: options.userAgent }),
  });
  await db.update(customers).set({ lastLoginAt: now }).where(eq(customers.id, customer.id));
  return {
    token,
    firstTimeLogin: customer.lastLoginAt === null,
    passwordExpired,
    isAgent: customer.isAgent,
  };
}
