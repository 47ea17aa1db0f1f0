/** Merchants and their site settings. */
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { RegisterField, RegisterFieldRule } from '@gaming/domain/validation';

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
  /** A rule for every registration field (the register settings call answers them as stored). */
  registerRules: jsonb('register_rules')
    .$type<Record<RegisterField, RegisterFieldRule>>()
    .notNull(),
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
