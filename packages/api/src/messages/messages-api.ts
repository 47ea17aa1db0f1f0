/**
 * Platform messages (original messageV2): the unread count (§7 CSP_unreadCount), the inbox, opening
 * (marks read), delete, the outbox, whom to write to, send and reply. Not for trial accounts (§6).
 * Every change to what is read refreshes the unread count wherever it shows (member info carries it
 * to the header, the member centre summary to its menu).
 */
import type { TagType } from '../base-api/base-api';
import { callsOf } from '../base-api/calls-of';
import type { announcementsContracts } from '../wire/announcements';
import { announcementsCalls } from '../wire/announcements-calls';
import type { messagesContracts } from '../wire/messages';
import { messagesCalls } from '../wire/messages-calls';

const INBOX = { type: 'Message', id: 'LIST' } as const;
const OUTBOX = { type: 'Message', id: 'OUTBOX' } as const;
const UNREAD = { type: 'Message', id: 'UNREAD' } as const;
/** What changes when a message is read or deleted: the lists and every unread count. */
const READ_STATE: readonly (TagType | typeof INBOX | typeof UNREAD)[] = [INBOX, UNREAD, 'Member'];

// The unread count is an announcements call (the original's CSP_unreadCount) read with the inbox.
const calls = callsOf<
  typeof messagesContracts & Pick<typeof announcementsContracts, 'unreadCount'>
>({ ...messagesCalls, unreadCount: announcementsCalls.unreadCount });

export const messagesApi = calls.inject((call) => ({
  unreadCount: call.unreadCount.query({ providesTags: [UNREAD] }),
  inbox: call.inbox.query({ providesTags: [INBOX] }),
  /** Opens a message: its content, and it is read from then on. */
  openMessage: call.open.mutation({
    request: (id: number) => ({ body: { id } }),
    invalidatesTags: (_result, error) => (error ? [] : [...READ_STATE]),
  }),
  deleteMessages: call.remove.mutation({
    request: (ids: readonly number[]) => ({ body: { ids: [...ids] } }),
    invalidatesTags: (_result, error) => (error ? [] : [...READ_STATE]),
  }),
  outbox: call.outbox.query({ providesTags: [OUTBOX] }),
  messageRecipients: call.recipients.query(),
  sendMessage: call.send.mutation({
    invalidatesTags: (_result, error) => (error ? [] : [OUTBOX]),
  }),
  replyMessage: call.reply.mutation({
    invalidatesTags: (_result, error) => (error ? [] : [OUTBOX]),
  }),
}));

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
