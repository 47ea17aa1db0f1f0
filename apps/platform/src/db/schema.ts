/**
 * The platform's tables. One Drizzle schema for PGlite and PostgreSQL; migrations in ../../drizzle
 * are generated from it with `pnpm db:generate`.
 */
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  country: text('country').notNull(),
  countryName: text('country_name').notNull(),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  langList: text('lang_list').array().notNull(),
  domains: text('domains').array().notNull(),
});

/** Per-merchant site settings: status, whitelabel flags, registration rules and the rest. */
export const siteSettings = pgTable('site_settings', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code),
  status: integer('status').notNull().default(0),
  whitelabel: jsonb('whitelabel').$type<Record<string, boolean>>().notNull(),
  registerRules: jsonb('register_rules').$type<Record<string, unknown>>().notNull(),
  maintenance: jsonb('maintenance')
    .$type<{ title: string; content: string; endTime: string | null }>()
    .notNull(),
  customerService: jsonb('customer_service')
    .$type<{ csType: string; title: string; path: string }[]>()
    .notNull(),
  resources: jsonb('resources')
    .$type<{ resourceType: string; url: string; qrCodeUrl?: string }[]>()
    .notNull(),
  domainRoute: text('domain_route').array().notNull(),
  /** Free-form named settings (`POST /__dev/settings { settings: { name: value } }`). */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
});

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
  },
  (t) => [index('sessions_customer').on(t.customerId)],
);

/** Failed logins per username, counted so the third failure asks for the image captcha. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    merchantCode: text('merchant_code').notNull(),
    username: text('username').notNull(),
    failures: integer('failures').notNull().default(0),
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
  },
  (t) => [index('sms_codes_mobile').on(t.merchantCode, t.mobileNum, t.createdAt)],
);

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

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  groupName: text('group_name').notNull(),
  url: text('url').notNull(),
  linkageType: text('linkage_type').notNull(),
  linkageTarget: text('linkage_target'),
  sort: integer('sort').notNull(),
});

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  /** B banners, PL player, PU popup, PR promotion, H hot. */
  groupType: text('group_type').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  promotionType: text('promotion_type'),
  /** Popup execution code: A logged in, B anonymous, F first login. */
  execution: text('execution'),
  imageUrl: text('image_url'),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }),
  sort: integer('sort').notNull(),
});

export const winners = pgTable('winners', {
  id: serial('id').primaryKey(),
  gameName: text('game_name').notNull(),
  customerName: text('customer_name').notNull(),
  winAmount: money('win_amount').notNull(),
  iconUrl: text('icon_url').notNull(),
  createdAt: createdAt(),
});

export const helpArticles = pgTable('help_articles', {
  id: serial('id').primaryKey(),
  language: text('language').notNull(),
  categoryId: integer('category_id').notNull(),
  categoryTitle: text('category_title').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  anchor: text('anchor'),
  sort: integer('sort').notNull(),
});

/** Every balance change, so balances are explainable (deposits, bets, wins, transfers). */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    txType: text('tx_type').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_tx_customer').on(t.customerId, t.createdAt)],
);

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
    winAmount: money('win_amount').notNull(),
    seed: text('seed').notNull(),
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

/** Platform messages to a member (the inbox); only the unread count is served so far. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    senderName: text('sender_name').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('messages_customer_read').on(t.customerId, t.readAt)],
);

export const schema = {
  merchants,
  siteSettings,
  customers,
  sessions,
  loginAttempts,
  captchas,
  smsCodes,
  gameTypes,
  vendors,
  games,
  banners,
  announcements,
  winners,
  helpArticles,
  walletTransactions,
  favorites,
  bets,
  gameTickets,
  messages,
};
