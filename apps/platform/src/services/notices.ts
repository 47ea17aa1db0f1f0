/**
 * Live notices: a member event (deposit credited, withdrawal decided, inbox message…) is published
 * with PostgreSQL NOTIFY in the transaction that caused it, so it is delivered only when that
 * transaction commits, and by every platform instance listening on the database (NoticeHub).
 */
import { sql } from 'drizzle-orm';
import type { Notice } from '@gaming/api/wire';
import type { Database } from '../db/client';
import type { Tx } from './ledger';

/** The NOTIFY channel of member notices. */
export const NOTICES_CHANNEL = 'member_notices';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const PAYLOAD_MAX_BYTES = 7999;

/** What travels on the channel: whose notice it is, and the notice. */
export interface NoticeEnvelope {
  customerId: number;
  notice: Notice;
}

/**
 * Publishes a notice to a member's open notices sockets, on every platform instance. Pass the
 * transaction that moves the money: the notice leaves only if it commits (a rollback drops it).
 * Outside a transaction (the database itself) it leaves at once.
 */
export async function publishNotice(
  tx: Tx | Database,
  customerId: number,
  notice: Notice,
): Promise<void> {
  const payload = JSON.stringify({ customerId, notice } satisfies NoticeEnvelope);
  if (Buffer.byteLength(payload) > PAYLOAD_MAX_BYTES)
    throw new Error(`A ${notice.type} notice is too large for NOTIFY.`);
  await tx.execute(sql`select pg_notify(${NOTICES_CHANNEL}, ${payload})`);
}

/** The envelope of a NOTIFY payload, or null when it is not one (another writer on the channel). */
export function noticeEnvelopeOf(payload: string): NoticeEnvelope | null {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { customerId, notice } = parsed as { customerId?: unknown; notice?: unknown };
    if (typeof customerId !== 'number' || !Number.isInteger(customerId)) return null;
    if (typeof notice !== 'object' || notice === null || !('type' in notice)) return null;
    if (typeof notice.type !== 'string') return null;
    // Written by publishNotice from a typed notice.
    return { customerId, notice: notice as Notice };
  } catch {
    return null;
  }
}
