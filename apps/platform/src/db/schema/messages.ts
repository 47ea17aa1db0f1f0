/** Platform messages to members (the inbox). */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './accounts';

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
