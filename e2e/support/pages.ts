/** Browser-side helpers the journeys share. */
import type { Page } from '@playwright/test';
import { loginToken } from './platform';

/**
 * The announcement popups (A, B, F) count as seen for this page's session, so they do not cover
 * what a test is looking at; the popups have journeys of their own.
 */
export async function skipAnnouncementPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const execution of ['A', 'B', 'F']) {
      sessionStorage.setItem(`announcementPopupSeen_${execution}`, '1');
    }
  });
}

/** Opens `path` signed in as a seed account (a fresh token through `?token=`); answers the token. */
export async function openSignedIn(
  page: Page,
  path: string,
  username: string,
  password: string,
): Promise<string> {
  const token = await loginToken(username, password);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
  return token;
}

/**
 * Resolves once the page's live-notices socket says it is ready. A notice sent before that is
 * lost by design (the app refetches on `ready` and shows no toast for what it missed), so a test
 * that expects a notice's toast waits for this before the operator acts. Call it before the page
 * opens the socket (before `goto`).
 */
export function noticesReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/notices')) return;
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"ready"')) resolve();
      });
    });
  });
}
