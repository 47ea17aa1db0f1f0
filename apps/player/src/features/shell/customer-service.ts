import { supportApi } from '@gaming/api/support';
import { usePermissionQuery } from '@gaming/api/system';
import { CUSTOMER_SERVICE_POPUP } from '@gaming/domain/constants';
import { safeServerUrl } from '@gaming/domain/urls';
import type { AppDispatch } from '../../app/store';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { useSession } from '../../session/use-session';

export interface CustomerServiceLink {
  /** The entry's type (LIVECHAT opens the platform's live chat where the site allows it). */
  csType: string;
  title: string;
  url: string;
}

/** The permission call's customer-service entries whose URL is safe to open (§2, §6). */
export function useCustomerService(): CustomerServiceLink[] {
  const apiBase = useAppSelector((state) => state.apiContext.apiBase);
  const { data } = usePermissionQuery();
  return (data?.info.customerService ?? []).flatMap((entry) => {
    const url = safeServerUrl(entry.path, apiBase);
    return url ? [{ csType: entry.csType, title: entry.title, url }] : [];
  });
}

const POPUP_NAME = 'customer-service';

/** Phones get a full page (a new tab) instead of a small window. */
function popupFeatures(): string | undefined {
  const phone =
    typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;
  if (phone) return undefined;
  const { width, height } = CUSTOMER_SERVICE_POPUP;
  return `popup,width=${String(width)},height=${String(height)}`;
}

/**
 * Opens customer service in a 440×750 popup window (§9; a full page on phones), chosen per csType:
 * a LIVECHAT entry opens the live chat for a logged-in real account when the site has it (CBS3),
 * else the entry's own page. The window opens in the click itself (so no popup
 * blocker stops it) and gets the chat's address when the platform answers.
 */
export function useOpenCustomerService(): (entry: CustomerServiceLink) => void {
  const dispatch = useAppDispatch();
  const { token, role } = useSession();
  const apiBase = useAppSelector((state) => state.apiContext.apiBase);
  const language = useAppSelector((state) => state.apiContext.language);
  const { data } = usePermissionQuery();
  const liveChat = data?.info.whitelabel.CBS3 === true && Boolean(token) && role !== 'trial';

  return (entry) => {
    const features = popupFeatures();
    if (entry.csType !== 'LIVECHAT' || !liveChat) {
      window.open(entry.url, POPUP_NAME, features ? `${features},noopener` : 'noopener');
      return;
    }
    // Without noopener, to keep the handle; the opener is cut before the chat page loads.
    const popup = window.open('about:blank', POPUP_NAME, features);
    void launchChatInto(dispatch, popup, {
      apiBase,
      language,
      title: entry.title,
      fallback: entry.url,
    });
  };
}

/**
 * Asks the platform for a chat room and points the already open popup at it; when the call fails
 * the popup shows the entry's own customer-service page instead.
 */
async function launchChatInto(
  dispatch: AppDispatch,
  popup: Window | null,
  options: { apiBase: string; language: string; title: string; fallback: string },
): Promise<void> {
  const reply = await dispatch(
    supportApi.endpoints.launchChat.initiate({ language: options.language, title: options.title }),
  );
  const chatUrl = reply.data ? safeServerUrl(reply.data.chatUrl, options.apiBase) : null;
  if (!popup || popup.closed) return;
  popup.opener = null;
  popup.location.href = chatUrl ?? options.fallback;
}
