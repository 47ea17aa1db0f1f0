/** The member's platform messages (original messageV2; spec §2 member centre, §6). */
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { messagesCalls } from './messages-calls';
import { IsoTime, Nullable, OneOf, PageNo, Text } from './schema-kit';

/**
 * Who a member writes to: customer service; the upline agent (members with one); the direct
 * downline, every member at once (agents). Original sendType 5 upline, 2/4 direct members.
 */
export const MESSAGE_SEND_TYPES = ['service', 'upline', 'downline'] as const;
export type MessageSendType = (typeof MESSAGE_SEND_TYPES)[number];

/** Inbox rows per page (original `getInboxMails` size 6). */
export const INBOX_PAGE_SIZE_DEFAULT = 6;

export const InboxMessage = Type.Object({
  id: Type.Integer(),
  senderName: Type.String(),
  subject: Type.String(),
  sendTime: IsoTime,
  read: Type.Boolean(),
  /** Whether a reply can be sent (it came from the site or the upline). */
  canReply: Type.Boolean(),
});
export type InboxMessage = Static<typeof InboxMessage>;

export const PageQuery = Type.Object({
  pageNo: Type.Optional(PageNo),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type MessagePageQuery = Static<typeof PageQuery>;

/** The inbox: the last 30 days, plus older messages still unread; newest first. */
export const InboxPage = Type.Object({
  list: Type.Array(InboxMessage),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  totalCount: Type.Integer(),
  totalPages: Type.Integer(),
  unreadCount: Type.Integer(),
});
export type InboxPage = Static<typeof InboxPage>;

export const MessageIdBody = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type MessageIdBody = Static<typeof MessageIdBody>;

/** An opened message (now read). `content` is server HTML or text: sanitise before rendering. */
export const OpenedMessage = Type.Object({
  ...InboxMessage.properties,
  content: Type.String(),
  unreadCount: Type.Integer(),
});
export type OpenedMessage = Static<typeof OpenedMessage>;

export const DeleteMessagesBody = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 50 }),
});
export type DeleteMessagesBody = Static<typeof DeleteMessagesBody>;

export const DeletedMessages = Type.Object({
  deleted: Type.Integer(),
  unreadCount: Type.Integer(),
});
export type DeletedMessages = Static<typeof DeletedMessages>;

export const SentMessage = Type.Object({
  id: Type.Integer(),
  sendType: OneOf(MESSAGE_SEND_TYPES),
  /** Who it went to, in words the screen translates from `sendType`, or the upline's nickname. */
  recipientName: Type.String(),
  recipientCount: Type.Integer(),
  /** How many recipients opened it. */
  readCount: Type.Integer(),
  subject: Type.String(),
  content: Type.String(),
  sendTime: IsoTime,
});
export type SentMessage = Static<typeof SentMessage>;

/** The outbox: the last 7 days, newest first. */
export const OutboxPage = Type.Object({
  list: Type.Array(SentMessage),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  totalCount: Type.Integer(),
  totalPages: Type.Integer(),
});
export type OutboxPage = Static<typeof OutboxPage>;

/** The send types this member may use, with the upline's nickname when there is one. */
export const MessageRecipients = Type.Object({
  sendTypes: Type.Array(OneOf(MESSAGE_SEND_TYPES)),
  uplineName: Nullable(Type.String()),
  downlineCount: Type.Integer(),
});
export type MessageRecipients = Static<typeof MessageRecipients>;

const Subject = Text({ minLength: 1, maxLength: 100 });
const Content = Text({ minLength: 1, maxLength: 1000 });

export const SendMessageBody = Type.Object({
  sendType: OneOf(MESSAGE_SEND_TYPES),
  subject: Subject,
  content: Content,
});
export type SendMessageBody = Static<typeof SendMessageBody>;

export const ReplyMessageBody = Type.Object({
  inboxId: Type.Integer({ minimum: 1 }),
  content: Content,
});
export type ReplyMessageBody = Static<typeof ReplyMessageBody>;

export const messagesContracts = contractsOf('messages', messagesCalls, {
  inbox: {
    summary: 'The member inbox: the last 30 days and older unread messages, newest first',
    query: PageQuery,
    value: InboxPage,
  },
  open: {
    summary: 'Opens an inbox message and marks it read',
    body: MessageIdBody,
    value: OpenedMessage,
  },
  remove: {
    summary: 'Deletes inbox messages',
    body: DeleteMessagesBody,
    value: DeletedMessages,
  },
  outbox: {
    summary: 'What the member sent in the last 7 days, newest first',
    query: PageQuery,
    value: OutboxPage,
  },
  recipients: {
    summary: 'Whom the member may write to',
    value: MessageRecipients,
  },
  send: {
    summary: 'Sends a message to customer service, the upline or the direct downline',
    body: SendMessageBody,
    value: SentMessage,
  },
  reply: {
    summary: 'Replies to an inbox message',
    body: ReplyMessageBody,
    value: SentMessage,
  },
});
