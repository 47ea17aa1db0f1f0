/**
 * Points mall and missions.
 *
 * Points a member earns from bets and deposits are computed when read (valid bets and approved
 * deposits × the configured rates, services/points.ts); only what changes the balance otherwise is
 * stored here: redemptions, conversions and mission rewards (`point_movements`). Mission progress is
 * likewise read from bets and deposits in the mission's period; only claims are stored.
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

/** What the mall offers: 1 promotion, 2 live, 3 gift (original conversion types). */
export const pointRewards = pgTable(
  'point_rewards',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    type: integer('type').notNull(),
    name: localText('name').notNull(),
    description: localText('description').notNull().default({}),
    /** Main image URL per language (the platform's drawn assets). */
    image: localText('image').notNull(),
    /** Price in points alone; null when the reward is sold only for points + money. */
    price: money('price'),
    /** Points + money price (redeemType PM); both null when not offered. */
    mpPointAmount: money('mp_point_amount'),
    mpMoneyAmount: money('mp_money_amount'),
    /** Items left; a redemption takes its quantity with a conditional update. */
    inventory: integer('inventory').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('point_rewards_merchant').on(t.merchantCode, t.type, t.sort),
    check('point_rewards_inventory', sql`${t.inventory} >= 0`),
    check('point_rewards_type', sql`${t.type} in (1, 2, 3)`),
    check(
      'point_rewards_priced',
      sql`${t.price} is not null or (${t.mpPointAmount} is not null and ${t.mpMoneyAmount} is not null)`,
    ),
  ],
);

/** A member's redemption: P in process, R rejected (points given back), A approved. */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => pointRewards.id),
    /** The reward's name and type as they were. */
    name: text('name').notNull(),
    type: integer('type').notNull(),
    quantity: integer('quantity').notNull(),
    redeemType: text('redeem_type').$type<'P' | 'PM'>().notNull(),
    points: money('points').notNull(),
    money: money('money').notNull().default(0),
    status: text('status').$type<'P' | 'R' | 'A'>().notNull().default('P'),
    /** Where to send it: name, address, mobile. */
    delivery: jsonb('delivery')
      .$type<{ name: string; address: string; mobile: string }>()
      .notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    index('point_redemptions_customer').on(t.customerId, t.createdAt),
    check('point_redemptions_quantity', sql`${t.quantity} >= 1`),
    check('point_redemptions_status', sql`${t.status} in ('P', 'R', 'A')`),
    check('point_redemptions_type', sql`${t.redeemType} in ('P', 'PM')`),
  ],
);

/**
 * Stored changes of a member's points: REDEEM and CONVERT (negative), REFUND (a rejected
 * redemption), MISSION (a mission reward), TICKET (a reward-centre ticket's points prize). Earnings from bets and deposits are not stored.
 */
export const pointMovements = pgTable(
  'point_movements',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'REDEEM' | 'CONVERT' | 'REFUND' | 'MISSION' | 'TICKET'>().notNull(),
    points: money('points').notNull(),
    /** The redemption, conversion or mission claim it belongs to. */
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('point_movements_customer').on(t.customerId, t.createdAt),
    uniqueIndex('point_movements_once').on(t.customerId, t.kind, t.reference),
    check(
      'point_movements_kind',
      sql`${t.kind} in ('REDEEM', 'CONVERT', 'REFUND', 'MISSION', 'TICKET')`,
    ),
    check('point_movements_nonzero', sql`${t.points} <> 0`),
  ],
);

/** A mission: milestones to reach between start and end; `rankBy` orders its leaderboard. */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    title: localText('title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    rankBy: text('rank_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('missions_merchant_period').on(t.merchantCode, t.endAt),
    check('missions_period', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/** A milestone: reach `target` of `condition` (VALID_BET, DEPOSIT_AMOUNT, BET_COUNT, PROFIT_MULTIPLIER). */
export const missionMilestones = pgTable(
  'mission_milestones',
  {
    id: serial('id').primaryKey(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    condition: text('condition').notNull(),
    target: money('target').notNull(),
    bonusAmount: money('bonus_amount').notNull().default(0),
    pointAmount: money('point_amount').notNull().default(0),
  },
  (t) => [
    uniqueIndex('mission_milestones_sort').on(t.missionId, t.sort),
    check(
      'mission_milestones_condition',
      sql`${t.condition} in ('VALID_BET', 'DEPOSIT_AMOUNT', 'BET_COUNT', 'PROFIT_MULTIPLIER')`,
    ),
    check('mission_milestones_target', sql`${t.target} > 0`),
  ],
);

/** A claimed milestone reward: one per member and milestone. */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    milestoneId: integer('milestone_id')
      .notNull()
      .references(() => missionMilestones.id, { onDelete: 'cascade' }),
    bonusAmount: money('bonus_amount').notNull(),
    pointAmount: money('point_amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mission_claims_once').on(t.customerId, t.milestoneId)],
);
