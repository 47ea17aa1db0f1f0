/** Support: feedback from members (with pictures) and the live-chat rooms the platform serves. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { createdAt } from './columns';

/** A member's feedback (§1 feedback): type 0 other, 1 deposit, 2 withdrawal, 3 game, 4 service, 6 agent. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    /** At most 140 characters (§9). */
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('feedbacks_customer_idx').on(table.customerId),
    check('feedbacks_type_check', sql`${table.type} in (0, 1, 2, 3, 4, 6)`),
    check('feedbacks_content_check', sql`char_length(${table.content}) between 1 and 140`),
  ],
);

/** Up to three png/jpg pictures of a feedback, checked by their bytes. */
export const feedbackImages = pgTable(
  'feedback_images',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedbacks.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    /** Base64 of the image bytes. */
    data: text('data').notNull(),
  },
  (table) => [
    index('feedback_images_feedback_idx').on(table.feedbackId),
    check('feedback_images_mime_check', sql`${table.mime} in ('image/png', 'image/jpeg')`),
  ],
);

/** A live-chat room (CBS_launchChat): its random key is the address of the chat page. */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('chat_rooms_customer_idx').on(table.customerId)],
);

/** The messages of a room: the member's and the automatic replies. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    fromMember: boolean('from_member').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_messages_room_idx').on(table.roomId),
    check('chat_messages_text_check', sql`char_length(${table.text}) between 1 and 500`),
  ],
);
