/**
 * What brings a member back, in Chromium (issue 12, part): promotions by category and one opened;
 * the inbox unread count falls after opening a message; the referral link and its QR code; the
 * mirror list shows timings.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { loginToken, resetPlatform, setMirrors } from '../support/platform';

test.beforeAll(async () => {
  await resetPlatform();
});
test.afterAll(async () => {
  await resetPlatform();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    for (const execution of ['A', 'B', 'F']) {
      sessionStorage.setItem(`announcementPopupSeen_${execution}`, '1');
    }
  });
});

async function openAs(page: Page, path: string, username = 'demo', password = 'Demo1234') {
  const token = await loginToken(username, password);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
}

test('promotions by category, and one opened at its own address', async ({ page }) => {
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await page.getByRole('tab', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/[?&]type=deposit/);
  const first = page.getByRole('link', { name: /First deposit 100% bonus/ });
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await expect(
    page.getByRole('heading', { level: 1, name: /First deposit 100% bonus/ }),
  ).toBeVisible();
  // A shared link lands on the same promotion.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: /First deposit 100% bonus/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to promotions' }).click();
  await expect(page.getByRole('link', { name: /First deposit 100% bonus/ })).toBeVisible();
});

test('the inbox unread count falls after opening a message', async ({ page }) => {
  await openAs(page, '/member/messageV2');
  const menu = page.getByRole('navigation', { name: 'Member centre menu' });
  await expect(menu.getByLabel('2 unread messages')).toBeVisible();
  await page.getByRole('button', { name: /Your deposit was credited/ }).click();
  const message = page.getByRole('dialog', { name: 'Your deposit was credited' });
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'Close' }).first().click();
  await expect(menu.getByLabel('1 unread message')).toBeVisible();
});

test('the referral page shows the invitation link and its QR code', async ({ page }) => {
  await openAs(page, '/member/referral');
  await expect(page.getByRole('heading', { level: 1, name: 'Invite and earn' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(
    /\/register\?referralCode=RF[0-9A-Z]+$/,
  );
});

test('the mirror list times each mirror', async ({ page, baseURL }) => {
  // The site the test opens (the player's CSP lets the page time its own origin) and one mirror
  // that never answers.
  await setMirrors([baseURL ?? '', 'https://mirror-offline.invalid']);
  await page.goto('/speedTest');
  await expect(page.getByRole('heading', { level: 1, name: 'Mirror sites' })).toBeVisible();
  await expect(page.getByText(/\d+ ms/).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Unreachable').first()).toBeVisible({ timeout: 20_000 });
});
