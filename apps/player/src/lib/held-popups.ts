/**
 * Popup announcements held back after login: one popup is shown, the others wait in the notice list
 * with a count on its button until the member opens it. Kept in session storage, as the popups'
 * "seen" flags are, so a reload keeps them and a sign-out (which clears session storage) drops them.
 */
import { useSyncExternalStore } from 'react';
import { HELD_CHANGE_EVENT, HELD_UNREAD_KEY } from './held-popup-count';

/** Session storage: the held popups' ids, in showing order (a JSON array). */
const HELD_IDS_KEY = 'announcementPopupsHeld';

function stored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    // Storage can be unavailable (private modes): nothing is held.
    return null;
  }
}

function idsOf(raw: string | null): number[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function store(ids: readonly number[], unread: number): void {
  try {
    sessionStorage.setItem(HELD_IDS_KEY, JSON.stringify(ids));
    sessionStorage.setItem(HELD_UNREAD_KEY, String(unread));
  } catch {
    // See stored.
  }
  window.dispatchEvent(new Event(HELD_CHANGE_EVENT));
}

/** Holds these popups back (after the one shown): each one not held yet counts as unread. */
export function holdPopups(ids: readonly number[]): void {
  const held = idsOf(stored(HELD_IDS_KEY));
  const added = ids.filter((id) => !held.includes(id));
  if (added.length === 0) return;
  store([...held, ...added], (Number(stored(HELD_UNREAD_KEY)) || 0) + added.length);
}

/** The member opened the notice list: the held popups stay listed there, the count goes. */
export function markHeldPopupsRead(): void {
  if ((Number(stored(HELD_UNREAD_KEY)) || 0) > 0) store(idsOf(stored(HELD_IDS_KEY)), 0);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(HELD_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(HELD_CHANGE_EVENT, onChange);
}

/** The held popups' ids, following changes. */
export function useHeldPopupIds(): number[] {
  const raw = useSyncExternalStore(
    subscribe,
    () => stored(HELD_IDS_KEY),
    () => null,
  );
  return idsOf(raw);
}
