/**
 * The agent's team (agent centre): each account's rebate rate and the remark its upline keeps, and
 * the agents' invitation links with their visits. Registrations and first deposits of a link are
 * counted from the accounts that joined by it.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './accounts';

/** An agent's invitation link: a code of its own; a registration by it joins the agent's downline. */
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Letters and digits, stored upper case; unique within the merchant. */
    code: text('code').notNull(),
    /** What an account registered by it becomes: a member or an agent. */
    type: text('type').$type<'member' | 'agent'>().notNull(),
    visits: integer('visits').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_links_code').on(t.merchantCode, t.code),
    index('affiliate_links_agent').on(t.agentId),
    check('affiliate_links_type', sql`${t.type} in ('member', 'agent')`),
    check('affiliate_links_visits', sql`${t.visits} >= 0`),
    check('affiliate_links_code_format', sql`${t.code} ~ '^[A-Z0-9]{4,16}$'`),
  ],
);

/** Per account of a tree: its rebate rate (a downline's is at most its upline's), remark, link. */
export const teamAccounts = pgTable(
  'team_accounts',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Percent, two decimals (1.5 = 1.5 %). */
    rebateRate: numeric('rebate_rate', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** The upline's note about the account. */
    remark: text('remark').notNull().default(''),
    /** The invitation link the account registered by, if any. */
    linkId: integer('link_id').references(() => affiliateLinks.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_accounts_link').on(t.linkId),
    check('team_accounts_rate', sql`${t.rebateRate} >= 0 and ${t.rebateRate} <= 100`),
  ],
);
