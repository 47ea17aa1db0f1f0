/**
 * What a member changes of its own account, once the route has checked what the change needs (a
 * code, an old password): the authenticator's secret, the profile, the chosen avatar, the payment
 * password, and the mobile number or email bound (verified, since their codes were checked).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customers } from '../db/schema';
import type { Customer } from './customers';
import { hashPassword } from './password';
import { clearPaymentPasswordFailures } from './payment-password';

type Changes = Partial<typeof customers.$inferInsert>;

async function change(db: Database, customerId: number, changes: Changes): Promise<void> {
  await db.update(customers).set(changes).where(eq(customers.id, customerId));
}

/** The language the member reads the site in. */
export function setLanguage(db: Database, customerId: number, language: string) {
  return change(db, customerId, { language });
}

/** A new login password, chosen by the member: its expiry clock restarts, nothing forces a change. */
export async function replaceLoginPassword(
  db: Database,
  customerId: number,
  password: string,
  now: Date,
): Promise<void> {
  await change(db, customerId, {
    passwordHash: await hashPassword(password),
    passwordChangedAt: now,
    mustChangePassword: false,
  });
}

/**
 * The first login password of a member who has none ('' never verifies): conditional on the empty
 * hash, so once any password exists this sets nothing (false), and of two requests one sets it.
 */
export async function setFirstPassword(
  db: Database,
  customerId: number,
  password: string,
  now: Date,
): Promise<boolean> {
  const [set] = await db
    .update(customers)
    .set({
      passwordHash: await hashPassword(password),
      passwordChangedAt: now,
      mustChangePassword: false,
    })
    .where(and(eq(customers.id, customerId), eq(customers.passwordHash, '')))
    .returning({ id: customers.id });
  return set !== undefined;
}

/** Binds an authenticator's secret, or unbinds it (null). */
export function setTotpSecret(db: Database, customerId: number, secret: string | null) {
  return change(db, customerId, { totpSecret: secret });
}

/** Saves the nickname and profile; answers the saved row, or undefined when the member is gone. */
export async function saveProfile(
  db: Database,
  customerId: number,
  saved: Pick<Customer, 'nickname' | 'profile'>,
): Promise<Customer | undefined> {
  const [row] = await db
    .update(customers)
    .set({ nickname: saved.nickname, profile: saved.profile })
    .where(eq(customers.id, customerId))
    .returning();
  return row;
}

/** One of the drawn avatars chosen. */
export function chooseAvatar(db: Database, customerId: number, avatar: string) {
  return change(db, customerId, { avatar });
}

/** A new payment password: wrong answers to the old one no longer count. */
export async function replacePaymentPassword(db: Database, customerId: number, password: string) {
  await change(db, customerId, { paymentPasswordHash: await hashPassword(password) });
  await clearPaymentPasswordFailures(db, customerId);
}

export function bindMobileNumber(db: Database, customerId: number, mobileNum: string) {
  return change(db, customerId, { mobileNum, mobileVerified: true });
}

export function bindEmailAddress(db: Database, customerId: number, email: string) {
  return change(db, customerId, { email, emailVerified: true });
}

/** The id of the merchant's customer whose email this is, or undefined. */
export async function customerIdByEmail(db: Database, merchantCode: string, email: string) {
  const [owner] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.merchantCode, merchantCode), eq(customers.email, email)));
  return owner;
}
