/** The remember-me cookie (§5, §9): the username only, for a day. The password is never stored here. */
import type { RememberMeCookie } from '@gaming/domain/session';
import { COOKIE_KEYS } from '@gaming/domain/session';

/** The remembered username, or '' when none. */
export function readRememberedUsername(cookies: string = document.cookie): string {
  const name = `${COOKIE_KEYS.rememberedUsername}=`;
  const entry = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(name));
  if (entry === undefined) return '';
  try {
    return decodeURIComponent(entry.slice(name.length));
  } catch {
    // A cookie someone else wrote badly is as good as none.
    return '';
  }
}

/** Writes or clears the cookie as the domain rule says. */
export function applyRememberMeCookie(cookie: RememberMeCookie): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    cookie.action === 'set'
      ? `${cookie.name}=${encodeURIComponent(cookie.value)}; expires=${cookie.expires.toUTCString()}; path=/; SameSite=Lax${secure}`
      : `${cookie.name}=; expires=${new Date(0).toUTCString()}; path=/; SameSite=Lax${secure}`;
}
