/**
 * The member's platform messages (original messageV2): the inbox (last 30 days and anything still
 * unread), opening a message (marks it read), delete, the outbox (last 7 days), and sending to
 * customer service, the upline agent or an agent's direct downline, or replying. Real accounts only.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type { MessageSendType, SentMessage } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { isAgentType } from '@gaming/domain/roles';
import { customers, messages, sentMessages } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import type { Customer } from '../../services/customers';
import { customerById } from '../../services/customers';
import type { Tx } from '../../services/ledger';
import type { LocalText } from '../../services/local-text';
import { inEveryLanguage, languageOf, localReader } from '../../services/local-text';
import { deliverMessage, inboxWhere, outboxSince, unreadCountOf } from '../../services/messages';
import { pagingOf, totalPagesOf } from '../../services/paging';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.messages;
const INBOX_PAGE_SIZE = 6;
const OUTBOX_PAGE_SIZE = 6;
type MessageRow = typeof messages.$inferSelect;
type SentRow = typeof sentMessages.$inferSelect;

/** A message's texts in the reader's language. */
function inboxMessageOf(row: MessageRow, local: (text: LocalText) => string) {
  return {
    id: row.id,
    senderName: local(row.senderName),
    subject: local(row.subject),
    sendTime: row.createdAt.toISOString(),
    read: row.readAt !== null,
    canReply: true,
  };
}

/** A message as text: what a member types is never HTML. */
function textOf(typed: string): string {
  return typed.trim();
}

export function registerMessageRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  async function uplineOf(member: Customer): Promise<Customer | null> {
    if (member.parentId === null) return null;
    const [upline] = await db.select().from(customers).where(eq(customers.id, member.parentId));
    return upline ?? null;
  }

  async function downlineOf(member: Customer): Promise<number[]> {
    if (!isAgentType(member.isAgent)) return [];
    const rows = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.parentId, member.id));
    return rows.map((row) => row.id);
  }

  async function sentMessageOf(row: SentRow, recipientName: string): Promise<SentMessage> {
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

  /**
   * Stores the outbox row and delivers it to the member recipients (customer service reads its own
   * queue). What a member writes is in one language, `written`: every recipient reads it as written.
   */
  async function send(
    member: Customer,
    written: { language: string; languages: readonly string[] },
    sendType: MessageSendType,
    subject: string,
    content: string,
    options: { replyToId?: number; recipientIds?: number[] } = {},
  ): Promise<SentMessage> {
    const now = deps.now();
    let recipientIds: number[] = [];
    let recipientName = '';
    if (options.recipientIds !== undefined) {
      recipientIds = options.recipientIds;
    } else if (sendType === 'upline') {
      const upline = await uplineOf(member);
      if (!upline)
        throw new ApiError(400, ErrorCode.operationNotEnabled, 'This account has no upline.');
      recipientIds = [upline.id];
    } else if (sendType === 'downline') {
      recipientIds = await downlineOf(member);
      if (!isAgentType(member.isAgent))
        throw new ApiError(400, ErrorCode.operationNotEnabled, 'Only agents write to a downline.');
      if (recipientIds.length === 0)
        throw new ApiError(
          400,
          ErrorCode.messageNoRecipient,
          'There is no member in the downline.',
        );
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
          replyToId: options.replyToId ?? null,
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
    return sentMessageOf(row, recipientName);
  }

  route(app, calls.inbox, async (request) => {
    const customerId = request.session.customerId;
    const paging = pagingOf(request.query.pageNo, request.query.pageSize, INBOX_PAGE_SIZE);
    const where = inboxWhere(customerId, deps.now());
    const [total] = await db.select({ count: count() }).from(messages).where(where);
    const rows = await db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(paging.pageSize)
      .offset(paging.offset);
    const totalCount = total?.count ?? 0;
    const local = localReader(request);
    return {
      list: rows.map((row) => inboxMessageOf(row, local)),
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
      totalCount,
      totalPages: totalPagesOf(totalCount, paging.pageSize),
      unreadCount: await unreadCountOf(db, customerId),
    };
  });

  async function ownMessage(customerId: number, id: number): Promise<MessageRow> {
    const [row] = await db
      .select()
      .from(messages)
      .where(
        and(eq(messages.id, id), eq(messages.customerId, customerId), isNull(messages.deletedAt)),
      );
    if (!row) throw new ApiError(404, ErrorCode.notFound, 'There is no such message.');
    return row;
  }

  route(app, calls.open, async (request) => {
    const customerId = request.session.customerId;
    const row = await ownMessage(customerId, request.body.id);
    const readAt = row.readAt ?? deps.now();
    if (row.readAt === null)
      await db
        .update(messages)
        .set({ readAt })
        .where(and(eq(messages.id, row.id), isNull(messages.readAt)));
    const local = localReader(request);
    return {
      ...inboxMessageOf({ ...row, readAt }, local),
      content: local(row.content),
      unreadCount: await unreadCountOf(db, customerId),
    };
  });

  route(app, calls.remove, async (request) => {
    const customerId = request.session.customerId;
    const deleted = await db
      .update(messages)
      .set({ deletedAt: deps.now() })
      .where(
        and(
          eq(messages.customerId, customerId),
          inArray(messages.id, [...new Set(request.body.ids)]),
          isNull(messages.deletedAt),
        ),
      )
      .returning({ id: messages.id });
    if (deleted.length === 0)
      throw new ApiError(404, ErrorCode.notFound, 'There is no such message.');
    return { deleted: deleted.length, unreadCount: await unreadCountOf(db, customerId) };
  });

  route(app, calls.outbox, async (request) => {
    const customerId = request.session.customerId;
    const paging = pagingOf(request.query.pageNo, request.query.pageSize, OUTBOX_PAGE_SIZE);
    const where = and(
      eq(sentMessages.customerId, customerId),
      gte(sentMessages.createdAt, outboxSince(deps.now())),
    );
    const [total] = await db.select({ count: count() }).from(sentMessages).where(where);
    const rows = await db
      .select()
      .from(sentMessages)
      .where(where)
      .orderBy(desc(sentMessages.createdAt), desc(sentMessages.id))
      .limit(paging.pageSize)
      .offset(paging.offset);
    const member = await customerById(db, customerId);
    const upline = await uplineOf(member);
    const list: SentMessage[] = [];
    for (const row of rows)
      list.push(
        await sentMessageOf(row, row.sendType === 'upline' ? (upline?.nickname ?? '') : ''),
      );
    const totalCount = total?.count ?? 0;
    return {
      list,
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
      totalCount,
      totalPages: totalPagesOf(totalCount, paging.pageSize),
    };
  });

  route(app, calls.recipients, async (request) => {
    const member = await customerById(db, request.session.customerId);
    const upline = await uplineOf(member);
    const downline = await downlineOf(member);
    const sendTypes: MessageSendType[] = ['service'];
    if (upline) sendTypes.push('upline');
    if (isAgentType(member.isAgent)) sendTypes.push('downline');
    return { sendTypes, uplineName: upline?.nickname ?? null, downlineCount: downline.length };
  });

  /** The language a member writes in: the one they asked in. */
  const writtenIn = (request: Parameters<typeof languageOf>[0]) => ({
    language: languageOf(request),
    languages: request.site.merchant.langList,
  });

  route(app, calls.send, async (request) => {
    const member = await customerById(db, request.session.customerId);
    const { sendType } = request.body;
    return send(
      member,
      writtenIn(request),
      sendType,
      textOf(request.body.subject),
      textOf(request.body.content),
    );
  });

  route(app, calls.reply, async (request) => {
    const member = await customerById(db, request.session.customerId);
    const original = await ownMessage(member.id, request.body.inboxId);
    // The subject as the member read it, in their language.
    const read = localReader(request)(original.subject);
    const subject = read.startsWith('Re: ') ? read : `Re: ${read}`.slice(0, 100);
    const content = textOf(request.body.content);
    const written = writtenIn(request);
    // A site message is answered by customer service; a member's by that member.
    if (original.senderId === null)
      return send(member, written, 'service', subject, content, { replyToId: original.id });
    const sendType: MessageSendType = original.senderId === member.parentId ? 'upline' : 'downline';
    return send(member, written, sendType, subject, content, {
      replyToId: original.id,
      recipientIds: [original.senderId],
    });
  });
}
