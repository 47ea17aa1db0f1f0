/**
 * Member-centre money in Chromium: the member centre menu; a deposit refused below the
 * minimum with the amount kept, then one credited by the simulated operator with its 2% give-away
 * beside it, the header balance moving without a reload and the account record listing both rows;
 * a withdrawal that needs a bound account
 * and the payment password, refuses more than the balance, holds the amount and shows as
 * processing; a spin in the betting record; the profit and loss totals.
 */
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { decidePayment, resetPlatform, setSiteSettings } from '../support/platform';
import { noticesReady, openSignedIn, skipAnnouncementPopups } from '../support/pages';

test.beforeAll(async () => {
  await resetPlatform();
});
test.afterAll(async () => {
  await resetPlatform();
});

// A 1×1 PNG: proof that a payment did not arrive.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await skipAnnouncementPopups(page);
});

const openAs = (page: Page, path: string, username: string, password = 'Member1234') =>
  openSignedIn(page, path, username, password);

const headerBalance = (page: Page): Locator =>
  page.getByRole('banner').getByRole('group', { name: 'Balance' });
const memberMenu = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Member centre menu' });

test.describe.serial('deposit and withdrawal', () => {
  // player09 starts with ₱2,702.00 and no deposit, bound account or payment password.
  test('the member centre menu leads to every money page', async ({ page }) => {
    await openAs(page, '/member', 'player09');
    const menu = memberMenu(page);
    for (const [name, path] of [
      ['Deposit', '/member/depositv2'],
      ['Withdraw', '/member/withdraw'],
      ['Betting record', '/member/personalHistoryCopy'],
      ['Account record', '/member/transactionHistory'],
      ['Profit and loss', '/member/personalProfit'],
      ['Red envelopes', '/member/redEnvelope'],
    ] as const) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    // Single-wallet mode (the seed): no fund transfer.
    await expect(menu.getByRole('link', { name: 'Fund transfer' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/\/member\/depositv2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  });

  test('a deposit below the minimum is refused with the amount kept; a paid one is credited live', async ({
    page,
  }) => {
    await openAs(page, '/member/depositv2', 'player09');
    await expect(headerBalance(page)).toContainText('₱2,702.00');
    await page.getByRole('radio', { name: /^Bank transfer/ }).check();
    const amount = page.getByRole('textbox', { name: 'Deposit amount' });
    await amount.fill('100');
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expect(
      page.getByText('The amount is outside the allowed minimum and maximum.'),
    ).toBeVisible();
    await expect(amount).toHaveValue('100');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');

    await amount.fill('1000');
    // Bank transfer gives away 2%: the page says what will be credited before sending.
    await expect(page.getByRole('definition').filter({ hasText: '₱20.00' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '₱1,020.00' })).toBeVisible();
    await page.getByRole('button', { name: 'Deposit now' }).click();
    const order = page
      .getByRole('region', { name: 'Deposits in progress' })
      .getByRole('article', { name: /^Order D/ });
    await expect(order).toContainText('₱1,000.00');
    await expect(order.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
    const orderNo = ((await order.getAttribute('aria-label')) ?? '').replace(/^Order /, '');
    await order.getByRole('button', { name: 'I have paid' }).click();

    // The simulated operator approves it a few seconds later; the live notice moves the header
    // balance with no reload and the page says what it added: the deposit and its 2% give-away.
    await expect(page.getByRole('status').filter({ hasText: 'credited' })).toContainText(
      'Your deposit of ₱1,000.00 has been credited, with ₱20.00 extra.',
      { timeout: 20_000 },
    );
    await expect(headerBalance(page)).toContainText('₱3,722.00');
    await expect(page).toHaveURL(/\/member\/depositv2$/);
    await expect(
      page
        .getByRole('region', { name: 'Recent deposits' })
        .getByRole('article', { name: `Order ${orderNo}` }),
    ).toContainText('₱1,020.00 was added to your balance');

    await memberMenu(page).getByRole('link', { name: 'Account record' }).click();
    const transactions = page.getByRole('table', { name: 'Transactions' });
    const rows = transactions.getByRole('row', { name: new RegExp(orderNo) });
    await expect(rows.filter({ hasText: 'Deposit give-away' })).toContainText('+₱20.00');
    await expect(rows.filter({ hasNotText: 'give-away' })).toContainText('+₱1,000.00');
    await page.getByRole('tab', { name: 'Deposits' }).click();
    // A row of the table, or its card where the columns do not fit the member centre's box.
    await expect(
      page.getByRole('tabpanel').locator('tr, li').filter({ hasText: orderNo }),
    ).toContainText('Approved');
  });

  test('a withdrawal needs a bound account and the payment password, refuses more than the balance and is held', async ({
    page,
  }) => {
    // From here the operator waits for the test's word (decidePayment), not a few seconds.
    await setSiteSettings({ payments: { operatorDelaySeconds: 3600 } });
    await openAs(page, '/member/withdraw', 'player09');
    const accounts = page.getByRole('region', { name: 'Your accounts' });
    await expect(accounts).toContainText('Add an account to receive your withdrawals.');
    await expect(page.getByRole('button', { name: 'Withdraw now' })).toHaveCount(0);

    // The first account sets the payment password.
    await accounts
      .getByRole('combobox', { name: 'Account type' })
      .selectOption({ label: 'Bank card' });
    await accounts.getByRole('textbox', { name: 'Account holder' }).fill('Player Nine');
    await accounts.getByRole('textbox', { name: 'Card or account number' }).fill('001234567890');
    await accounts
      .getByLabel('Set a 6-digit payment password for withdrawals', { exact: true })
      .fill('246810');
    await accounts.getByLabel('Confirm payment password', { exact: true }).fill('246810');
    await accounts.getByRole('button', { name: 'Add account' }).click();
    await expect(page.getByRole('combobox', { name: 'Receive to' })).toContainText('7890');

    const amount = page.getByRole('textbox', { name: 'Withdrawal amount' });
    const password = page.getByLabel('Payment password', { exact: true });
    await amount.fill('5000');
    await password.fill('246810');
    await page.getByRole('button', { name: 'Withdraw now' }).click();
    await expect(page.getByText('Your balance is not enough.')).toBeVisible();
    await expect(amount).toHaveValue('5000');

    await amount.fill('500');
    await password.fill('111111');
    await page.getByRole('button', { name: 'Withdraw now' }).click();
    await expect(page.getByRole('alert')).toContainText(/payment password/i);
    await expect(amount).toHaveValue('500');

    await password.fill('246810');
    await page.getByRole('button', { name: 'Withdraw now' }).click();
    // Held at once: the balance falls and the order shows as processing.
    await expect(headerBalance(page)).toContainText('₱3,222.00');
    await expect(page.getByRole('region', { name: 'Wallet' })).toContainText(
      '1 withdrawal in progress',
    );
    await memberMenu(page).getByRole('link', { name: 'Account record' }).click();
    await page.getByRole('tab', { name: 'Withdrawals' }).click();
    await expect(page.getByRole('table', { name: 'Withdrawals' })).toContainText('Processing');
  });

  test('receipt confirmation both ways: received, and not received with a proof image', async ({
    page,
  }) => {
    // The operator pays right after the page loads: only a listening socket brings the toast.
    const listening = noticesReady(page);
    await openAs(page, '/member/transactionHistory', 'player09');
    await listening;
    await page.getByRole('tab', { name: 'Withdrawals' }).click();
    const withdrawals = page.getByRole('table', { name: 'Withdrawals' });
    const first = await orderNoOf(withdrawals.getByRole('row').nth(1));
    await decidePayment(first, 'approve');

    // The operator paid it: the live notice asks the member whether the money arrived.
    const dialog = page.getByRole('dialog', { name: 'Confirm that you received the money' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    const paid = dialog.getByRole('article', { name: `Withdrawal ${first}` });
    await expect(paid).toContainText('Did the ₱500.00 of your withdrawal arrive in your account?');
    await expect(page.getByRole('status').filter({ hasText: 'has been paid' })).toContainText(
      `Your withdrawal of ₱500.00 has been paid. Please confirm you received ₱500.00 (withdrawal ${first}).`,
    );
    await paid.getByRole('button', { name: 'Received', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
      'The payment is confirmed as received.',
    );

    // A second withdrawal, paid, then answered "not received": a picture is required.
    await memberMenu(page).getByRole('link', { name: 'Withdraw', exact: true }).click();
    await page.getByRole('textbox', { name: 'Withdrawal amount' }).fill('100');
    await page.getByLabel('Payment password', { exact: true }).fill('246810');
    await page.getByRole('button', { name: 'Withdraw now' }).click();
    await expect(headerBalance(page)).toContainText('₱3,122.00');
    await memberMenu(page).getByRole('link', { name: 'Account record' }).click();
    await page.getByRole('tab', { name: 'Withdrawals' }).click();
    const second = await orderNoOf(
      withdrawals.getByRole('row').filter({ hasText: 'Processing' }).first(),
    );
    expect(second).not.toBe(first);
    await decidePayment(second, 'approve');

    await expect(dialog).toBeVisible({ timeout: 20_000 });
    const unpaid = dialog.getByRole('article', { name: `Withdrawal ${second}` });
    await unpaid.getByRole('button', { name: 'Not received' }).click();
    await unpaid.getByRole('button', { name: 'Send: not received' }).click();
    await expect(unpaid).toContainText('Add a picture that shows the money did not arrive.');
    await unpaid
      .locator('input[type="file"]')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await unpaid.getByRole('button', { name: 'Send: not received' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
      'Our team will check the payment.',
    );
  });
});

/** The order number in a record row's header cell. */
async function orderNoOf(row: Locator): Promise<string> {
  const text = (await row.getByRole('rowheader').textContent()) ?? '';
  const orderNo = /W\d+/.exec(text)?.[0];
  expect(orderNo, `an order number in "${text}"`).toBeTruthy();
  return orderNo ?? '';
}

test('a spin shows in the betting record with its game and amount', async ({ page }) => {
  await openAs(page, '/rng', 'player07');
  const tile = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Play / }) })
    .first();
  const play = tile.getByRole('button', { name: /^Play / });
  const name = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await tile.hover();
  await play.click();
  await expect(page).toHaveURL(/\/seamless\?/);
  const game = page.frameLocator('iframe[title^="Game:"]');
  await game.getByRole('button', { name: 'Spin' }).click();
  // The bet is recorded once the game shows its outcome (a win equal to the bet moves no balance).
  await expect(game.getByText(/^(You win .+!|No win this time\.)$/)).toBeVisible({
    timeout: 15_000,
  });

  await page.goto('/member/personalHistoryCopy');
  await expect(page.getByRole('heading', { level: 1, name: 'Betting record' })).toBeVisible();
  const bets = page.getByRole('table').first();
  await expect(bets.getByRole('row').filter({ hasText: name }).first()).toContainText('₱');
});

test('profit and loss shows a totals row', async ({ page }) => {
  await openAs(page, '/member/personalProfit', 'demo', 'Demo1234');
  await expect(page.getByRole('heading', { level: 1, name: 'Profit and loss' })).toBeVisible();
  const table = page.getByRole('table', { name: /Profit and loss/ });
  await expect(table.getByRole('row', { name: /^Total/ })).toBeVisible();
});
