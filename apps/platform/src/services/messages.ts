/**
 * Platform messages: the member's unread count (the unread call, member info and the member centre
 * badges read it), the inbox window and delivery with its live notice. A message's sender name,
 * subject and content are texts per language (the site writes each of the merchant's languages, a
 * member the one they wrote in), answered in the reader's language.
 */
import { and, count, eq, gte, isNull, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customers, merchants, messages } from '../db/schema';
import type { Tx } from './ledger';
import type { LocalText } from './local-text';
import { textIn } from './local-text';
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
  senderName: LocalText;
  senderId?: number | null;
  sentMessageId?: number | null;
  subject: LocalText;
  content: LocalText;
  at: Date;
}

/** The language a member reads in away from a request: the one they chose, else the merchant's first. */
async function readingLanguageOf(
  tx: Database | Tx,
  customerId: number,
): Promise<{ language: string; languages: readonly string[] }> {
  const [row] = await tx
    .select({ chosen: customers.language, languages: merchants.langList })
    .from(customers)
    .innerJoin(merchants, eq(merchants.code, customers.merchantCode))
    .where(eq(customers.id, customerId));
  const languages = row?.languages ?? [];
  const chosen = row?.chosen ?? null;
  return {
    language: chosen !== null && languages.includes(chosen) ? chosen : (languages[0] ?? 'EN'),
    languages,
  };
}

/**
 * Puts a message in a member's inbox and tells their open tabs (an INBOX live notice, on commit).
 * The notice has no request to take a language from: its subject is in the member's chosen one.
 */
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
  const { language, languages } = await readingLanguageOf(tx, delivery.customerId);
  await publishNotice(tx, delivery.customerId, {
    type: 'INBOX',
    subject: textIn(delivery.subject, language, languages),
  });
  return row.id;
}
