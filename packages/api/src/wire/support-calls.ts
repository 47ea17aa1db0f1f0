/** Support calls: feedback (§7 PUT /wps/feedback) and live chat (§7 CBS_modelList, CBS_launchChat). */
import type { CallRoute } from './call';

export const supportCalls = {
  feedback: { method: 'PUT', url: '/wps/feedback', auth: true, realAccount: true },
  chatModels: { url: '/wps/relay/CBS_modelList', auth: true, realAccount: true },
  launchChat: { url: '/wps/relay/CBS_launchChat', auth: true, realAccount: true },
  /** The chat page the platform serves itself; its key is the room's address. */
  chatPage: { url: '/wps/chat/:key', noMerchant: true },
  /** The chat page's form posts here; answers the member's message and the automatic reply. */
  chatSend: { method: 'POST', url: '/wps/chat/:key/messages', noMerchant: true },
} as const satisfies Record<string, CallRoute>;
