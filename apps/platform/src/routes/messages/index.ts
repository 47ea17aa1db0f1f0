/**
 * The member's platform messages (original messageV2): the inbox (last 30 days and anything still
 * unread), opening a message (marks it read), delete, the outbox (last 7 days), and sending to
 * customer service, the upline agent or an agent's direct downline, or replying. Real accounts only.
 */
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import type { MessageSendType, SentMessage } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { isAgentType } from '@gaming/domain/roles';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { customerById } from '../../services/customers';
import type { LocalText } from '../../services/local-text';
import { languageOf, localReader } from '../../services/local-text';
import type { MessageRow } from '../../services/mailbox';
import {
  directDownlineOf,
  inboxPageOf,
  markRead,
  outboxPageOf,
  ownMessageOf,
  removeMessages,
  sendMessage,
  sentMessageOf,
  uplineOf,
} from '../../services/mailbox';
import { unreadCountOf } from '../../services/messages';
import { pageFieldsOf, pagingOf } from '../../services/paging';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.messages;
const INBOX_PAGE_SIZE = 6;
const OUTBOX_PAGE_SIZE = 6;

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

  route(app, calls.inbox, async (request) => {
    const customerId = request.session.customerId;
    const paging = pagingOf(request.query.pageNo, request.query.pageSize, INBOX_PAGE_SIZE);
    const { totalCount, rows } = await inboxPageOf(db, customerId, deps.now(), paging);
    const local = localReader(request);
    return {
      list: rows.map((row) => inboxMessageOf(row, local)),
      ...pageFieldsOf(paging, totalCount),
      unreadCount: await unreadCountOf(db, customerId),
    };
  });

  route(app, calls.open, async (request) => {
    const customerId = request.session.customerId;
    const row = await ownMessageOf(db, customerId, request.body.id);
    const readAt = row.readAt ?? deps.now();
    if (row.readAt === null) await markRead(db, row.id, readAt);
    const local = localReader(request);
    return {
      ...inboxMessageOf({ ...row, readAt }, local),
      content: local(row.content),
      unreadCount: await unreadCountOf(db, customerId),
    };
  });

  route(app, calls.remove, async (request) => {
    const customerId = request.session.customerId;
    const deleted = await removeMessages(db, customerId, request.body.ids, deps.now());
    if (deleted === 0) throw new ApiError(404, ErrorCode.notFound, 'There is no such message.');
    return { deleted, unreadCount: await unreadCountOf(db, customerId) };
  });

  route(app, calls.outbox, async (request) => {
    const customerId = request.session.customerId;
    const paging = pagingOf(request.query.pageNo, request.query.pageSize, OUTBOX_PAGE_SIZE);
    const { totalCount, rows } = await outboxPageOf(db, customerId, deps.now(), paging);
    const member = await customerById(db, customerId);
    const upline = await uplineOf(db, member);
    const list: SentMessage[] = [];
    for (const row of rows)
      list.push(
        await sentMessageOf(db, row, row.sendType === 'upline' ? (upline?.nickname ?? '') : ''),
      );
    return { list, ...pageFieldsOf(paging, totalCount) };
  });

  route(app, calls.recipients, async (request) => {
    const member = await customerById(db, request.session.customerId);
    const upline = await uplineOf(db, member);
    const downline = await directDownlineOf(db, member);
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
    return sendMessage(db, member, {
      written: writtenIn(request),
      sendType,
      subject: textOf(request.body.subject),
      content: textOf(request.body.content),
      now: deps.now(),
    });
  });

  route(app, calls.reply, async (request) => {
    const member = await customerById(db, request.session.customerId);
    const original = await ownMessageOf(db, member.id, request.body.inboxId);
    // The subject as the member read it, in their language.
    const read = localReader(request)(original.subject);
    const subject = read.startsWith('Re: ') ? read : `Re: ${read}`.slice(0, 100);
    const content = textOf(request.body.content);
    const writing = { written: writtenIn(request), subject, content, replyToId: original.id };
    // A site message is answered by customer service; a member's by that member.
    if (original.senderId === null)
      return sendMessage(db, member, { ...writing, sendType: 'service', now: deps.now() });
    const sendType: MessageSendType = original.senderId === member.parentId ? 'upline' : 'downline';
    return sendMessage(db, member, {
      ...writing,
      sendType,
      recipientIds: [original.senderId],
      now: deps.now(),
    });
  });
}
