/**
 * Money: the ledger (every balance change of every wallet), vendor wallets, payment orders, bound
 * withdrawal accounts, and the operator's payment settings. Balances change only through
 * `services/ledger.ts`, in the same database transaction as their ledger row.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { money, createdAt, localText } from './columns';
import { customers } from './accounts';

/**
 * The ledger: one row per movement of money on one wallet (accountTypeId 2 = main wallet, vendor
 * wallets by their id), written in the same transaction as the balance it explains.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Main wallet 2 (original site), or a vendor wallet's accountTypeId. */
    accountTypeId: integer('account_type_id').notNull().default(2),
    txType: text('tx_type').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    /** What moved it: an order number, a game code, a claim id. */
    reference: text('reference'),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_tx_customer').on(t.customerId, t.createdAt),
    index('wallet_tx_reference').on(t.reference),
  ],
);

/**
 * A member's request made once: a repeated `Idempotency-Key` answers the first request's result
 * instead of moving money again. The key is claimed in the same transaction as the movement.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The call and a digest of its body: the same key on another request is refused. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.key] }),
    index('idempotency_created').on(t.createdAt),
  ],
);

/** Multi-wallet mode: a member's balance on each vendor's wallet (the main wallet is customers.balance). */
export const vendorWallets = pgTable(
  'vendor_wallets',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    accountTypeId: integer('account_type_id').notNull(),
    balance: money('balance').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.accountTypeId] }),
    check('vendor_wallets_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/**
 * Deposit channels of the merchant (original `getDepositBanksList`): a method (e-wallet, bank
 * transfer, QR, gateway, USDT) holds channels, each with its limits, fee rule and fixed amounts.
 */
export const depositChannels = pgTable('deposit_channels', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  /** The method's code (GCASH, MAYA, BANK, QRPH, PGMT, USDT). */
  methodCode: text('method_code').notNull(),
  /** How it is paid: GATEWAY opens a payment page, BANK shows an account to pay into, CRYPTO an address. */
  flow: text('flow').$type<'GATEWAY' | 'BANK' | 'CRYPTO'>().notNull(),
  vendorId: text('vendor_id').notNull(),
  /** What members read on the deposit page and in their records, per language. */
  name: localText('name').notNull(),
  minAmount: money('min_amount').notNull(),
  maxAmount: money('max_amount').notNull(),
  /** Fee charged to the member: percent of the amount plus a fixed part, clamped to [feeMin, feeMax]. */
  feePercent: numeric('fee_percent', { precision: 6, scale: 3, mode: 'number' })
    .notNull()
    .default(0),
  feeFixed: money('fee_fixed').notNull().default(0),
  feeMin: money('fee_min').notNull().default(0),
  /** 0 = no ceiling. */
  feeMax: money('fee_max').notNull().default(0),
  fixAmounts: jsonb('fix_amounts').$type<number[]>().notNull().default([]),
  /** Only the fixed amounts may be chosen. */
  fixAmountOnly: boolean('fix_amount_only').notNull().default(false),
  /** "Give away x%": the method's bonus hint; methods are sorted by it. */
  reimbursementPercentage: numeric('reimbursement_percentage', {
    precision: 6,
    scale: 3,
    mode: 'number',
  })
    .notNull()
    .default(0),
  recommended: boolean('recommended').notNull().default(false),
  /** BANK and CRYPTO: what the member pays into (receiverName, receiverAccount, bankName, …). */
  receiver: jsonb('receiver').$type<Record<string, string>>(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Deposit promotions (original `getDepositPromotionsV3`): tiers of bonus by deposit. */
export const depositPromotions = pgTable('deposit_promotions', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  /** Per language: the deposit page lists it by name. */
  name: localText('name').notNull(),
  type: text('type').$type<'FIXED' | 'PERCENTAGE'>().notNull(),
  /** Tiers: from a deposit of minDeposit, bonus (an amount, or a percent of the deposit up to maxBonus). */
  tiers: jsonb('tiers')
    .$type<{ minDeposit: number; bonus: number; maxBonus: number | null }[]>()
    .notNull(),
  /** Methods it applies to; empty = all. */
  methodCodes: text('method_codes').array().notNull().default([]),
  /** Turnover the bonus asks before a withdrawal (times deposit + bonus). */
  turnoverMultiple: integer('turnover_multiple').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * Deposit and withdrawal orders. Deposit states (original site codes in brackets): new [5], pending
 * [4], approved [2], cancelled [3], rejected [6], expired [7]. Withdrawal states: processing [1],
 * transferring [2], audit_fail [3], success [4], failed [5].
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    /** D… or W… followed by digits: what the member and the ledger rows quote. */
    orderNo: text('order_no'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'deposit' | 'withdraw'>().notNull(),
    /** What reaches the wallet (deposit) or leaves it (withdrawal). */
    amount: money('amount').notNull(),
    requestedAmount: money('requested_amount').notNull().default(0),
    /** The member's fee (deposit: customerBankCharge; withdrawal: charge). */
    fee: money('fee').notNull().default(0),
    /** Deposit promotion bonus credited with the deposit. */
    bonus: money('bonus').notNull().default(0),
    /**
     * Deposit: the channel's "give away x%" of the requested amount, fixed when the order is made
     * and credited as its own ledger row when the deposit is approved.
     */
    giveAway: money('give_away').notNull().default(0),
    status: text('status').notNull().default('pending'),
    /** Deposit: the method and channel; withdrawal: BC, EW or VW. */
    method: text('method'),
    channelId: integer('channel_id'),
    promotionId: integer('promotion_id'),
    withdrawAccountId: integer('withdraw_account_id'),
    /** BANK and CRYPTO deposits: the receiver shown to the member, as it was at the time. */
    receiver: jsonb('receiver').$type<Record<string, string>>(),
    /** The member said "I have paid". */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The last "speed up" reminder. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When the simulated operator decides it. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    remark: text('remark'),
    /**
     * Withdrawal receipt confirmation (§4): waiting → received | not_received | auto (unconfirmed
     * after the configured minutes counts as received); null when none is asked.
     */
    confirmation: text('confirmation'),
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_orders_customer').on(t.customerId, t.status),
    index('payment_orders_due').on(t.status, t.dueAt),
    uniqueIndex('payment_orders_no').on(t.orderNo),
  ],
);

/** Pictures attached to an order: a deposit's payment slip, a withdrawal's proof of non-receipt. */
export const paymentFiles = pgTable('payment_files', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => paymentOrders.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<'slip' | 'proof'>().notNull(),
  mime: text('mime').notNull(),
  /** Base64 of the image bytes. */
  data: text('data').notNull(),
  createdAt: createdAt(),
});

/** A member's bound withdrawal accounts: bank cards (BC), e-wallets (EW), crypto wallets (VW). */
export const withdrawAccounts = pgTable(
  'withdraw_accounts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').$type<'BC' | 'EW' | 'VW'>().notNull(),
    /** Bank or e-wallet code, or the crypto network (TRC20, ERC20). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    holder: text('holder').notNull(),
    /** Card, account or wallet number / address. */
    number: text('number').notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('withdraw_accounts_customer').on(t.customerId)],
);

/** Rebates a member claimed by hand (manualRebate): one claim per day and game category. */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    balanceDate: date('balance_date').notNull(),
    category: text('category').notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rebate_claims_once').on(t.customerId, t.balanceDate, t.category)],
);

/** Red envelopes an agent sent to a downline member; the member claims each once. */
export const redEnvelopes = pgTable(
  'red_envelopes',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [index('red_envelopes_customer').on(t.customerId, t.claimedAt)],
);
