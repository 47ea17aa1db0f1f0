/** Money: every balance change of a wallet. */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { money, createdAt } from './columns';
import { customers } from './accounts';

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

/**
 * Deposit and withdrawal orders. The member centre header counts the pending ones; the money issue
 * (deposit, withdrawal, records) builds the rest on this table.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** deposit or withdraw. */
    kind: text('kind').$type<'deposit' | 'withdraw'>().notNull(),
    amount: money('amount').notNull(),
    /** pending, approved, rejected, failed, credited. */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_orders_customer').on(t.customerId, t.status)],
);
