/**
 * Money between wallets in Chromium: a transfer in multi-wallet mode (into a game wallet, then its
 * whole balance back with Max), and a red envelope opened on a phone.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { resetPlatform, setSiteSettings } from '../support/platform';
import { skipAnnouncementPopups } from '../support/pages';

test.beforeAll(async () => {
  await resetPlatform();
  await setSiteSettings({ singleWallet: false });
});
test.afterAll(async () => {
  await resetPlatform();
});

test.beforeEach(async ({ page }) => {
  await skipAnnouncementPopups(page);
});

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username' }).fill(username);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden({ timeout: 20_000 });
}

test('a transfer in multi-wallet mode', async ({ page }) => {
  await logIn(page, 'player08', 'Member1234');
  await page.goto('/member');
  await page
    .getByRole('navigation', { name: 'Member centre menu' })
    .getByRole('link', { name: 'Fund transfer' })
    .click();
  await expect(page).toHaveURL(/\/member\/transferFund$/);
  const wallets = page.getByRole('list', { name: 'Wallets' });
  await expect(wallets.getByRole('listitem', { name: 'Deep Blue Fishing' })).toContainText(
    'Under maintenance',
  );
  const nova = wallets.getByRole('listitem', { name: 'Nova Reels' });
  await expect(nova).toContainText('₱0.00');

  await page.getByRole('combobox', { name: 'To' }).selectOption({ value: '1001' });
  await page.getByRole('textbox', { name: 'Amount' }).fill('100');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'transferred' })).toContainText(
    '₱100.00 transferred.',
  );
  await expect(nova).toContainText('₱100.00');

  // Back with Max: the whole balance of the game wallet.
  await page.getByRole('combobox', { name: 'From' }).selectOption({ value: '1001' });
  await page.getByRole('button', { name: 'Fill in the whole balance of Nova Reels' }).click();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('100.00');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(nova).toContainText('₱0.00');
  await expect(page.getByRole('table', { name: 'Transfer log' }).getByRole('row')).toHaveCount(5);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('opens a red envelope once', async ({ page }) => {
    await logIn(page, 'demo', 'Demo1234');
    await page.goto('/member/redEnvelope');
    const list = page.getByRole('list', { name: 'Your red envelopes' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await list.getByRole('button', { name: 'Open red envelope' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'You received' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Open red envelope' })).toHaveCount(1);
  });
});
