/** Support (§7): feedback (PUT /wps/feedback) and live chat (CBS_modelList, CBS_launchChat). */
import { callsOf } from '../base-api/calls-of';
import type { LaunchChatArgs, supportContracts } from '../wire/support';
import { supportCalls } from '../wire/support-calls';

const calls = callsOf<typeof supportContracts>(supportCalls);

export const supportApi = calls.inject((call) => ({
  /** The chat groups (the original only logs them). */
  chatModels: call.chatModels.query(),
  /** A new chat room each time: `chatUrl` opens in the customer-service popup. */
  launchChat: call.launchChat.mutation({
    request: (params: LaunchChatArgs) => ({ params: { b2c: 1, ...params } }),
  }),
  sendFeedback: call.feedback.mutation(),
}));

export const { useChatModelsQuery, useLaunchChatMutation, useSendFeedbackMutation } = supportApi;
