/** Customers and what guards their accounts: sessions, failed logins, captchas, SMS codes. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, createdAt } from './columns';
import { merchants } from './site';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    /** 0 member, 1/2/41/42 agent, 4 trial. */
    isAgent: integer('is_agent').notNull().default(0),
    /** 1 normal, 0 blocked, 2 login forbidden. */
    status: integer('status').notNull().default(1),
    parentId: integer('parent_id'),
    mobileNum: text('mobile_num'),
    email: text('email'),
    balance: money('balance').notNull().default(0),
    vipRankLevel: integer('vip_rank_level').notNull().default(0),
    vipLabelName: text('vip_label_name'),
    /** The language the member last chose (PUT /wps/member/language); null until they choose. */
    language: text('language'),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** Set when a login uses a mailed temporary password (forgot by email): it must be changed at once. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The payment (withdrawal) password; null until the member sets one. */
    paymentPasswordHash: text('payment_password_hash'),
    /** Base32 secret of a bound authenticator app (RFC 6238); null when none is bound. */
    totpSecret: text('totp_secret'),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** `static:<n>` (one of the platform's avatars) or `custom` (see `custom_avatars`); null = default. */
    avatar: text('avatar'),
    /** The further profile fields of §3 and the registration user (birthday, payeeName, line, …). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    /** An agent's invitation code (`/wps/agent/affiliate`); members registering with it join the downline. */
    affiliateCode: text('affiliate_code'),
  },
  (t) => [
    uniqueIndex('customers_merchant_username').on(t.merchantCode, t.username),
    uniqueIndex('customers_merchant_affiliate').on(t.merchantCode, t.affiliateCode),
    index('customers_merchant_mobile').on(t.merchantCode, t.mobileNum),
    index('customers_parent').on(t.parentId),
    // The ledger's last line of defence: no movement may take the main wallet below zero.
    check('customers_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    token: text('token').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser that opened it (active sessions list); empty when not sent. */
    userAgent: text('user_agent').notNull().default(''),
    /**
     * Opened with a weak or expired password: only member info, the password change and logout
     * answer until the password is changed.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (t) => [index('sessions_customer').on(t.customerId)],
);

/**
 * The temporary password mailed by "forgot by email", kept apart from the password: asking for one
 * changes nothing, so whoever knows a member's username and email cannot lock the member out. A
 * login with it before `expires_at` makes it the password (to be changed at once) and ends the old
 * one; a later request replaces it (one per account).
 */
export const temporaryPasswords = pgTable('temporary_passwords', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** Hashed as passwords are (`services/password.ts`). */
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Login attempts per username since the last success, counted before the password is checked (so
 * concurrent attempts cannot slip past the captcha), and the lock that repeated failures set.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    merchantCode: text('merchant_code').notNull(),
    username: text('username').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.username] })],
);

/**
 * Wrong answers per account and secret since the last right one, and the lock that every fifth sets
 * (`services/password-guard.ts`): `payment`, the payment password; `login`, the login password a
 * signed-in member is asked (the password change's old one, the upline transfer's of a member
 * without a payment password). Kept in the database: a lock holds across restarts and across
 * several platform instances, like the request ceilings. The login route's own count is
 * `login_attempts` (per username, before any session).
 */
export const passwordAttempts = pgTable(
  'password_attempts',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    secret: text('secret', { enum: ['payment', 'login'] }).notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.secret] }),
    check('password_attempts_secret', sql`${t.secret} in ('payment', 'login')`),
  ],
);

export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  answer: text('answer').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Sent SMS codes; the development outbox reads the newest per mobile number. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    mobileNum: text('mobile_num').notNull(),
    /** login, register, password (forgot by phone), bind (bind mobile), payment (reset payment password), verify (new-address login). */
    purpose: text('purpose').notNull(),
    code: text('code').notNull(),
    /** The message sent with the code, in the language it was asked in. */
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong codes typed against this code; the fifth voids it. */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('sms_codes_mobile').on(t.merchantCode, t.mobileNum, t.createdAt)],
);

/**
 * Request ceilings per address, number or account (@fastify/rate-limit's store): hits in the current
 * window, kept in the database so they hold across restarts and platform instances.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/** Nonces of opened sealed requests, kept until their time is stale: a repeated one is refused. */
export const sealedNonces = pgTable('sealed_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Codes mailed to an address (bind email, new-address login); the development mail outbox shows them. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    code: text('code').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('email_codes_customer').on(t.customerId, t.createdAt)],
);

/** Every mail the platform sent (password resets, email codes): `GET /__dev/mail?to=` reads it in development. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to').on(t.to, t.createdAt)],
);

/** Addresses a member has logged in from successfully: a login from another one is verified first. */
export const knownAddresses = pgTable(
  'known_addresses',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.ip] })],
);

/** Login history (security centre): every login of an account, successful or not, kept 30 days. */
export const loginEvents = pgTable(
  'login_events',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    success: boolean('success').notNull(),
    /**
     * username, sms, register, verify (a new-address check completed it), or the social provider
     * (google, facebook) that signed the member in.
     */
    loginType: text('login_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_events_customer').on(t.customerId, t.createdAt)],
);

/**
 * A login that passed the password from a new address and waits for its extra check
 * (`login_verify_required`): the client answers with one of `methods` and this ticket.
 */
export const pendingLogins = pgTable('pending_logins', {
  ticket: text('ticket').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull().default(''),
  loginType: text('login_type').notNull(),
  /** The password typed was weak or expired: the session opens restricted to the password change. */
  weakPassword: boolean('weak_password').notNull().default(false),
  failures: integer('failures').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** An uploaded avatar, cropped square by the client and checked by the platform (jpg/png, ≤ 1 MB). */
export const customAvatars = pgTable('custom_avatars', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  mime: text('mime').notNull(),
  /** Base64 of the image bytes. */
  data: text('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
