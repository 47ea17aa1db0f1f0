/** The customer behind a session, and the rule that trial accounts may not use member features. */
import { and, eq, inArray } from 'drizzle-orm';
import { ErrorCode } from '@gaming/api/wire';
import { isTrialType } from '@gaming/domain/roles';
import type { Database } from '../db/client';
import { customers } from '../db/schema';
import { ApiError } from '../http/api-error';

export type Customer = typeof customers.$inferSelect;

export async function customerById(db: Database, id: number): Promise<Customer> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  // A session outlives its account only if the account was deleted; treat it as logged out.
  if (!row)
    throw new ApiError(401, ErrorCode.tokenInvalid, 'The session is invalid or has expired.');
  return row;
}

/** §6: trial accounts (isAgent 4) are refused favourites and real-money games. */
export function requireTrueAccount(customer: Pick<Customer, 'isAgent'>): void {
  if (isTrialType(customer.isAgent)) {
    throw new ApiError(403, ErrorCode.needTrueAccount, 'This needs a real account.');
  }
}

/** When the member last signed in (the member info and the agent's downline list show it). */
export async function setLastLogin(db: Database, customerId: number, now: Date): Promise<void> {
  await db.update(customers).set({ lastLoginAt: now }).where(eq(customers.id, customerId));
}

/** The usernames of these customers, by id. */
export async function usernamesOf(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: customers.id, username: customers.username })
    .from(customers)
    .where(inArray(customers.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** A merchant's customer by username (stored in lower case), or undefined. */
export async function customerByUsername(
  db: Database,
  merchantCode: string,
  username: string,
): Promise<Customer | undefined> {
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.merchantCode, merchantCode), eq(customers.username, username)));
  return customer;
}

/** A merchant's customer by bound mobile number, or undefined. */
export async function customerByMobile(
  db: Database,
  merchantCode: string,
  mobileNum: string,
): Promise<Customer | undefined> {
  const [owner] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.merchantCode, merchantCode), eq(customers.mobileNum, mobileNum)));
  return owner;
}
