/**
 * Whether a modal the visitor asked for is open, so that a dialog nobody asked for (announcement
 * popups, receipt confirmation) waits instead of covering it.
 */
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '../app/store';

/** Routes that open a modal over home (§2): popups wait while it is open. */
const MODAL_ROUTES = new Set(['/register', '/register/social', '/help']);

/**
 * Whether a modal the visitor asked for is open (login, forgot or change password, /register,
 * /register/social, /help): a popup never covers it. On /login the login modal opens after the
 * first render, so the popups wait there until it has been shown and closed.
 */
export function useAskedModalOpen(): boolean {
  const { pathname } = useLocation();
  const auth = useAppSelector((state) => state.auth);
  const [loginShown, setLoginShown] = useState(false);
  if (auth.loginOpen && !loginShown) setLoginShown(true);
  return (
    auth.loginOpen ||
    auth.forgotPasswordOpen ||
    auth.changePasswordOpen ||
    MODAL_ROUTES.has(pathname) ||
    (pathname === '/login' && !loginShown)
  );
}

/** A modal dialog in the page (every `@gaming/ui` Dialog is one), or a field being typed into. */
function pageBusy(): boolean {
  if (document.querySelector('[aria-modal="true"]') !== null) return true;
  const active = document.activeElement;
  return (
    active instanceof HTMLElement &&
    (active.isContentEditable ||
      active instanceof HTMLTextAreaElement ||
      active instanceof HTMLSelectElement ||
      (active instanceof HTMLInputElement &&
        !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(active.type)))
  );
}

/** Dialogs are portals into <body>; focus moves tell about fields. */
function subscribe(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, { childList: true });
  document.addEventListener('focusin', changed);
  document.addEventListener('focusout', changed);
  return () => {
    observer.disconnect();
    document.removeEventListener('focusin', changed);
    document.removeEventListener('focusout', changed);
  };
}

const notWatching = () => () => undefined;
const idle = () => false;

/**
 * Whether the page is busy with something else: another dialog is open, or the member is filling a
 * field. Watched only while `watching`: once the caller's own dialog is shown it stays.
 */
export function usePageBusy(watching: boolean): boolean {
  return useSyncExternalStore(watching ? subscribe : notWatching, watching ? pageBusy : idle);
}
