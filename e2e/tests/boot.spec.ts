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
