/**
 * A member's mailbox: the inbox and outbox pages, one of the member's messages, marking it read,
 * removing messages, who the member may write to (customer service, the upline agent, an agent's
 * direct downline), and sending: the outbox row and each member recipient's message in one
 * transaction (customer service reads its own queue).
 */
import { and, count, desc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { MessageSendType, SentMessage } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { isAgentType } from '@gaming/domain/roles';
import type { Database } from '../db/client';
import { customers, messages, sentMessages } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Customer } from './customers';
import type { Tx } from './ledger';
import { inEveryLanguage } from './local-text';
import { deliverMessage, inboxWhere, outboxSince } from './messages';
import type { Paging } from './paging';

export type MessageRow = typeof messages.$inferSelect;
type SentRow = typeof sentMessages.$inferSelect;

/** A page of the member's inbox, newest first, and the inbox's count. */
export async function inboxPageOf(db: Database, customerId: number, now: Date, paging: Paging) {
  const where = inboxWhere(customerId, now);
  const [total] = await db.select({ count: count() }).from(messages).where(where);
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return { totalCount: total?.count ?? 0, rows };
}

/** One of the member's messages not removed; any other is a 404. */
export async function ownMessageOf(
  db: Database,
  customerId: number,
  id: number,
): Promise<MessageRow> {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(eq(messages.id, id), eq(messages.customerId, customerId), isNull(messages.deletedAt)),
    );
  if (!row) throw new ApiError(404, ErrorCode.notFound, 'There is no such message.');
  return row;
}

/** Marks a message read at `readAt`, unless it was read meanwhile. */
export async function markRead(db: Database, messageId: number, readAt: Date): Promise<void> {
  await db
    .update(messages)
    .set({ readAt })
    .where(and(eq(messages.id, messageId), isNull(messages.readAt)));
}

/** Removes the member's messages of these ids; answers how many were removed. */
export async function removeMessages(
  db: Database,
  customerId: number,
  ids: readonly number[],
  now: Date,
): Promise<number> {
  const deleted = await db
    .update(messages)
    .set({ deletedAt: now })
    .where(
      and(
        eq(messages.customerId, customerId),
        inArray(messages.id, [...new Set(ids)]),
        isNull(messages.deletedAt),
      ),
    )
    .returning({ id: messages.id });
  return deleted.length;
}

/** A page of what the member sent lately, newest first, and the outbox's count. */
export async function outboxPageOf(db: Database, customerId: number, now: Date, paging: Paging) {
  const where = and(
    eq(sentMessages.customerId, customerId),
    gte(sentMessages.createdAt, outboxSince(now)),
  );
  const [total] = await db.select({ count: count() }).from(sentMessages).where(where);
  const rows = await db
    .select()
    .from(sentMessages)
    .where(where)
    .orderBy(desc(sentMessages.createdAt), desc(sentMessages.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return { totalCount: total?.count ?? 0, rows };
}

/** The member's upline agent, or null. */
export async function uplineOf(db: Database, member: Customer): Promise<Customer | null> {
  if (member.parentId === null) return null;
  const [upline] = await db.select().from(customers).where(eq(customers.id, member.parentId));
  return upline ?? null;
}

/** An agent's direct downline (none for a member). */
export async function directDownlineOf(db: Database, member: Customer): Promise<number[]> {
  if (!isAgentType(member.isAgent)) return [];
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.parentId, member.id));
  return rows.map((row) => row.id);
}

/** A sent message as its sender sees it, with how many recipients read it. */
export async function sentMessageOf(
  db: Database,
  row: SentRow,
  recipientName: string,
): Promise<SentMessage> {
  const [read] = await db
    .select({ count: count() })
    .from(messages)
    .where(and(eq(messages.sentMessageId, row.id), isNotNull(messages.readAt)));
  return {
    id: row.id,
    sendType: row.sendType as MessageSendType,
    recipientName,
    recipientCount: row.recipientCount,
    readCount: read?.count ?? 0,
    subject: row.subject,
    content: row.content,
    sendTime: row.createdAt.toISOString(),
  };
}

export interface Writing {
  /** What a member writes is in one language: every recipient reads it as written. */
  written: { language: string; languages: readonly string[] };
  sendType: MessageSendType;
  subject: string;
  content: string;
  replyToId?: number;
  /** The recipients of a reply; else the send type's. */
  recipientIds?: number[];
  now: Date;
}

/**
 * Stores the outbox row and delivers it to the member recipients (customer service reads its own
 * queue): the upline agent, or an agent's whole direct downline.
 */
export async function sendMessage(
  db: Database,
  member: Customer,
  writing: Writing,
): Promise<SentMessage> {
  const { written, sendType, subject, content, now } = writing;
  let recipientIds: number[] = [];
  let recipientName = '';
  if (writing.recipientIds !== undefined) {
    recipientIds = writing.recipientIds;
  } else if (sendType === 'upline') {
    const upline = await uplineOf(db, member);
    if (!upline)
      throw new ApiError(400, ErrorCode.operationNotEnabled, 'This account has no upline.');
    recipientIds = [upline.id];
  } else if (sendType === 'downline') {
    recipientIds = await directDownlineOf(db, member);
    if (!isAgentType(member.isAgent))
      throw new ApiError(400, ErrorCode.operationNotEnabled, 'Only agents write to a downline.');
    if (recipientIds.length === 0)
      throw new ApiError(400, ErrorCode.messageNoRecipient, 'There is no member in the downline.');
  }
  if (sendType === 'upline' && recipientIds[0] !== undefined) {
    const [upline] = await db
      .select({ nickname: customers.nickname })
      .from(customers)
      .where(eq(customers.id, recipientIds[0]));
    recipientName = upline?.nickname ?? '';
  }
  const row = await db.transaction(async (tx: Tx) => {
    const [sent] = await tx
      .insert(sentMessages)
      .values({
        customerId: member.id,
        sendType,
        replyToId: writing.replyToId ?? null,
        subject,
        content,
        recipientCount: sendType === 'service' ? 1 : recipientIds.length,
        createdAt: now,
      })
      .returning();
    if (!sent) throw new Error('outbox insert returned nothing');
    for (const customerId of recipientIds)
      await deliverMessage(tx, {
        customerId,
        senderName: inEveryLanguage(member.nickname, written.languages),
        senderId: member.id,
        sentMessageId: sent.id,
        subject: { [written.language]: subject },
        content: { [written.language]: content },
        at: now,
      });
    return sent;
  });
  return sentMessageOf(db, row, recipientName);
}
