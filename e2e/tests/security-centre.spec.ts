/**
 * The member centre frame and the security centre in Chromium: the phone menu list, the page's own
 * address, an authenticator bound with a code computed from the secret on screen, and the login
 * history showing the address of this login.
 */
import { expect, test } from '@playwright/test';
import { resetPlatform } from '../support/platform';
import { totpNow } from '../support/totp';
import { skipAnnouncementPopups } from '../support/pages';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.44' } });

test.beforeAll(async () => {
  await resetPlatform();
});
test.afterAll(async () => {
  await resetPlatform();
});

test.beforeEach(async ({ page }) => {
  await skipAnnouncementPopups(page);
});

test('binds an authenticator and shows this login in the history', async ({ page }) => {
  // player05 has no mobile or email: its first login from this address is not challenged.
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username' }).fill('player05');
  await login.getByLabel('Password', { exact: true }).fill('Member1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden({ timeout: 20_000 });

  await page.goto('/member/securityCenter');
  await expect(page.getByRole('heading', { level: 1, name: 'Security centre' })).toBeVisible();
  const history = page.getByRole('table');
  await expect(history.getByRole('cell', { name: '198.51.100.44' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Link an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  const secret = (await page.getByLabel('Secret key').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByRole('textbox', { name: '6-digit code' }).fill(totpNow(secret));
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(page.getByText('An authenticator app is linked to your account.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('An authenticator app is linked to your account.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('/member is the menu as a list; a page links back to it', async ({ page }) => {
    await page.goto('/login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('textbox', { name: 'Username' }).fill('player06');
    await login.getByLabel('Password', { exact: true }).fill('Member1234');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden({ timeout: 20_000 });
    await page.goto('/member');
    const list = page.getByRole('navigation', { name: 'Member centre menu' });
    await expect(page.getByRole('region', { name: 'Wallet' })).toBeVisible();
    await list.getByRole('link', { name: 'Security centre' }).click();
    await expect(page).toHaveURL(/\/member\/securityCenter$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Security centre' })).toBeVisible();
    await page.getByRole('link', { name: 'All member centre pages' }).click();
    await expect(page).toHaveURL(/\/member$/);
  });
});
