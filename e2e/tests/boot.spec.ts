import { expect, test } from '@playwright/test';
import { loginToken, setSystemStatus } from '../support/platform';
import { AGENT_URL } from '../support/stack';

test.afterEach(async () => {
  await setSystemStatus(0);
});

test('the player app boots and shows its frame', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  // The welcome popup may already be open over the page: its dialog has a footer of its own.
  await expect(page.getByRole('contentinfo').filter({ hasText: '2019-2024' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('status 1 shows the maintenance page with a customer service button', async ({ page }) => {
  await setSystemStatus(1);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'System maintenance notice' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('status 2 shows the region-blocked page with the IP', async ({ page }) => {
  await setSystemStatus(2);
  await page.goto('/');
  await expect(page.getByText('Access restricted by location or IP')).toBeVisible();
  await expect(page.getByText('127.0.0.1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
});

test('a token in the URL loads member info and is kept in the session', async ({ page }) => {
  const token = await loginToken('demo', 'Demo1234');
  await page.goto(`/?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('banner')).toContainText('Demo Player');
  expect(page.url()).not.toContain('token=');
  await page.reload();
  await expect(page.getByRole('banner')).toContainText('Demo Player');
});

test('the agent app boots', async ({ page }) => {
  await page.goto(`${AGENT_URL}/`);
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('main')).toBeVisible();
});

test.describe('a phone landing on a game lobby', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('sees the first games in the frame before the app runs, which asks for them only once', async ({
    page,
  }) => {
    // The app's own script held back: only the HTML's frame and the boot run.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/rng');
    const icons = page.locator('#boot-games img');
    await expect(icons).toHaveCount(3);
    await expect(icons.first()).toHaveAttribute('src', /\/wps\/assets\/games\/.+/);
    // Drawn, not broken.
    await expect
      .poll(() =>
        icons.evaluateAll((images) =>
          images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);

    const framed = await icons.first().boundingBox();

    await page.unroute(/\/assets\/index-[\w-]+\.js$/);
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/GCSGAME_gameList')) listCalls.push(request.url());
    });
    await page.goto('/rng');
    const grid = page.getByRole('list', { name: /games$/ });
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    // The frame is gone, its pictures now the page's own tiles in the same places.
    await expect(page.locator('#boot-frame')).toHaveCount(0);
    expect(listCalls).toHaveLength(1);
    const tile = await grid.getByRole('listitem').first().locator('img').first().boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(tile?.[side]).toBeCloseTo(framed?.[side] ?? Number.NaN, 0);
  });
});
