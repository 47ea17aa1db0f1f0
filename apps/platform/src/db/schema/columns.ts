/** Column shapes several tables share. */
import { jsonb, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Exact decimals, two places: never floating point for money. */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An operator's text in each of the merchant's languages, by language code: `{ EN: …, TY: … }`.
 * A request is answered in its language, else the merchant's first (services/local-text.ts).
 */
export type LocalText = Readonly<Record<string, string>>;
export const localText = (name: string) => jsonb(name).$type<LocalText>();
