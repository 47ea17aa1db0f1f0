/** Support: feedback with pictures and captcha, live chat (§1 feedback, §6 customer service). */
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { ImageUpload } from './deposit';
import { LanguageCode, Text } from './schema-kit';
import { supportCalls } from './support-calls';
import { FEEDBACK_MAX_CHARACTERS, FEEDBACK_MAX_IMAGES } from '@gaming/domain/constants';
import type { FeedbackType } from '@gaming/domain/support';

export const FeedbackBody = Type.Object({
  /** One of FEEDBACK_TYPES (kept in step by the type check below). */
  type: Type.Union([
    Type.Literal(1),
    Type.Literal(2),
    Type.Literal(3),
    Type.Literal(4),
    Type.Literal(6),
    Type.Literal(0),
  ]),
  content: Type.String({ minLength: 1, maxLength: FEEDBACK_MAX_CHARACTERS }),
  captcha: Text({ maxLength: 16 }),
  /** The key the captcha image was fetched with. */
  captchaKey: Text({ maxLength: 64 }),
  files: Type.Array(ImageUpload, { maxItems: FEEDBACK_MAX_IMAGES }),
});
type SameTypes<T extends { type: FeedbackType }> = T;
export type FeedbackBody = SameTypes<Static<typeof FeedbackBody>>;

export const FeedbackValue = Type.Object({ id: Type.Integer() });
export type FeedbackValue = Static<typeof FeedbackValue>;

export const ChatModel = Type.Object({ modelId: Type.String(), title: Type.String() });
export type ChatModel = Static<typeof ChatModel>;
export const ChatModelsValue = Type.Array(ChatModel);
export type ChatModelsValue = Static<typeof ChatModelsValue>;

export const LaunchChatArgs = Type.Object({
  b2c: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  title: Type.Optional(Text({ maxLength: 80 })),
  language: Type.Optional(LanguageCode),
  headerColor: Type.Optional(Text({ maxLength: 16, pattern: '^#?[0-9A-Fa-f]{3,8}$' })),
});
export type LaunchChatArgs = Static<typeof LaunchChatArgs>;

/** `chatUrl`: a site path of the platform's chat page (or an operator's absolute URL). */
export const LaunchChatValue = Type.Object({ chatUrl: Type.String() });
export type LaunchChatValue = Static<typeof LaunchChatValue>;

const ChatKeyParams = Type.Object({
  key: Text({ maxLength: 64, pattern: '^[A-Za-z0-9_-]{16,64}$' }),
});

export const ChatSendBody = Type.Object({ text: Type.String({ minLength: 1, maxLength: 500 }) });
export type ChatSendBody = Static<typeof ChatSendBody>;

export const ChatMessage = Type.Object({
  fromMember: Type.Boolean(),
  text: Type.String(),
  createdAt: Type.String(),
});
export type ChatMessage = Static<typeof ChatMessage>;
export const ChatSendValue = Type.Object({ messages: Type.Array(ChatMessage) });
export type ChatSendValue = Static<typeof ChatSendValue>;

export const supportContracts = contractsOf('support', supportCalls, {
  feedback: {
    summary: 'Send feedback with up to three pictures (png or jpg, at most 5 MB each)',
    description:
      'The captcha is fetched from /wps/captcha with captchaKey. Pictures are checked by their bytes: anything else answers file.invalid.',
    body: FeedbackBody,
    value: FeedbackValue,
  },
  chatModels: { summary: 'The live-chat groups a member can talk to', value: ChatModelsValue },
  launchChat: {
    summary: 'Open a live-chat room; value.chatUrl is the chat page',
    query: LaunchChatArgs,
    value: LaunchChatValue,
  },
  chatPage: {
    summary: 'The live-chat page of a room (a form; messages are stored)',
    params: ChatKeyParams,
    content: 'text/html',
  },
  chatSend: {
    summary: "A member's chat message; answers it with the automatic reply",
    params: ChatKeyParams,
    body: ChatSendBody,
    value: ChatSendValue,
  },
});
