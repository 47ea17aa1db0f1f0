/** One-time nonces of sealed requests: a sealed body is accepted once, and only while fresh. */
import type { Database } from '../db/client';
import { sealedNonces } from '../db/schema';

/** A sealed request is fresh for five minutes either side of the platform's clock. */
export const SEALED_FRESH_MS = 5 * 60 * 1000;

/** Records the nonce; false when it was recorded before (the request is a replay). */
export async function firstUseOfNonce(
  db: Database,
  nonce: string,
  keepUntil: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(sealedNonces)
    .values({ nonce, expiresAt: keepUntil })
    .onConflictDoNothing()
    .returning({ nonce: sealedNonces.nonce });
  return inserted.length === 1;
}
