/**
 * Platform messages (original messageV2): the unread count (§7 CSP_unreadCount), the inbox, opening
 * (marks read), delete, the outbox, whom to write to, send and reply. Not for trial accounts (§6).
 * Every change to what is read refreshes the unread count wherever it shows (member info carries it
 * to the header, the member centre summary to its menu).
 */
import { baseApi } from '../base-api/base-api';
import type { TagType } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type { UnreadCountValue } from '../wire/announcements';
import { announcementsCalls } from '../wire/announcements-calls';
import type {
  DeletedMessages,
  InboxPage,
  MessagePageQuery,
  MessageRecipients,
  OpenedMessage,
  OutboxPage,
  ReplyMessageBody,
  SendMessageBody,
  SentMessage,
} from '../wire/messages';
import { messagesCalls } from '../wire/messages-calls';

const INBOX = { type: 'Message', id: 'LIST' } as const;
const OUTBOX = { type: 'Message', id: 'OUTBOX' } as const;
const UNREAD = { type: 'Message', id: 'UNREAD' } as const;
/** What changes when a message is read or deleted: the lists and every unread count. */
const READ_STATE: readonly (TagType | typeof INBOX | typeof UNREAD)[] = [INBOX, UNREAD, 'Member'];

export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    unreadCount: build.query<UnreadCountValue, void>({
      query: () => callRequest(announcementsCalls.unreadCount),
      providesTags: [UNREAD],
    }),
    inbox: build.query<InboxPage, MessagePageQuery>({
      query: (params) => callRequest(messagesCalls.inbox, { params }),
      providesTags: [INBOX],
    }),
    /** Opens a message: its content, and it is read from then on. */
    openMessage: build.mutation<OpenedMessage, number>({
      query: (id) => callRequest(messagesCalls.open, { body: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : [...READ_STATE]),
    }),
    deleteMessages: build.mutation<DeletedMessages, readonly number[]>({
      query: (ids) => callRequest(messagesCalls.remove, { body: { ids } }),
      invalidatesTags: (_result, error) => (error ? [] : [...READ_STATE]),
    }),
    outbox: build.query<OutboxPage, MessagePageQuery>({
      query: (params) => callRequest(messagesCalls.outbox, { params }),
      providesTags: [OUTBOX],
    }),
    messageRecipients: build.query<MessageRecipients, void>({
      query: () => callRequest(messagesCalls.recipients),
    }),
    sendMessage: build.mutation<SentMessage, SendMessageBody>({
      query: (body) => callRequest(messagesCalls.send, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [OUTBOX]),
    }),
    replyMessage: build.mutation<SentMessage, ReplyMessageBody>({
      query: (body) => callRequest(messagesCalls.reply, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [OUTBOX]),
    }),
  }),
});

export const {
  useUnreadCountQuery,
  useInboxQuery,
  useOpenMessageMutation,
  useDeleteMessagesMutation,
  useOutboxQuery,
  useMessageRecipientsQuery,
  useSendMessageMutation,
  useReplyMessageMutation,
} = messagesApi;
