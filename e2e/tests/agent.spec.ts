/**
 * The agent centre in Chromium, on the agent origin: a member refused at /agent; agent1
 * reaches /agentHome with its time zone, a ticking clock and its nickname; every menu page opens;
 * downline search; a downline registered in the registration centre appears in downline management;
 * a team betting report for a period exported as CSV; agent1 offers a daily salary contract to
 * agent1sub, who accepts it in another browser; sign out returns to /agent.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { resetPlatform } from '../support/platform';
import { AGENT_URL } from '../support/stack';

test.use({ baseURL: AGENT_URL });

test.beforeAll(async () => {
  await resetPlatform();
});
test.afterAll(async () => {
  await resetPlatform();
});

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/agent');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs an agent in and waits for the centre (its session is then kept for the tab). */
async function signIn(page: Page, username = 'agent1', password = 'Agent1234') {
  await logIn(page, username, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
}

async function agentPage(browser: Browser, username: string, password: string) {
  const context = await browser.newContext({ baseURL: AGENT_URL });
  const page = await context.newPage();
  await signIn(page, username, password);
  return page;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Agent centre menu' });

test('a member is refused at /agent', async ({ page }) => {
  await logIn(page, 'demo', 'Demo1234');
  await expect(
    page.getByText('The agent centre is for agents only. Members log in on the player site.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/agent$/);
  // No session was kept: the centre sends the visitor back to the login.
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
});

test('agent1 reaches the centre with time zone, a ticking clock and its nickname; every menu page opens; sign out', async ({
  page,
}) => {
  await logIn(page, 'agent1', 'Agent1234');
  await expect(page).toHaveURL(/\/agentHome$/);
  const header = page.getByRole('banner');
  await expect(header.getByText('Time zone: GMT+8')).toBeVisible();
  await expect(header.getByText('Hi, Agent One')).toBeVisible();
  const clock = header.locator('time');
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '', { timeout: 3_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();

  const links = menu(page).getByRole('link');
  const names = (await links.allTextContents()).filter(
    // Deposit, withdraw, messages and customer service open the player site.
    (name) =>
      !['Deposit', 'Withdraw', 'Platform messages', 'Customer service'].some((p) =>
        name.startsWith(p),
      ),
  );
  expect(names.length).toBeGreaterThanOrEqual(13);
  for (const name of names) {
    await menu(page).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(menu(page).getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  // A shared address lands on its page.
  await page.goto('/agentHome/personalHistoryCopy');
  await expect(page.getByRole('heading', { level: 1, name: 'Team betting' })).toBeVisible();

  await header.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/agent$/);
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
});

test('downline search finds one downline and hides the others; a registered downline appears', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/agentHome/downlineManagmentView');
  await expect(page.getByRole('rowheader', { name: 'player01', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search username' }).fill('player07');
  await page.getByRole('searchbox', { name: 'Search username' }).press('Enter');
  await expect(page.getByRole('rowheader', { name: 'player07', exact: true })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'player01', exact: true })).toHaveCount(0);

  await menu(page).getByRole('link', { name: 'Registration centre' }).click();
  await page.getByRole('textbox', { name: 'Username' }).fill('e2enew01');
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(page.getByText(/e2enew01/).first()).toBeVisible();

  await menu(page).getByRole('link', { name: 'Team management' }).click();
  await page.getByRole('searchbox', { name: 'Search username' }).fill('e2enew01');
  await page.getByRole('searchbox', { name: 'Search username' }).press('Enter');
  await expect(page.getByRole('rowheader', { name: 'e2enew01', exact: true })).toBeVisible();
});

test('a team betting report for a period exports a CSV file', async ({ page }) => {
  await signIn(page);
  await page.goto('/agentHome/personalHistoryCopy?from=2026-11-01&to=2026-11-24&period=weekly');
  const table = page.getByRole('table', { name: 'Team betting' });
  await expect(table.getByRole('row', { name: /^Total/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('team-betting-2026-11-01_2026-11-24.csv');
  const csv = readFileSync(await file.path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines.length).toBeGreaterThan(2);
  expect(lines[0]).toContain('Username');
  expect(lines.at(-1)).toMatch(/^Total/);
});

test('agent1 offers a daily salary contract; agent1sub accepts it in another browser', async ({
  browser,
}) => {
  const upline = await agentPage(browser, 'agent1', 'Agent1234');
  await upline.goto('/agentHome/agentDailyWages2');
  await upline.getByRole('button', { name: 'Offer contract · agent1sub' }).click();
  const form = upline.getByRole('form', { name: 'Daily wage contract for agent1sub' });
  const tier = form.getByRole('group', { name: 'Tier 1' });
  await tier.getByRole('textbox', { name: 'Bet volume' }).fill('1000');
  await tier.getByRole('textbox', { name: 'Rate (%)' }).fill('0.4');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(upline.getByText(/The offer was sent to agent1sub/)).toBeVisible();

  const downline = await agentPage(browser, 'agent1sub', 'Member1234');
  const offer = downline.getByRole('dialog', { name: 'Daily wage contract offer' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('table', { name: 'Offered terms' })).toContainText('0.4%');
  await offer.getByRole('button', { name: 'Accept' }).click();
  const warning = downline.getByRole('alertdialog');
  if (await warning.isVisible()) await warning.getByRole('button', { name: 'Accept' }).click();
  await expect(
    downline.getByRole('status').filter({ hasText: 'Contract accepted.' }),
  ).toBeVisible();

  await downline.goto('/agentHome/agentDailyWages2');
  await expect(downline.getByText('In force').first()).toBeVisible();
  await upline.reload();
  const row = upline.getByRole('row').filter({ hasText: 'agent1sub' });
  await expect(row).toContainText('0.4%');
  await upline.context().close();
  await downline.context().close();
});
