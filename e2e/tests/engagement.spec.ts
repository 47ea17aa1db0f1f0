/**
 * What brings a member back, in Chromium: promotions by category and one opened; a points
 * redemption in process with the points deducted; the inbox unread count falls after opening a
 * message; feedback refuses 141 characters and a fourth image, then sends; the referral link and its
 * QR code; a mission's progress moves after a spin; the mirror list shows timings; customer service
 * opens at 440×750.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  captchaAnswer,
  loginToken,
  resetPlatform,
  setMirrors,
  setPaymentPassword,
} from '../support/platform';
import { openSignedIn, skipAnnouncementPopups } from '../support/pages';

// A 1×1 PNG, for the feedback's pictures.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeAll(async () => {
  await resetPlatform();
});
test.afterAll(async () => {
  await resetPlatform();
});

test.beforeEach(async ({ page }) => {
  await skipAnnouncementPopups(page);
});

const openAs = (page: Page, path: string, username = 'demo', password = 'Demo1234') =>
  openSignedIn(page, path, username, password);

/** The points balance the mall shows, as a number. */
async function pointsShown(page: Page): Promise<number> {
  const text =
    (await page
      .getByText(/^[\d,.]+ pts$/)
      .first()
      .textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
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

test('a points redemption is in the history as in process, with the points deducted', async ({
  page,
}) => {
  const token = await loginToken('demo', 'Demo1234');
  await setPaymentPassword(token, '135790');
  await page.goto(`/pointMall?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  await expect(page.getByText(/^[\d,.]+ pts$/).first()).toBeVisible();
  const before = await pointsShown(page);

  await page.getByRole('button', { name: 'Redeem ₱50 free bonus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem ₱50 free bonus' });
  await dialog.getByLabel('Receiver’s name').fill('Juan Dela Cruz');
  await dialog.getByLabel('Delivery address').fill('12 Rizal St, Makati');
  await dialog.getByLabel('Mobile number').fill('9171234567');
  await dialog.getByLabel('Payment password').fill('135790');
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(page.getByText(/Redemption sent: ₱50 free bonus × 1/)).toBeVisible();
  await expect.poll(() => pointsShown(page)).toBeCloseTo(before - 500, 2);

  await page.getByRole('tab', { name: 'Redeem history' }).click();
  const row = page.getByRole('row').filter({ hasText: '₱50 free bonus' }).first();
  await expect(row).toContainText('In process');
});

test('feedback refuses 141 characters and a fourth picture, then sends', async ({ page }) => {
  const captchaKey = page
    .waitForRequest((request) => request.url().includes('/wps/captcha?'))
    .then((request) => new URL(request.url()).searchParams.get('key') ?? '');
  await openAs(page, '/member/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();

  const content = page.getByRole('textbox', { name: 'Content description' });
  await content.fill('x'.repeat(141));
  await expect(page.getByText('Use at most 140 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(content).toHaveAttribute('aria-invalid', 'true');
  await expect(content).toHaveValue('x'.repeat(141));

  const pictures = page.getByLabel(/^Pictures \(optional\)/);
  await pictures.setInputFiles(
    ['one', 'two', 'three', 'four'].map((name) => ({
      name: `${name}.png`,
      mimeType: 'image/png',
      buffer: PNG,
    })),
  );
  await expect(
    page.getByText('four.png was not added: you can add 3 files at most.'),
  ).toBeVisible();
  const chosen = page.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByRole('listitem')).toHaveCount(3);

  await content.fill('The withdrawal page took long to load on my phone yesterday evening.');
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await page.getByRole('textbox', { name: 'Captcha' }).fill(await captchaAnswer(await captchaKey));
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you! Your feedback was sent.')).toBeVisible();
});

test("a mission's progress moves after a spin", async ({ page }) => {
  await openAs(page, '/member/missionLeaderboard', 'player08', 'Member1234');
  const mission = page.getByRole('article', { name: 'Year-end slot marathon' });
  const progress = mission.getByRole('progressbar', { name: 'Progress of 10 bets' });
  await expect(progress).toBeVisible();
  const before = Number(await progress.getAttribute('value'));

  await page.goto('/rng');
  const tile = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Play / }) })
    .first();
  await tile.hover();
  await tile.getByRole('button', { name: /^Play / }).click();
  await expect(page).toHaveURL(/\/seamless\?/);
  const game = page.frameLocator('iframe[title^="Game:"]');
  await game.getByRole('button', { name: 'Spin' }).click();
  // The bet is recorded once the game shows its outcome (a win equal to the bet moves no balance).
  await expect(game.getByText(/^(You win .+!|No win this time\.)$/)).toBeVisible({
    timeout: 15_000,
  });

  await page.goto('/member/missionLeaderboard');
  await expect(progress).toHaveAttribute('value', String(before + 1));
});

test('customer service opens in a 440×750 window', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const popupOpened = page.waitForEvent('popup');
  await page
    .getByRole('list', { name: 'Customer service' })
    .getByRole('button', { name: 'Customer Service 24/7' })
    .click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([440, 750]);
});
