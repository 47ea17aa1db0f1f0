/**
 * Promotions and the reward centre: the promotions page's entries, members' applications to manual
 * promotions, the reward centre's configuration (sign-in calendar, newbie rewards, rescue tiers,
 * promo codes), members' tickets, and every reward claimed — one row per claim, unique per member,
 * kind and key, so a claim is paid once however often it is sent.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { createdAt, localText, money } from './columns';
import { merchants } from './site';

const merchantCode = () =>
  text('merchant_code')
    .notNull()
    .references(() => merchants.code);
const customerId = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

/** The promotions page: one entry per promotion, in a category, for a period. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantCode: merchantCode(),
    /** rng, live, pvp, sport, fish, lotto, rebate, deposit, … (PROMOTION_CATEGORIES). */
    category: text('category').notNull(),
    /** LOGIN, REGISTER, SAVIOR, DEPOSIT…, MISSION, REFERRAL, MANUAL, RAFFLE, OTHER. */
    promotionType: text('promotion_type').notNull(),
    title: localText('title').notNull(),
    /** HTML per language; the player sanitises it before showing it. */
    content: localText('content').notNull(),
    imageUrl: localText('image_url'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** What a manual promotion's issued application or a raffle pays. */
    bonus: money('bonus').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('promotions_merchant').on(t.merchantCode, t.sort),
    check('promotions_period', sql`${t.endAt} > ${t.startAt}`),
    check('promotions_bonus_not_negative', sql`${t.bonus} >= 0`),
  ],
);

/** A member's application to a manual promotion: applying → issued or rejected; issued → claimed. */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: serial('id').primaryKey(),
    customerId: customerId(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('applying'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promotion_applications_once').on(t.customerId, t.promotionId),
    check(
      'promotion_applications_status',
      sql`${t.status} in ('applying', 'rejected', 'issued', 'claimed')`,
    ),
  ],
);

/** The sign-in calendar: what each day of the week (1 Monday … 7 Sunday) pays, and its deposit. */
export const signInDays = pgTable(
  'sign_in_days',
  {
    id: serial('id').primaryKey(),
    merchantCode: merchantCode(),
    dayNo: integer('day_no').notNull(),
    amount: money('amount').notNull(),
    /** Approved deposits the member needs that day before claiming; 0 = none. */
    depositAmount: money('deposit_amount').notNull().default(0),
  },
  (t) => [
    uniqueIndex('sign_in_days_day').on(t.merchantCode, t.dayNo),
    check('sign_in_days_day_no', sql`${t.dayNo} between 1 and 7`),
    check('sign_in_days_amount', sql`${t.amount} > 0 and ${t.depositAmount} >= 0`),
  ],
);

/** Newbie rewards: each pays once, when the member's profile has what it asks. */
export const newbieRewards = pgTable(
  'newbie_rewards',
  {
    id: serial('id').primaryKey(),
    merchantCode: merchantCode(),
    name: localText('name').notNull(),
    amount: money('amount').notNull(),
    /** NEWBIE_REQUIREMENTS: mobileBound, emailBound, realName. */
    requires: jsonb('requires').$type<string[]>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('newbie_rewards_merchant').on(t.merchantCode, t.sort),
    check('newbie_rewards_amount', sql`${t.amount} > 0`),
  ],
);

/** Rescue: yesterday's net loss reaching a tier pays the tier's amount, once a day. */
export const rescueTiers = pgTable(
  'rescue_tiers',
  {
    id: serial('id').primaryKey(),
    merchantCode: merchantCode(),
    minLoss: money('min_loss').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    uniqueIndex('rescue_tiers_min').on(t.merchantCode, t.minLoss),
    check('rescue_tiers_amounts', sql`${t.minLoss} > 0 and ${t.amount} > 0`),
  ],
);

/** Promo codes: each pays a member once while it is valid. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    merchantCode: merchantCode(),
    /** Stored upper case; the member may type any case. */
    code: text('code').notNull(),
    amount: money('amount').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('promo_codes_code').on(t.merchantCode, t.code),
    check('promo_codes_amount', sql`${t.amount} > 0`),
  ],
);

/** A member's ticket (golden egg, red rain, prize wheel, cash voucher, gift code); opened once. */
export const rewardTickets = pgTable(
  'reward_tickets',
  {
    id: serial('id').primaryKey(),
    customerId: customerId(),
    ticketType: text('ticket_type').notNull(),
    name: localText('name').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** Decided by the platform when opened: MONEY, POINT, MERCHANDISE or RETRY. */
    prize: text('prize'),
    amount: money('amount').notNull().default(0),
    /** A merchandise prize's name or a gift code. */
    productName: text('product_name'),
  },
  (t) => [
    index('reward_tickets_customer').on(t.customerId, t.openedAt),
    check(
      'reward_tickets_type',
      sql`${t.ticketType} in ('GOLDEN_EGG', 'RAFFLE', 'PRIZE_WHEEL', 'CASH_VOUCHER', 'GIFT_CODE')`,
    ),
  ],
);

/**
 * Every reward a member claimed: unique per member, kind and key (the day of a sign-in or rescue,
 * the newbie reward's id, the promo code, the application, the ticket), so it is paid once.
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: serial('id').primaryKey(),
    customerId: customerId(),
    /** REWARD_KINDS: LOGIN, REGISTER, SAVIOR, PROMO_CODE, MANUAL, RAFFLE, TICKET. */
    kind: text('kind').notNull(),
    claimKey: text('claim_key').notNull(),
    name: text('name').notNull(),
    amount: money('amount').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reward_claims_once').on(t.customerId, t.kind, t.claimKey),
    index('reward_claims_history').on(t.customerId, t.createdAt),
    check('reward_claims_amount', sql`${t.amount} >= 0`),
  ],
);
