/**
 * Social login in Chromium through the platform's development OpenID provider: a member links
 * Google in the security centre, then signs in with it from the login modal.
 */
import { expect, test } from '@playwright/test';
import { resetPlatform, setSiteSettings } from '../support/platform';
import { skipAnnouncementPopups } from '../support/pages';

test.beforeAll(async () => {
  await resetPlatform();
  await setSiteSettings({ socialLoginGoogle: true });
});
test.afterAll(async () => {
  await resetPlatform();
});

test.beforeEach(async ({ page }) => {
  await skipAnnouncementPopups(page);
});

test('links Google in the security centre, then logs in with it', async ({ page, browser }) => {
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username' }).fill('player05');
  await login.getByLabel('Password', { exact: true }).fill('Member1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden({ timeout: 20_000 });

  await page.goto('/member/securityCenter');
  const card = page.getByRole('region', { name: 'Social login' });
  await expect(card.getByText('Not linked')).toBeVisible();
  await card.getByRole('button', { name: 'Link Google' }).click();
  // The development provider's own page: any name signs in as that person.
  await page.locator('input[name="login"]').fill('e2e-player05');
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page).toHaveURL(/\/member\/securityCenter\?socialLink=linked/);
  await expect(page.getByText('The login is linked. You can now log in with it.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Social login' }).getByText('Linked: e2e-player05@dev.test'),
  ).toBeVisible();

  // A fresh browser context: no session at the site, none at the provider.
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const fresh = await context.newPage();
  await skipAnnouncementPopups(fresh);
  await fresh.goto('/login');
  const modal = fresh.getByRole('dialog', { name: 'Log in' });
  await modal.getByRole('button', { name: 'Log in with Google' }).click();
  await fresh.locator('input[name="login"]').fill('e2e-player05');
  await fresh.locator('input[name="password"]').fill('any');
  await fresh.getByRole('button', { name: 'Sign-in' }).click();
  // Back in the app signed in: the token left the address bar, the member centre opens.
  await expect(fresh).not.toHaveURL(/token=/, { timeout: 20_000 });
  await fresh.goto('/member/securityCenter');
  await expect(
    fresh.getByRole('region', { name: 'Social login' }).getByText('Linked: e2e-player05@dev.test'),
  ).toBeVisible();
  await context.close();
});
