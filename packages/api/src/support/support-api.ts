/** Support (§7): feedback (PUT /wps/feedback) and live chat (CBS_modelList, CBS_launchChat). */
import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type {
  ChatModelsValue,
  FeedbackBody,
  FeedbackValue,
  LaunchChatArgs,
  LaunchChatValue,
} from '../wire/support';
import { supportCalls } from '../wire/support-calls';

export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The chat groups (the original only logs them). */
    chatModels: build.query<ChatModelsValue, void>({
      query: () => callRequest(supportCalls.chatModels),
    }),
    /** A new chat room each time: `chatUrl` opens in the customer-service popup. */
    launchChat: build.mutation<LaunchChatValue, LaunchChatArgs>({
      query: (params) => callRequest(supportCalls.launchChat, { params: { b2c: 1, ...params } }),
    }),
    sendFeedback: build.mutation<FeedbackValue, FeedbackBody>({
      query: (body) => callRequest(supportCalls.feedback, { body }),
    }),
  }),
});

export const { useChatModelsQuery, useLaunchChatMutation, useSendFeedbackMutation } = supportApi;
