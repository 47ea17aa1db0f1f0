/**
 * A player's journeys in Chromium against the started stack: browse, search and page; log in;
 * favourites that survive a reload; launch, spin and watch the balance move; the trial prompt; the
 * lottery route without a session; Tagalog; the announcement popup once per session.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { freePlayToken, loginToken, resetPlatform } from '../support/platform';

/** The popups of every viewer type marked seen, so they do not cover the journey under test. */
async function skipAnnouncementPopups(page: Page) {
  await page.addInitScript(() => {
    for (const execution of ['A', 'B', 'F']) {
      sessionStorage.setItem(`announcementPopupSeen_${execution}`, '1');
    }
  });
}

async function openAs(page: Page, path: string, token: string) {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}token=${encodeURIComponent(token)}`);
}

const balanceOf = (page: Page) =>
  page.getByRole('banner').getByRole('group', { name: 'Balance' }).locator('.money');

test.describe('visitor', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopups(page);
  });

  test('browses home → slots lobby → search → the next page', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Game categories' })
      .getByRole('link', { name: 'Slots' })
      .click();
    await expect(page).toHaveURL(/\/rng/);
    await expect(page.getByRole('heading', { level: 1, name: 'Slots games' })).toBeVisible();
    const games = page.getByRole('list', { name: /games/i }).first();
    await expect(games.getByRole('listitem')).toHaveCount(18);

    await page.getByRole('searchbox', { name: 'Search games' }).fill('  a  ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=a/);
    const firstOfPage1 = await games.getByRole('listitem').first().textContent();

    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('button', { name: 'Page 2', exact: true })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(games.getByRole('listitem').first()).not.toHaveText(firstOfPage1 ?? '');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a favourite while logged out opens the login modal', async ({ page }) => {
    await page.goto('/rng');
    await page
      .getByRole('button', { name: /^Add .+ to favourites$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('a lottery page without a session sends to /login with the login modal', async ({
    page,
  }) => {
    await page.goto('/seaLottery?gameCode=TCG_SEA_1');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('switching to Tagalog changes the texts and is remembered', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Region and language/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Select region and language' });
    await dialog.getByRole('radio', { name: 'Tagalog' }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Mag-log in' }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Mag-log in' }),
    ).toBeVisible();
  });
});

test('the announcement popup shows once per session', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByRole('dialog').filter({ hasNotText: 'Log in' });
  await expect(popup).toBeVisible();
  await popup
    .getByRole('button', { name: /close|got it/i })
    .first()
    .click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('member', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopups(page);
  });

  test('logs in with the seed member through the login modal', async ({ page }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill('demo');
    await dialog.getByLabel('Password', { exact: true }).fill('Demo1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner')).toContainText('Demo Player', { timeout: 20_000 });
    await expect(dialog).toBeHidden();
  });

  test('a member with the weak default password must change it after login', async ({ page }) => {
    // newbie logs in with 123456 (§9 {secret}); the seed is restored so a retry starts the same.
    await resetPlatform();
    await page.goto('/login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('textbox', { name: 'Username' }).fill('newbie');
    await login.getByLabel('Password', { exact: true }).fill('123456');
    await login.getByRole('button', { name: 'Log in' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    await expect(change).toBeVisible({ timeout: 20_000 });
    await change.getByLabel('Current password', { exact: true }).fill('123456');
    await change.getByLabel('New password', { exact: true }).fill('Newbie2026');
    await change.getByLabel('Confirm new password', { exact: true }).fill('Newbie2026');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change).toBeHidden({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/$/);
    expect(await loginToken('newbie', 'Newbie2026')).toBeTruthy();
  });

  test('a member-centre page has an address: reload and Back land on it', async ({ page }) => {
    const token = await loginToken('player02', 'Member1234');
    await page.goto(`/member/securityCenter?token=${encodeURIComponent(token)}`);
    const heading = page.getByRole('heading', { level: 1, name: 'Security centre' });
    await expect(heading).toBeVisible();
    await page.reload();
    await expect(heading).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /PH Gaming/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/member\/securityCenter/);
    await expect(heading).toBeVisible();
    // A shared link to another built page lands on it.
    await page.goto('/member/depositv2');
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    // The missions page has its own address; a page name the spec lacks is not found.
    await page.goto('/member/missionLeaderboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Missions' })).toBeVisible();
    await page.goto('/member/nonexistent');
    await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  });

  test('a favourite survives a reload and shows on /favorite', async ({ page }) => {
    const token = await loginToken('player01', 'Member1234');
    await openAs(page, '/rng?vassalage=STARFORGE_SLOTS', token);
    const heart = page
      .getByRole('button', { name: /^(Add|Remove) .+ (to|from) favourites$/ })
      .first();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const name =
      (await heart.getAttribute('aria-label'))?.replace(/^Add (.+) to favourites$/, '$1') ?? '';
    await heart.click();
    await expect(
      page.getByRole('button', { name: `Remove ${name} from favourites` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(
      page.getByRole('button', { name: `Remove ${name} from favourites` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/favorite');
    await expect(page.getByRole('main')).toContainText(name);
  });

  test('launches a game, spins, the header balance moves and the game shows in recent', async ({
    page,
  }) => {
    const token = await loginToken('player02', 'Member1234');
    await openAs(page, '/rng', token);
    const before = await balanceOf(page).textContent();
    const tile = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Play / }) })
      .first();
    const play = tile.getByRole('button', { name: /^Play / });
    const name = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    // On a pointer device Play shows over the icon while the tile is hovered.
    await tile.hover();
    await play.click();
    await expect(page).toHaveURL(/\/seamless\?/);
    const game = page.frameLocator('iframe[title^="Game:"]');
    // A spin whose win equals its bet leaves the balance as it was: spin until one moves it, and
    // the header follows the game's own balance every time.
    const spin = game.getByRole('button', { name: 'Spin' });
    await expect(async () => {
      await spin.click();
      await expect(spin).toBeEnabled();
      await expect(balanceOf(page)).not.toHaveText(before ?? '', { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await page.goto('/recent');
    await expect(page.getByRole('main')).toContainText(name);
  });

  test('a trial account gets the need-a-real-account prompt instead of a game', async ({
    page,
  }) => {
    await openAs(page, '/rng', await freePlayToken());
    const tile = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Play / }) })
      .first();
    await tile.hover();
    await tile.getByRole('button', { name: /^Play / }).click();
    await expect(page.getByRole('alertdialog')).toContainText('needs a real account');
    await expect(page).toHaveURL(/\/rng/);
  });
});
