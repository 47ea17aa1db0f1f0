/**
 * Agent contracts (§4 Contracts): dividend, daily salary, hourly salary and real-time salary. One
 * contract per (downline agent, kind), offered by the downline's direct upline (none: the house);
 * its history of offers and answers; and its payouts, one per settlement window.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ContractTier } from '@gaming/domain/contracts';
import { customers } from './accounts';
import { createdAt, money } from './columns';
import { walletTransactions } from './wallet';

const KINDS = sql`('dividend', 'daily', 'hourly', 'realtime')`;

/**
 * A contract. `tiers` are the terms in force (paid on); `offeredTiers` (with `offeredPeriod` /
 * `offeredInterval`) an offer waiting for the downline's answer: status P (new), E (changed) or V
 * (termination request). A (accepted), R (rejected) and C (terminated) wait for nothing.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    /** The upline that offered it; null for an account the house contracts with directly. */
    uplineId: integer('upline_id').references(() => customers.id, { onDelete: 'cascade' }),
    downlineId: integer('downline_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    /** Terms in force (empty until a first offer is accepted). */
    tiers: jsonb('tiers').$type<ContractTier[]>().notNull().default([]),
    /** Dividend: daily, weekly, semimonthly or monthly. */
    period: text('period'),
    /** Hourly salary: H (every hour) or BH (every 30 minutes). */
    interval: text('interval'),
    offeredTiers: jsonb('offered_tiers').$type<ContractTier[]>(),
    offeredPeriod: text('offered_period'),
    offeredInterval: text('offered_interval'),
    /** When the terms in force were accepted: settlement starts at the window containing it. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_contracts_downline_kind').on(t.downlineId, t.kind),
    index('agent_contracts_upline_kind').on(t.uplineId, t.kind),
    check('agent_contracts_kind', sql`${t.kind} in ${KINDS}`),
    check('agent_contracts_status', sql`${t.status} in ('P', 'E', 'V', 'A', 'R', 'C')`),
    check(
      'agent_contracts_period',
      sql`${t.period} is null or ${t.period} in ('daily', 'weekly', 'semimonthly', 'monthly')`,
    ),
    check('agent_contracts_interval', sql`${t.interval} is null or ${t.interval} in ('H', 'BH')`),
    check(
      'agent_contracts_offer_pending',
      sql`(${t.status} in ('P', 'E')) = (${t.offeredTiers} is not null)`,
    ),
    check(
      'agent_contracts_not_self',
      sql`${t.uplineId} is null or ${t.uplineId} <> ${t.downlineId}`,
    ),
  ],
);

/** Contract records: every offer, change, termination request and answer, with the terms. */
export const contractRecords = pgTable(
  'contract_records',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => customers.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** The contract's status after the action. */
    status: text('status').notNull(),
    tiers: jsonb('tiers').$type<ContractTier[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('contract_records_contract').on(t.contractId, t.id),
    check(
      'contract_records_action',
      sql`${t.action} in ('offer', 'change', 'terminate_request', 'accept', 'reject', 'terminate', 'ended_by_upline_rate')`,
    ),
  ],
);

/**
 * Payouts: one per (contract, window), whichever settlement run gets there first (the unique index;
 * the ledger row is written in the same transaction).
 */
export const contractPayouts = pgTable(
  'contract_payouts',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    teamValidBet: money('team_valid_bet').notNull(),
    teamNetLoss: money('team_net_loss').notNull(),
    activeMembers: integer('active_members').notNull(),
    rate: numeric('rate', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    amount: money('amount').notNull(),
    ledgerId: integer('ledger_id').references(() => walletTransactions.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contract_payouts_once').on(t.contractId, t.windowStart),
    index('contract_payouts_customer_kind').on(t.customerId, t.kind, t.windowStart),
    check('contract_payouts_kind', sql`${t.kind} in ${KINDS}`),
    check('contract_payouts_amount', sql`${t.amount} > 0`),
    check('contract_payouts_window', sql`${t.windowEnd} > ${t.windowStart}`),
  ],
);
