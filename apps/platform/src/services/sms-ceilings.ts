/**
 * The SMS ceilings (§8 "too many requests, retry after 5 minutes", §9 "phone-auth retry 5
 * minutes"): at most 5 codes to one number, and from one address, in 10 minutes; the sixth is
 * refused and so is every send for the next 5 minutes. Email codes count the same way per address
 * and per mailbox. Kept in `rate_limits`, so the ceiling holds across restarts.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { hit, tooMany } from './ceilings';

export const SMS_MAX_PER_WINDOW = 5;
export const SMS_WINDOW_MS = 10 * 60 * 1000;
export const SMS_BLOCK_MS = 5 * 60 * 1000;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

async function checkOne(db: Database, key: string, now: Date): Promise<void> {
  const blockKey = `sms-block:${key}`;
  const [block] = await db.select().from(rateLimits).where(eq(rateLimits.key, blockKey));
  if (block) {
    const left = SMS_BLOCK_MS - (now.getTime() - block.windowStart.getTime());
    if (left > 0) throw tooMany(Math.ceil(left / 1000));
  }
  const { current } = await hit(db, `sms:${key}`, SMS_WINDOW_MS, now);
  if (current <= SMS_MAX_PER_WINDOW) return;
  // Over the ceiling: blocked for 5 minutes, then a fresh window.
  await db
    .insert(rateLimits)
    .values({ key: blockKey, hits: 1, windowStart: now })
    .onConflictDoUpdate({ target: rateLimits.key, set: { hits: 1, windowStart: now } });
  await db.delete(rateLimits).where(eq(rateLimits.key, `sms:${key}`));
  throw tooMany(Math.ceil(SMS_BLOCK_MS / 1000));
}

/**
 * Counts one code to `target` (a number or a mailbox) from the request's address; throws the 429
 * when either is over the ceiling. Loopback addresses are exempt only when the platform was started
 * so (tests); the number's ceiling always applies.
 */
export async function checkSmsCeilings(
  db: Database,
  request: { ip: string },
  target: string,
  now: Date,
  options: { exemptLoopback: boolean },
): Promise<void> {
  if (!(options.exemptLoopback && LOOPBACK.has(request.ip)))
    await checkOne(db, `address:${request.ip}`, now);
  await checkOne(db, `target:${target.toLowerCase()}`, now);
}
