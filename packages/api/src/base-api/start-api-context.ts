/**
 * The start of an app's session (§4 Session): merchant code, API base, language and token, from the
 * runtime config and the browser's storage. A `?token=` in the address is taken when nobody is
 * signed in, else offered (the app asks before switching accounts); it leaves the visible address.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import type { KeyValueStorage } from '@gaming/domain/session';
import { SESSION_KEYS, initialMerchantCodeOf, initialTokenOf } from '@gaming/domain/session';
import type { RuntimeConfig } from '../runtime-config/runtime-config';
import { configured, languageChanged, tokenChanged, tokenOffered } from './api-context';

export interface StartApiContextInput {
  config: Pick<RuntimeConfig, 'merchantCode' | 'apiBase'>;
  language: string;
  sessionStorage: KeyValueStorage;
  location: { href: string };
  history: { state: unknown; replaceState(state: unknown, unused: string, url: string): void };
}

export function startApiContext(dispatch: Dispatch, input: StartApiContextInput): void {
  const { config, sessionStorage } = input;
  const merchantCode = initialMerchantCodeOf(
    sessionStorage.getItem(SESSION_KEYS.merchantCode),
    config.merchantCode,
  );
  sessionStorage.setItem(SESSION_KEYS.merchantCode, merchantCode);
  const { token, cleanedUrl, offered } = initialTokenOf(
    input.location.href,
    sessionStorage.getItem(SESSION_KEYS.token),
  );
  if (cleanedUrl !== null) input.history.replaceState(input.history.state, '', cleanedUrl);
  dispatch(configured({ apiBase: config.apiBase, merchantCode }));
  dispatch(languageChanged(input.language));
  // persistSession writes it to session storage.
  dispatch(tokenChanged(token));
  // Another account's link while someone is signed in: the app asks before switching.
  if (offered !== null) dispatch(tokenOffered(offered));
}
