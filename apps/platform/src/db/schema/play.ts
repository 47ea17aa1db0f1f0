/** What members do with games: favourites, bets, launch tickets. */
import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { money, createdAt } from './columns';
import { customers, sessions } from './accounts';
import { games } from './catalogue';

/** A member's favourite games (§4 Favourites); adding one twice keeps one row. */
export const favorites = pgTable(
  'favorites',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.nodeId] }),
    index('favorites_customer_created').on(t.customerId, t.createdAt),
  ],
);

/**
 * Real-money bets placed on the demo game page, one row per spin: the recent games list reads the
 * member's latest distinct games from here. `seed` is the spin's random seed, so a result can be
 * recomputed and checked.
 */
export const bets = pgTable(
  'bets',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    vassalage: text('vassalage').notNull(),
    gameType: text('game_type').notNull(),
    betAmount: money('bet_amount').notNull(),
    /** The part of the bet that counts for turnover (rebates, withdrawal gate); a slot spin's whole bet. */
    validBetAmount: money('valid_bet_amount'),
    winAmount: money('win_amount').notNull(),
    /** The spin's seed (demo slot); other games' bets carry none. */
    seed: text('seed').notNull(),
    orderNo: text('order_no'),
    /** Sports: selection, odds, event and settlement status; lottery: its status code (§1 betting record). */
    selection: text('selection'),
    odds: numeric('odds', { precision: 10, scale: 3, mode: 'number' }),
    eventName: text('event_name'),
    status: text('status'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bets_customer_created').on(t.customerId, t.createdAt),
    index('bets_customer_node').on(t.customerId, t.nodeId, t.id),
  ],
);

/**
 * Launch tickets of the demo game page: one per launch, random, expiring, bound to a customer (real
 * money or free play) or, for a visitor's free play, to nothing but itself. Free play keeps its
 * play-money balance here and never touches the wallet. Ending the session ends its tickets.
 */
export const gameTickets = pgTable(
  'game_tickets',
  {
    ticket: text('ticket').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    sessionToken: text('session_token').references(() => sessions.token, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId),
    /** 1 real money, 0 free play. */
    accountType: integer('account_type').notNull(),
    /** Free play only: the play-money balance. */
    playBalance: money('play_balance'),
    language: text('language').notNull(),
    backUrl: text('back_url'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('game_tickets_expires').on(t.expiresAt)],
);
