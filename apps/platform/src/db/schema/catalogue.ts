/** The game catalogue: game types, vendors, games. */
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { money } from './columns';

export const gameTypes = pgTable('game_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull(),
});

export const vendors = pgTable('vendors', {
  vassalage: text('vassalage').primaryKey(),
  displayName: text('display_name').notNull(),
  gameType: text('game_type')
    .notNull()
    .references(() => gameTypes.code),
  gameCategory: text('game_category').notNull(),
  /** 'VASSALAGE' when the vendor opens a game popup list. */
  isGame: text('is_game'),
  sort: integer('sort').notNull(),
  /** Multi-wallet mode: the vendor's wallet (original accountTypeId); null = plays from the main wallet. */
  accountTypeId: integer('account_type_id'),
  /** The vendor's wallet is under maintenance: no transfers in or out. */
  walletMaintenance: boolean('wallet_maintenance').notNull().default(false),
});

export const games = pgTable(
  'games',
  {
    nodeId: integer('node_id').primaryKey(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    vassalage: text('vassalage')
      .notNull()
      .references(() => vendors.vassalage),
    gameType: text('game_type').notNull(),
    gameClassify: text('game_classify').notNull(),
    isHot: integer('is_hot').notNull().default(0),
    supportPlay: integer('support_play').notNull().default(1),
    minBet: money('min_bet').notNull(),
    lineNum: integer('line_num').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    index('games_type_vendor').on(t.gameType, t.vassalage, t.sort),
    index('games_hot').on(t.isHot),
    // The game list pages in (sort, node_id) order by type or by vendor: LIMIT/OFFSET walks these.
    index('games_sort').on(t.sort, t.nodeId),
    index('games_type_sort').on(t.gameType, t.sort, t.nodeId),
    index('games_vendor_sort').on(t.vassalage, t.sort, t.nodeId),
    index('games_code').on(t.gameCode),
  ],
);
