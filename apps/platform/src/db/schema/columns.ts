/** Column shapes several tables share. */
import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Exact decimals, two places: never floating point for money. */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
