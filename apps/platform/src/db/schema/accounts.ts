/** Customers and what guards their accounts: sessions, failed logins, captchas, SMS codes. */
import {
  boolean,
  index,
  integer,
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
  },
  (t) => [
    uniqueIndex('customers_merchant_username').on(t.merchantCode, t.username),
    index('customers_merchant_mobile').on(t.merchantCode, t.mobileNum),
    index('customers_parent').on(t.parentId),
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
    /**
     * Opened with a weak or expired password: only member info, the password change and logout
     * answer until the password is changed.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (t) => [index('sessions_customer').on(t.customerId)],
);

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
    purpose: text('purpose').$type<'login' | 'register'>().notNull(),
    code: text('code').notNull(),
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
