export {
  supportApi,
  useChatModelsQuery,
  useLaunchChatMutation,
  useSendFeedbackMutation,
} from './support-api';
