import { rememberMeExpiry } from '../time';

/** Cookie names (§3 Storage "Cookies hold remembered credentials"). */
export const COOKIE_KEYS = {
  rememberedUsername: 'rememberedUsername',
} as const;

/** What to do with the remember-me cookie after a login. */
export type RememberMeCookie =
  { action: 'set'; name: string; value: string; expires: Date } | { action: 'clear'; name: string };

/**
 * §5 "Remember password: … in cookies for 1 day; cleared when unchecked." Only the username is kept:
 * a password in a cookie can be read by any script on the page and travels with every request, so
 * the app never stores it (the browser's own password manager is the place for that).
 */
export function rememberMeCookieOf(input: {
  remember: boolean;
  username: string;
  now: Date | number;
}): RememberMeCookie {
  const name = COOKIE_KEYS.rememberedUsername;
  const username = input.username.trim();
  if (!input.remember || username === '') return { action: 'clear', name };
  return { action: 'set', name, value: username, expires: rememberMeExpiry(input.now) };
}
