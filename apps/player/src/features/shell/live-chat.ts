/** The live chat (CBS_launchChat), loaded on the first click so its endpoint stays out of `/`. */
import { supportApi } from '@gaming/api/support';
import { safeCustomerServiceUrl } from '@gaming/domain/urls';
import type { AppDispatch } from '../../app/store';

/**
 * Asks the platform for a chat room and points the already open popup at it; when the call fails
 * the popup shows the entry's own customer-service page instead.
 */
export async function launchChatInto(
  dispatch: AppDispatch,
  popup: Window | null,
  options: { apiBase: string; language: string; title: string; fallback: string },
): Promise<void> {
  const reply = await dispatch(
    supportApi.endpoints.launchChat.initiate({ language: options.language, title: options.title }),
  );
  const chatUrl = reply.data ? safeCustomerServiceUrl(reply.data.chatUrl, options.apiBase) : null;
  if (!popup || popup.closed) return;
  popup.opener = null;
  popup.location.href = chatUrl ?? options.fallback;
}
