import type { KeyValueStorage } from '@gaming/domain/session';
import { LOCAL_KEYS, SESSION_KEYS } from '@gaming/domain/session';

export interface RegionChoice {
  merchantCode: string;
  language: string;
}

export interface RegionChangeEnvironment {
  sessionStorage: KeyValueStorage & { clear(): void };
  localStorage: KeyValueStorage;
  location: { assign(url: string): void };
}

/**
 * §4 "Region change: sets merchant, clears session storage, reloads /." The session (token, caches)
 * belongs to the old merchant, so it goes; the new merchant code and the language survive the reload.
 */
export function changeRegion(choice: RegionChoice, environment: RegionChangeEnvironment): void {
  environment.sessionStorage.clear();
  environment.sessionStorage.setItem(SESSION_KEYS.merchantCode, choice.merchantCode);
  environment.localStorage.setItem(LOCAL_KEYS.language, choice.language);
  environment.location.assign('/');
}
