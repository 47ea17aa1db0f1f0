/** What the operator publishes: banners, announcements, help articles, the winner board. */
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { localText, money, createdAt } from './columns';

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  groupName: text('group_name').notNull(),
  /** The image per language: a banner's headline is drawn into it. */
  url: localText('url').notNull(),
  /** The headline per language: the banner's accessible name. */
  title: localText('title').notNull().default({}),
  linkageType: text('linkage_type').notNull(),
  linkageTarget: text('linkage_target'),
  sort: integer('sort').notNull(),
});

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  /** B banners, PL player, PU popup, PR promotion, H hot. */
  groupType: text('group_type').notNull(),
  title: localText('title').notNull(),
  /** HTML per language; the apps sanitise it before showing it. */
  content: localText('content').notNull(),
  promotionType: text('promotion_type'),
  /** Popup execution code: A logged in, B anonymous, F first login. */
  execution: text('execution'),
  imageUrl: localText('image_url'),
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
