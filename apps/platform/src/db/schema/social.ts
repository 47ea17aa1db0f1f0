/** Social login: the identities members linked at an OpenID provider, and the short-lived sign-ins. */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { createdAt } from './columns';

/** One provider account (its stable `sub`) linked to one member; a provider account links once. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    /** 'facebook' or 'google'. */
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('social_identities_subject').on(table.merchantCode, table.provider, table.subject),
    uniqueIndex('social_identities_member_provider').on(table.customerId, table.provider),
  ],
);

/**
 * A sign-in under way at a provider: state, nonce and PKCE verifier stay here, never in the browser;
 * the browser holds only a random key (HttpOnly cookie) whose hash binds it to this row.
 */
export const socialSignIns = pgTable(
  'social_sign_ins',
  {
    state: text('state').primaryKey(),
    browserKeyHash: text('browser_key_hash').notNull(),
    merchantCode: text('merchant_code').notNull(),
    provider: text('provider').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** Set when a signed-in member links a provider; null for a login. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** Where the player app is sent back (an origin of the merchant's). */
    returnOrigin: text('return_origin').notNull(),
    /**
     * After the provider answered for an identity no member has: the provider's subject and email,
     * and the one-time ticket with which the player app finishes registration.
     */
    subject: text('subject'),
    email: text('email'),
    registrationTicket: text('registration_ticket').unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('social_sign_ins_expires').on(table.expiresAt)],
);
