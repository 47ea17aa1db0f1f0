/** The member's inbox and outbox (messageV2) and referrals (invite and earn). */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, localText, money } from './columns';
import { customers } from './accounts';

/**
 * Platform messages delivered to a member (the inbox). The sender's name, subject and content are
 * per language: the site writes each of the merchant's languages, a member their own (one language;
 * every reader is answered in it).
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    senderName: localText('sender_name').notNull(),
    /** The member who sent it (a message from the upline or a downline), null for the site. */
    senderId: integer('sender_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The outbox row of the member who sent it (its read count reads this). */
    sentMessageId: integer('sent_message_id').references((): AnyPgColumn => sentMessages.id, {
      onDelete: 'set null',
    }),
    subject: localText('subject').notNull(),
    content: localText('content').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_customer_read').on(t.customerId, t.readAt),
    index('messages_customer_created').on(t.customerId, t.createdAt),
    index('messages_sent_message').on(t.sentMessageId),
  ],
);

/** What a member sent (the outbox): to customer service, the upline or the direct downline. */
export const sentMessages = pgTable(
  'sent_messages',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** service, upline, downline (wire MESSAGE_SEND_TYPES). */
    sendType: text('send_type').notNull(),
    /** The inbox message this answers, if a reply. */
    replyToId: integer('reply_to_id').references((): AnyPgColumn => messages.id, {
      onDelete: 'set null',
    }),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sent_messages_customer_created').on(t.customerId, t.createdAt),
    check('sent_messages_send_type', sql`${t.sendType} in ('service', 'upline', 'downline')`),
    check('sent_messages_recipients', sql`${t.recipientCount} >= 0`),
  ],
);

/** A friend who registered through a member's invitation link. */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    inviteeId: integer('invitee_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The address the friend registered from (a second friend from it is a duplicate). */
    registerIp: text('register_ip'),
    /** Set when the friend is a duplicate (same address as an earlier friend) or failed. */
    flag: text('flag'),
    firstDepositAt: timestamp('first_deposit_at', { withTimezone: true }),
    firstDepositAmount: money('first_deposit_amount'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referrals_invitee').on(t.inviteeId),
    index('referrals_referrer_created').on(t.referrerId, t.createdAt),
    check('referrals_flag', sql`${t.flag} is null or ${t.flag} in ('duplicate', 'failed')`),
    check('referrals_not_self', sql`${t.referrerId} <> ${t.inviteeId}`),
    check(
      'referrals_deposit_positive',
      sql`${t.firstDepositAmount} is null or ${t.firstDepositAmount} > 0`,
    ),
  ],
);
