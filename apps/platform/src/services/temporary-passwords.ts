/**
 * Temporary passwords of "forgot by email". A request only stores one (hashed as passwords are) next
 * to the account's password, which keeps working: someone who knows a member's username and email
 * can have mail sent, but cannot lock the member out. The first login with it makes it the password
 * (to be changed at once, §4 forced change), ends the old one and every session opened with it.
 *
 * A login with the old password leaves a pending temporary password to its expiry: whoever can read
 * the member's mailbox could ask for a fresh one anyway, so ending it early protects nothing, and
 * the member who asked may be reading the mail on another device.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customers, temporaryPasswords } from '../db/schema';
import type { Customer } from './customers';
import { hashPassword, verifyPassword } from './password';
import { clearPasswordFailures } from './password-guard';
import { endAllSessions } from './sessions';

/** A mailed temporary password signs in for 30 minutes: long enough to open the mail, short enough to be stale if the mailbox is read later. */
export const TEMPORARY_PASSWORD_MINUTES = 30;

/** Stores a new temporary password for the account, replacing any earlier one. */
export async function issueTemporaryPassword(
  db: Database,
  customerId: number,
  password: string,
  now: Date,
): Promise<void> {
  const row = {
    passwordHash: await hashPassword(password),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_MINUTES * 60 * 1000),
  };
  await db
    .insert(temporaryPasswords)
    .values({ customerId, ...row })
    .onConflictDoUpdate({ target: temporaryPasswords.customerId, set: row });
}

/** The stored hash of the account's unexpired temporary password when `password` is it, else null. */
export async function matchTemporaryPassword(
  db: Database,
  customerId: number,
  password: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: temporaryPasswords.passwordHash })
    .from(temporaryPasswords)
    .where(
      and(eq(temporaryPasswords.customerId, customerId), gt(temporaryPasswords.expiresAt, now)),
    );
  return row && (await verifyPassword(password, row.passwordHash)) ? row.passwordHash : null;
}

/**
 * A login used the temporary password of `passwordHash`: it becomes the password, to be changed at
 * the next step, and the old password and its sessions end. Answers the account as it is now, or
 * null when that temporary password is no longer there (a later request replaced it, it expired, or
 * another login used it first).
 */
export async function adoptTemporaryPassword(
  db: Database,
  customer: Customer,
  passwordHash: string,
  now: Date,
): Promise<Customer | null> {
  const used = await db
    .delete(temporaryPasswords)
    .where(
      and(
        eq(temporaryPasswords.customerId, customer.id),
        eq(temporaryPasswords.passwordHash, passwordHash),
        gt(temporaryPasswords.expiresAt, now),
      ),
    )
    .returning({ customerId: temporaryPasswords.customerId });
  if (used.length === 0) return null;
  const [updated] = await db
    .update(customers)
    .set({ passwordHash, passwordChangedAt: now, mustChangePassword: true })
    .where(eq(customers.id, customer.id))
    .returning();
  // A new password: wrong answers to the old one no longer count (password-guard.ts), and no
  // session opened with the old one lives on (a stolen token ends here).
  await clearPasswordFailures(db, customer.id, 'login');
  await endAllSessions(db, customer.id);
  return updated ?? null;
}

/** The password was set another way (by phone): a pending temporary password no longer applies. */
export async function dropTemporaryPassword(db: Database, customerId: number): Promise<void> {
  await db.delete(temporaryPasswords).where(eq(temporaryPasswords.customerId, customerId));
}
