/**
 * Repeat visits: the service worker keeps the shell and the hashed files, so a
 * visit without network still shows the site with the catalogue's "Network link abnormal" and a
 * retry instead of the browser's error page; with the network back, the retry brings the site.
 */
import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

test("a repeat visit offline shows the cached site with the catalogue's network failure; online again, the retry brings the site back", async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  // The worker took control and cached the shell.
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === 'activated';
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  // The frame, the app and the gate's screens come from the worker (each file it served once); the
  // permission call cannot be made.
  await expect(page.getByRole('heading', { name: 'Network link abnormal' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
});
