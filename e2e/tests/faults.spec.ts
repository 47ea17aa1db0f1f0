/**
 * Faults in Chromium: the platform down while a member is on a page (the deposit form
 * keeps its amount and sends the same Idempotency-Key again; the account record and a lobby say
 * "Network link abnormal" with a Retry, and come back by the Retry or by themselves); 5-second
 * latency (skeleton, then content; a double click on deposit, withdrawal and transfer sends one
 * request with an Idempotency-Key); a lazy chunk that fails or hangs 120 s (the catalogue's message
 * and a Retry that asks for the chunk again), in the player and the agent app; a session ended
 * elsewhere (the login modal over the same page with the amount kept; the agent back to the page
 * after /agent).
 */
import { expect, test } from '@playwright/test';
import type { Page, Request, Route } from '@playwright/test';
import { endSession, loginToken, resetPlatform, setSiteSettings } from '../support/platform';
import { AGENT_URL } from '../support/stack';
import { openSignedIn, skipAnnouncementPopups } from '../support/pages';

test.beforeAll(async () => {
  await resetPlatform();
});
test.afterAll(async () => {
  await resetPlatform();
});

test.beforeEach(async ({ page }) => {
  await skipAnnouncementPopups(page);
});

const openAs = (page: Page, path: string, username: string, password = 'Member1234') =>
  openSignedIn(page, path, username, password);

const API = '**/wps/**';
/** The platform stops answering: every call fails as when its host is down. */
const platformDown = (page: Page) => page.route(API, (route) => route.abort('connectionrefused'));
const platformBack = (page: Page) => page.unroute(API);

const memberMenu = (page: Page) => page.getByRole('navigation', { name: 'Member centre menu' });

/** The calls `method url` the page made, as they leave the browser. */
function callsTo(page: Page, method: string, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

/** Every call to the platform (or only those to `path`) answered 5 s late. */
const slowPlatform = (page: Page, path?: string) =>
  page.route(path === undefined ? API : `**${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.continue().catch(() => undefined);
  });

test.describe('the platform goes down while a member is on a page', () => {
  test('the deposit form keeps its amount and sends it again with the same key once back', async ({
    page,
  }) => {
    await openAs(page, '/member/depositv2', 'player08');
    await page.getByRole('radio', { name: /^Bank transfer/ }).check();
    const amount = page.getByRole('textbox', { name: 'Deposit amount' });
    await amount.fill('1000');
    const deposits = callsTo(page, 'POST', '/wps/member/deposit');

    await platformDown(page);
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expect(page.getByRole('alert')).toHaveText('Network link abnormal');
    await expect(amount).toHaveValue('1000');

    await platformBack(page);
    await page.getByRole('button', { name: 'Deposit now' }).click();
    const order = page
      .getByRole('region', { name: 'Deposits in progress' })
      .getByRole('article', { name: /^Order D/ });
    await expect(order).toContainText('₱1,000.00');
    // The same request after no answer is the same deposit for the platform.
    expect(deposits).toHaveLength(2);
    const keys = await Promise.all(deposits.map((r) => r.headerValue('idempotency-key')));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  test('the account record and a lobby say "Network link abnormal" with a Retry, and recover without a reload', async ({
    page,
  }) => {
    await openAs(page, '/member/depositv2', 'player07');
    await expect(page.getByRole('radio', { name: /^Bank transfer/ })).toBeVisible();
    // A reload would be a new document: a mark on this one proves there was none.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

    await platformDown(page);
    await memberMenu(page).getByRole('link', { name: 'Account record' }).click();
    await expect(page).toHaveURL(/\/member\/transactionHistory$/);
    await expect(page.getByRole('alert')).toHaveText('Network link abnormal');
    await expect(
      page.getByText('The records could not be loaded. This page tries again by itself'),
    ).toBeVisible();
    const retry = page.getByRole('button', { name: 'Retry' });
    // Retry while still down: asked again, still the same state, never a blank page.
    await retry.click();
    await expect(page.getByRole('alert')).toHaveText('Network link abnormal');
    await platformBack(page);
    await retry.click();
    await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible();

    // A lobby while down, then nothing clicked: it comes back by itself (every 10 s).
    await platformDown(page);
    await page
      .getByRole('navigation', { name: 'Game categories' })
      .getByRole('link', { name: 'Slots' })
      .click();
    await expect(page).toHaveURL(/\/rng/);
    await expect(page.getByRole('alert')).toHaveText('Network link abnormal');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await platformBack(page);
    await expect(
      page.getByRole('list', { name: /games/i }).first().getByRole('listitem'),
    ).toHaveCount(18, { timeout: 15_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
});

test.describe('5-second latency', () => {
  test('a skeleton, then the deposit form; a double click deposits once, with an Idempotency-Key', async ({
    page,
  }) => {
    await openAs(page, '/member/securityCenter', 'player06');
    await expect(memberMenu(page)).toBeVisible();
    await slowPlatform(page);
    await memberMenu(page).getByRole('link', { name: 'Deposit', exact: true }).click();
    await expect(page.getByLabel('Loading deposit methods…')).toHaveAttribute('aria-busy', 'true');
    await page.getByRole('radio', { name: /^Bank transfer/ }).check({ timeout: 20_000 });
    await page.getByRole('textbox', { name: 'Deposit amount' }).fill('1000');

    const deposits = callsTo(page, 'POST', '/wps/member/deposit');
    const submit = page.getByRole('button', { name: 'Deposit now' });
    await submit.dblclick();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toBeDisabled();
    await expect(
      page.getByRole('region', { name: 'Deposits in progress' }).getByRole('article'),
    ).toHaveCount(1, { timeout: 25_000 });
    expect(deposits).toHaveLength(1);
    expect(await deposits[0]?.headerValue('idempotency-key')).toMatch(/\S{16,}/);
  });

  test('a double click on withdraw sends one withdrawal, with an Idempotency-Key', async ({
    page,
  }) => {
    await setSiteSettings({ payments: { operatorDelaySeconds: 3600 } });
    await openAs(page, '/member/withdraw', 'player05');
    const accounts = page.getByRole('region', { name: 'Your accounts' });
    await accounts
      .getByRole('combobox', { name: 'Account type' })
      .selectOption({ label: 'Bank card' });
    await accounts.getByRole('textbox', { name: 'Account holder' }).fill('Player Five');
    await accounts.getByRole('textbox', { name: 'Card or account number' }).fill('001234567555');
    await accounts
      .getByLabel('Set a 6-digit payment password for withdrawals', { exact: true })
      .fill('246810');
    await accounts.getByLabel('Confirm payment password', { exact: true }).fill('246810');
    await accounts.getByRole('button', { name: 'Add account' }).click();
    await expect(page.getByRole('combobox', { name: 'Receive to' })).toContainText('7555');
    await page.getByRole('textbox', { name: 'Withdrawal amount' }).fill('500');
    await page.getByLabel('Payment password', { exact: true }).fill('246810');

    const withdrawals = callsTo(page, 'POST', '/wps/member/withdraw');
    await slowPlatform(page, '/wps/member/withdraw');
    const submit = page.getByRole('button', { name: 'Withdraw now' });
    await submit.dblclick();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('1 withdrawal in progress')).toBeVisible({ timeout: 25_000 });
    expect(withdrawals).toHaveLength(1);
    expect(await withdrawals[0]?.headerValue('idempotency-key')).toMatch(/\S{16,}/);
  });

  test('a double click on transfer moves the money once, with an Idempotency-Key', async ({
    page,
  }) => {
    await setSiteSettings({ singleWallet: false });
    try {
      await openAs(page, '/member/transferFund', 'player04');
      const nova = page
        .getByRole('list', { name: 'Wallets' })
        .getByRole('listitem', { name: 'Nova Reels' });
      await expect(nova).toContainText('₱0.00');
      await page.getByRole('combobox', { name: 'To' }).selectOption({ value: '1001' });
      await page.getByRole('textbox', { name: 'Amount' }).fill('100');

      const transfers = callsTo(page, 'POST', '/wps/relay/GCS_walletTransfer');
      await slowPlatform(page, '/wps/relay/GCS_walletTransfer');
      const submit = page.getByRole('button', { name: 'Transfer', exact: true });
      await submit.dblclick();
      await expect(submit).toHaveAttribute('aria-busy', 'true');
      await expect(nova).toContainText('₱100.00', { timeout: 25_000 });
      expect(transfers).toHaveLength(1);
      expect(await transfers[0]?.headerValue('idempotency-key')).toMatch(/\S{16,}/);
    } finally {
      await setSiteSettings({ singleWallet: true });
    }
  });
});

/** A route that fails, hangs or serves the chunk; counts each request for it. */
function chunkRoute(page: Page, pattern: RegExp) {
  const state = { mode: 'fail' as 'fail' | 'hang' | 'serve', requests: 0 };
  const hung: Route[] = [];
  void page.route(pattern, async (route) => {
    state.requests += 1;
    if (state.mode === 'fail') await route.abort('failed');
    else if (state.mode === 'hang') hung.push(route);
    else await route.continue();
  });
  return state;
}

const depositChunk = /\/assets\/deposit-[\w-]{8}\.js$/;

test.describe('a lazy chunk that fails or hangs', () => {
  test('a failed page chunk says so, and Retry asks for it again', async ({ page }) => {
    await openAs(page, '/member/securityCenter', 'player03');
    await expect(memberMenu(page)).toBeVisible();
    const chunk = chunkRoute(page, depositChunk);
    await memberMenu(page).getByRole('link', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'This page did not load' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'Part of the page could not be loaded. Check your connection and try again.',
    );
    // The member centre's frame stays: only the page failed.
    await expect(memberMenu(page)).toBeVisible();
    const failedRequests = chunk.requests;
    chunk.mode = 'serve';
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('radio', { name: /^Bank transfer/ })).toBeVisible();
    // Asked for again (Vite's preload and the import may each have asked the first time).
    expect(chunk.requests).toBeGreaterThan(failedRequests);
  });

  test('a chunk that hangs 120 s says the page took too long, and Retry loads it', async ({
    page,
  }) => {
    await page.clock.install();
    await openAs(page, '/member/securityCenter', 'player03');
    await expect(memberMenu(page)).toBeVisible();
    const chunk = chunkRoute(page, depositChunk);
    chunk.mode = 'hang';
    await memberMenu(page).getByRole('link', { name: 'Deposit', exact: true }).click();
    await expect.poll(() => chunk.requests).toBe(1);
    await page.clock.fastForward(120_000);
    await expect(page.getByRole('alert')).toHaveText(
      'The page took too long to load. Please try again.',
    );
    chunk.mode = 'serve';
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('radio', { name: /^Bank transfer/ })).toBeVisible();
    await expect(page).toHaveURL(/\/member\/depositv2$/);
    expect(chunk.requests).toBe(2);
  });

  test("an agent page's chunk fails, and Retry loads it", async ({ page }) => {
    const token = await loginToken('agent1', 'Agent1234');
    await page.goto(`${AGENT_URL}/agentHome?token=${encodeURIComponent(token)}`);
    const menu = page.getByRole('navigation', { name: 'Agent centre menu' });
    await expect(menu).toBeVisible();
    const chunk = chunkRoute(page, /\/assets\/register-centre-page-[\w-]{8}\.js$/);
    await menu.getByRole('link', { name: 'Registration centre' }).click();
    await expect(page.getByRole('heading', { name: 'This page did not load' })).toBeVisible();
    const failedRequests = chunk.requests;
    chunk.mode = 'serve';
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'This page did not load' })).toHaveCount(0);
    // The page itself, not only the frame's title.
    await expect(page.getByRole('button', { name: 'Open account' })).toBeVisible();
    expect(chunk.requests).toBeGreaterThan(failedRequests);
  });
});

test.describe('a session ended elsewhere', () => {
  test('the next call opens the login modal over the same page, amount kept; after login the deposit goes', async ({
    page,
  }) => {
    const token = await openAs(page, '/member/depositv2', 'player02');
    await page.getByRole('radio', { name: /^Bank transfer/ }).check();
    const amount = page.getByRole('textbox', { name: 'Deposit amount' });
    await amount.fill('1000');
    // The site's own calls after the page's content (receipt confirmations, live notices) are made:
    // the next call is the one the click below makes.
    await page.waitForLoadState('networkidle');
    await endSession(token); // signed out in another browser

    await page.getByRole('button', { name: 'Deposit now' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    await expect(page).toHaveURL(/\/member\/depositv2\?method=BANK|\/member\/depositv2$/);
    await login.getByRole('textbox', { name: 'Username' }).fill('player02');
    await login.getByLabel('Password', { exact: true }).fill('Member1234');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden({ timeout: 20_000 });

    await expect(page).toHaveURL(/\/member\/depositv2/);
    await expect(amount).toHaveValue('1000');
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expect(
      page.getByRole('region', { name: 'Deposits in progress' }).getByRole('article'),
    ).toContainText('₱1,000.00');
  });

  test('an agent goes to /agent and, after login, back to the page they were on', async ({
    page,
  }) => {
    const token = await loginToken('agent1', 'Agent1234');
    await page.goto(`${AGENT_URL}/agentHome?token=${encodeURIComponent(token)}`);
    const menu = page.getByRole('navigation', { name: 'Agent centre menu' });
    await expect(menu).toBeVisible();
    // Nothing of the first page in flight: the next call is the next page's.
    await page.waitForLoadState('networkidle');
    await endSession(token);
    await menu.getByRole('link', { name: 'Team management' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agent login' })).toBeVisible();
    await expect(page).toHaveURL(/\/agent\?next=%2FagentHome%2FdownlineManagmentView$/);
    await page.getByRole('textbox', { name: 'Username' }).fill('agent1');
    await page.getByLabel('Password', { exact: true }).fill('Agent1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/agentHome\/downlineManagmentView$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Team management' })).toBeVisible();
  });
});
