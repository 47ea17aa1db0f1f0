/**
 * Platform messages: the member's unread count (the unread call, member info and the member centre
 * badges read it), the inbox window and delivery with its live notice.
 */
import { and, count, eq, gte, isNull, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { messages } from '../db/schema';
import type { Tx } from './ledger';
import { publishNotice } from './notices';

/** The inbox shows the last 30 days (original `getInboxMails`), the outbox the last 7. */
export const INBOX_DAYS = 30;
export const OUTBOX_DAYS = 7;
const DAY_MS = 86_400_000;

/** Unread, not deleted: what the badge counts. An unread message never drops out of the inbox. */
export async function unreadCountOf(db: Database | Tx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .where(
      and(eq(messages.customerId, customerId), isNull(messages.readAt), isNull(messages.deletedAt)),
    );
  return row?.unread ?? 0;
}

/** The inbox's rows: not deleted, and sent in the last 30 days or still unread (so the badge always leads somewhere). */
export function inboxWhere(customerId: number, now: Date): SQL | undefined {
  return and(
    eq(messages.customerId, customerId),
    isNull(messages.deletedAt),
    or(
      gte(messages.createdAt, new Date(now.getTime() - INBOX_DAYS * DAY_MS)),
      isNull(messages.readAt),
    ),
  );
}

export function outboxSince(now: Date): Date {
  return new Date(now.getTime() - OUTBOX_DAYS * DAY_MS);
}

export interface Delivery {
  customerId: number;
  senderName: string;
  senderId?: number | null;
  sentMessageId?: number | null;
  subject: string;
  content: string;
  at: Date;
}

/** Puts a message in a member's inbox and tells their open tabs (an INBOX live notice, on commit). */
export async function deliverMessage(tx: Database | Tx, delivery: Delivery): Promise<number> {
  const [row] = await tx
    .insert(messages)
    .values({
      customerId: delivery.customerId,
      senderName: delivery.senderName,
      senderId: delivery.senderId ?? null,
      sentMessageId: delivery.sentMessageId ?? null,
      subject: delivery.subject,
      content: delivery.content,
      createdAt: delivery.at,
    })
    .returning({ id: messages.id });
  if (!row) throw new Error('message insert returned nothing');
  await publishNotice(tx, delivery.customerId, { type: 'INBOX', subject: delivery.subject });
  return row.id;
}
