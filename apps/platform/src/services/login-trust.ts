/**
 * What the platform remembers about logins (§4 "Login from an unregistered IP triggers extra
 * verification"): the addresses each member logged in from, and the login history the security
 * centre shows (kept 30 days by the sweeper).
 */
import { eq, lt } from 'drizzle-orm';
import type { SocialProvider } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { knownAddresses, loginEvents } from '../db/schema';
import { USER_AGENT_MAX } from './sessions';

/** Login history is kept this long. */
export const LOGIN_HISTORY_DAYS = 30;

/**
 * How a login happened: password, SMS code, registration, the new-address check, or a social
 * provider's sign-in (`google`, `facebook`; a registration that followed one names it too).
 */
export type LoginEventType = 'username' | 'sms' | 'register' | 'verify' | SocialProvider;

/** Whether the member logged in from `ip` before; a member with no address yet trusts the first. */
export async function addressIsTrusted(
  db: Database,
  customerId: number,
  ip: string,
): Promise<boolean> {
  const rows = await db
    .select({ ip: knownAddresses.ip })
    .from(knownAddresses)
    .where(eq(knownAddresses.customerId, customerId));
  return rows.length === 0 || rows.some((row) => row.ip === ip);
}

export async function trustAddress(
  db: Database,
  customerId: number,
  ip: string,
  now: Date,
): Promise<void> {
  await db
    .insert(knownAddresses)
    .values({ customerId, ip, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [knownAddresses.customerId, knownAddresses.ip],
      set: { lastSeenAt: now },
    });
}

export async function recordLogin(
  db: Database,
  event: {
    customerId: number;
    ip: string;
    userAgent: string | undefined;
    success: boolean;
    loginType: LoginEventType;
    now: Date;
  },
): Promise<void> {
  await db.insert(loginEvents).values({
    customerId: event.customerId,
    ip: event.ip,
    userAgent: (event.userAgent ?? '').slice(0, USER_AGENT_MAX),
    success: event.success,
    loginType: event.loginType,
    createdAt: event.now,
  });
}

/** Deletes history older than LOGIN_HISTORY_DAYS (the sweeper calls it). */
export async function sweepLoginHistory(db: Database, now: Date): Promise<void> {
  const edge = new Date(now.getTime() - LOGIN_HISTORY_DAYS * 24 * 60 * 60 * 1000);
  await db.delete(loginEvents).where(lt(loginEvents.createdAt, edge));
}
