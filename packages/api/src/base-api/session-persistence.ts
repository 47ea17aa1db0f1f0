/**
 * Keeps the session token in session storage (§3 Storage): every token change is written there,
 * and a session error clears the tab's session but keeps the merchant code (§4).
 */
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { KeyValueStorage } from '@gaming/domain/session';
import { clearSessionKeepingMerchant, LOCAL_KEYS, SESSION_KEYS } from '@gaming/domain/session';
import type { WithApiContext } from './api-context';
import { languageChanged, sessionExpired, tokenChanged } from './api-context';

export function persistSession(
  listeners: ListenerMiddlewareInstance,
  storage: KeyValueStorage & { removeItem(key: string): void },
): void {
  listeners.startListening({
    actionCreator: tokenChanged,
    effect: ({ payload: token }) => {
      if (token) storage.setItem(SESSION_KEYS.token, token);
      else storage.removeItem(SESSION_KEYS.token);
    },
  });
  listeners.startListening({
    actionCreator: sessionExpired,
    // Only when it ended the session in use (not a late answer for an older one).
    effect: (_action, api) => {
      if ((api.getState() as WithApiContext).apiContext.token === null)
        clearSessionKeepingMerchant(storage);
    },
  });
}

/** Keeps the chosen language for the next visit (§3 Storage: local storage holds the language). */
export function persistLanguage(
  listeners: ListenerMiddlewareInstance,
  storage: Pick<KeyValueStorage, 'setItem'>,
): void {
  listeners.startListening({
    actionCreator: languageChanged,
    effect: ({ payload: language }) => storage.setItem(LOCAL_KEYS.language, language),
  });
}
