/** The customer behind a session, and the rule that trial accounts may not use member features. */
import { eq } from 'drizzle-orm';
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
