/**
 * How many popups held back after login the member has not looked at yet (`held-popups.ts` keeps
 * them): what the header's notices button shows. A module of its own, this small, because the
 * header is part of the first paint and the rest of the store is not.
 */
import { useSyncExternalStore } from 'react';

/** Session storage: the unread count. */
export const HELD_UNREAD_KEY = 'announcementPopupsUnread';
/** Fired on window when the held popups change. */
export const HELD_CHANGE_EVENT = 'held-popups-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(HELD_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(HELD_CHANGE_EVENT, onChange);
}

function unread(): number {
  try {
    return Number(sessionStorage.getItem(HELD_UNREAD_KEY)) || 0;
  } catch {
    // Storage can be unavailable (private modes): nothing is held.
    return 0;
  }
}

export function useHeldPopupUnread(): number {
  return useSyncExternalStore(subscribe, unread, () => 0);
}
