/**
 * Identities at social login providers: which providers a merchant switched on, the member an
 * identity is linked to, linking and unlinking, and the one-time ticket with which an identity no
 * member has finishes registration (held after the provider answered, redeemed once).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { SocialProvider } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { socialIdentities, socialSignIns } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Tx } from './ledger';
import type { SocialSignIn } from './oidc';
import { SOCIAL_SIGN_IN_TTL_MS } from './oidc';
import type { Site } from './site';

/** The site setting that switches a provider on for a merchant (`socialLoginGoogle`, ...). */
export const socialSettingOf = (provider: SocialProvider) =>
  `socialLogin${provider.charAt(0).toUpperCase()}${provider.slice(1)}`;

/** The providers a merchant switched on that the platform can reach (the permission answer). */
export function socialProvidersOf(site: Site, configured: readonly SocialProvider[]) {
  return configured.filter(
    (provider) => site.settings.settings[socialSettingOf(provider)] === true,
  );
}

/** A ticket used, expired or outrun by a member who linked the identity meanwhile. */
export const socialTicketExpired = () =>
  new ApiError(
    400,
    ErrorCode.socialRegistrationExpired,
    'This sign-in has expired or was used. Sign in with the provider again.',
  );

export interface Identity {
  merchantCode: string;
  provider: string;
  subject: string;
}

/** The link of a provider's identity in a merchant, or undefined. */
export async function linkedIdentityOf(db: Database, identity: Identity) {
  const [linked] = await db
    .select()
    .from(socialIdentities)
    .where(
      and(
        eq(socialIdentities.merchantCode, identity.merchantCode),
        eq(socialIdentities.provider, identity.provider),
        eq(socialIdentities.subject, identity.subject),
      ),
    );
  return linked;
}

/**
 * Links an identity to a member; false when it is linked already (to anyone), or the member linked
 * another identity of this provider.
 */
export async function linkIdentity(
  db: Database | Tx,
  customerId: number,
  identity: Identity & { email: string | null },
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(socialIdentities)
    .values({ customerId, ...identity, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: socialIdentities.id });
  return inserted.length > 0;
}

/** Holds an answered sign-in of an identity no member has; answers its registration ticket. */
export async function holdRegistration(
  db: Database,
  signIn: SocialSignIn,
  identity: { subject: string; email: string | null },
  now: Date,
): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.insert(socialSignIns).values({
    ...signIn,
    subject: identity.subject,
    email: identity.email,
    registrationTicket: ticket,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SOCIAL_SIGN_IN_TTL_MS),
  });
  return ticket;
}

/**
 * The registration a ticket stands for, unused: of this merchant, unexpired, and for an identity
 * nobody linked meanwhile (else signing in again finds that member); any other is `socialTicketExpired`.
 */
export async function pendingRegistrationOf(
  db: Database,
  ticket: string,
  merchantCode: string,
  now: Date,
) {
  const [row] = await db
    .select()
    .from(socialSignIns)
    .where(
      and(
        eq(socialSignIns.registrationTicket, ticket),
        eq(socialSignIns.merchantCode, merchantCode),
        gt(socialSignIns.expiresAt, now),
      ),
    );
  if (!row?.subject) throw socialTicketExpired();
  const [linked] = await db
    .select({ id: socialIdentities.id })
    .from(socialIdentities)
    .where(
      and(
        eq(socialIdentities.merchantCode, row.merchantCode),
        eq(socialIdentities.provider, row.provider),
        eq(socialIdentities.subject, row.subject),
      ),
    );
  if (linked) throw socialTicketExpired();
  return { ...row, subject: row.subject };
}

/**
 * In the new member's transaction: the ticket goes (once: a second redemption finds none and undoes
 * its member), and the identity is linked to the new member.
 */
export async function redeemRegistration(
  tx: Tx,
  ticket: { ticket: string; merchantCode: string },
  customer: { id: number; merchantCode: string },
  pending: { provider: string; subject: string; email: string | null },
  now: Date,
): Promise<void> {
  const [taken] = await tx
    .delete(socialSignIns)
    .where(
      and(
        eq(socialSignIns.registrationTicket, ticket.ticket),
        eq(socialSignIns.merchantCode, ticket.merchantCode),
        gt(socialSignIns.expiresAt, now),
      ),
    )
    .returning({ state: socialSignIns.state });
  if (!taken) throw socialTicketExpired();
  const linked = await linkIdentity(
    tx,
    customer.id,
    {
      merchantCode: customer.merchantCode,
      provider: pending.provider,
      subject: pending.subject,
      email: pending.email,
    },
    now,
  );
  if (!linked) throw socialTicketExpired();
}

/** The member's linked identities, by provider. */
export async function identitiesOf(db: Database, customerId: number) {
  return db
    .select()
    .from(socialIdentities)
    .where(eq(socialIdentities.customerId, customerId))
    .orderBy(socialIdentities.provider);
}

/** Unlinks the member's identity at a provider. */
export async function unlinkIdentity(
  db: Database,
  customerId: number,
  provider: string,
): Promise<void> {
  await db
    .delete(socialIdentities)
    .where(
      and(eq(socialIdentities.customerId, customerId), eq(socialIdentities.provider, provider)),
    );
}
