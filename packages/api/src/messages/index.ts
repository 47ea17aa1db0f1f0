export {
  messagesApi,
  useDeleteMessagesMutation,
  useInboxQuery,
  useMessageRecipientsQuery,
  useOpenMessageMutation,
  useOutboxQuery,
  useReplyMessageMutation,
  useSendMessageMutation,
  useUnreadCountQuery,
} from './messages-api';
