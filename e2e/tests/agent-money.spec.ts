/**
 * The agent's money in Chromium, on the agent origin: an agent without a payment password is sent
 * from the transfer dialog to the agent centre's payment password page, sets one there, comes back
 * and transfers with it (an amount above its balance refused before anything is sent); an agent
 * that forgot its payment password resets it with the SMS code to its bound number and pays with the
 * new one.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { lastSmsCode } from '../support/outbox';
import { resetPlatform } from '../support/platform';
import { AGENT_URL } from '../support/stack';

test.use({ baseURL: AGENT_URL });

test.beforeEach(async () => {
  await resetPlatform();
});
test.afterAll(async () => {
  await resetPlatform();
});

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/agent');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
}

/** The transfer dialog for one member of the team management page. */
async function openTransfer(page: Page, username: string) {
  await page
    .getByRole('group', { name: `Actions for ${username}` })
    .getByRole('button', { name: 'Transfer to downline' })
    .click();
  return page.getByRole('dialog', { name: `Transfer to ${username}` });
}

test('an agent without a payment password sets one in the agent centre, then transfers with it', async ({
  page,
}) => {
  // agent1sub: ₱8,000.00, no payment password, no bound number; player07 is its member.
  await signIn(page, 'agent1sub', 'Member1234');
  const transfers: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/agent/team/transfer')) transfers.push(request.url());
  });
  await page
    .getByRole('navigation', { name: 'Agent centre menu' })
    .getByRole('link', { name: 'Team management', exact: true })
    .click();
  let dialog = await openTransfer(page, 'player07');
  await expect(dialog.getByText('Your balance: ₱8,000.00')).toBeVisible();
  await expect(dialog.getByText('You have no payment password yet.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Set your payment password' }).click();

  await expect(page).toHaveURL(/\/agentHome\/agentPaymentPassword\?from=downlineManagmentView$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment password' })).toBeVisible();
  // Its own address: a reload lands on it again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment password' })).toBeVisible();
  await page.getByLabel('New payment password', { exact: true }).fill('135790');
  await page.getByLabel('Confirm payment password', { exact: true }).fill('135790');
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page.getByText('Your payment password is saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Team management' }).click();

  dialog = await openTransfer(page, 'player07');
  await expect(dialog.getByText('Your balance: ₱8,000.00')).toBeVisible();
  await expect(dialog.getByText('You have no payment password yet.')).toHaveCount(0);
  await dialog.getByLabel('Amount').fill('8000.01');
  await dialog.getByLabel('Payment password', { exact: true }).fill('135790');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog.getByText('Your balance is not enough.')).toBeVisible();
  expect(transfers).toEqual([]);

  await dialog.getByLabel('Amount').fill('100');
  await expect(dialog.getByText('Your balance is not enough.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByText('₱100.00 was sent to player07.')).toBeVisible();
  expect(transfers).toHaveLength(1);
  dialog = await openTransfer(page, 'player07');
  await expect(dialog.getByText('Your balance: ₱7,900.00')).toBeVisible();
});

test('an agent resets a forgotten payment password by SMS and transfers with the new one', async ({
  page,
}) => {
  // agent1: a payment password it has forgotten, and the bound number 9170000001.
  await signIn(page, 'agent1', 'Agent1234');
  await page
    .getByRole('navigation', { name: 'Agent centre menu' })
    .getByRole('list', { name: 'My account' })
    .getByRole('link', { name: 'Payment password' })
    .click();
  await expect(page).toHaveURL(/\/agentHome\/agentPaymentPassword$/);
  await page.getByRole('button', { name: 'Reset payment password' }).click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /^Send again/ })).toBeVisible();
  await page
    .getByLabel('SMS code to your mobile number', { exact: true })
    .fill(await lastSmsCode('9170000001'));
  await page.getByLabel('New payment password', { exact: true }).fill('975310');
  await page.getByLabel('Confirm payment password', { exact: true }).fill('975310');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your payment password is saved.')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Agent centre menu' })
    .getByRole('link', { name: 'Team management', exact: true })
    .click();
  const dialog = await openTransfer(page, 'player01');
  await dialog.getByLabel('Amount').fill('25.50');
  await dialog.getByLabel('Payment password', { exact: true }).fill('975310');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByText('₱25.50 was sent to player01.')).toBeVisible();
});
