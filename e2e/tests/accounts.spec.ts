/**
 * Ways into an account, in Chromium against the started stack: register by username and by mobile,
 * the refusals that keep what was typed, a wrong invitation code, forgot password by email and by
 * phone, SMS login, the platform's SMS ceiling, a trial account kept out of the member centre, and
 * a login "from elsewhere" that is checked once and then trusted.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { lastSmsCode, mailsTo, requestRegisterSms } from '../support/outbox';
import { resetPlatform } from '../support/platform';

async function skipAnnouncementPopups(page: Page) {
  await page.addInitScript(() => {
    for (const execution of ['A', 'B', 'F']) {
      sessionStorage.setItem(`announcementPopupSeen_${execution}`, '1');
    }
  });
}

const registerDialog = (page: Page) => page.getByRole('dialog', { name: 'Register' });
const openTab = (page: Page) => registerDialog(page).getByRole('tabpanel');

test.describe('ways in', () => {
  test.beforeAll(async () => {
    await resetPlatform();
  });
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopups(page);
  });

  test('registers by username and lands on home signed in', async ({ page }) => {
    await page.goto('/register');
    const form = openTab(page);
    await form.getByRole('textbox', { name: 'Username' }).fill('e2eplayer1');
    await form.getByLabel('Password', { exact: true }).fill('Lucky2026');
    await form.getByLabel('Confirm password', { exact: true }).fill('Lucky2026');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(registerDialog(page)).toBeHidden({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toContainText('e2eplayer1');
  });

  test('refuses a short username, differing passwords and unticked terms, keeping the values', async ({
    page,
  }) => {
    await page.goto('/register');
    const form = openTab(page);
    await form.getByRole('textbox', { name: 'Username' }).fill('abc');
    await form.getByLabel('Password', { exact: true }).fill('Lucky2026');
    await form.getByLabel('Confirm password', { exact: true }).fill('Lucky2027');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText('The two passwords do not match')).toBeVisible();
    await expect(form.getByText('Please agree to the terms and conditions first')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue('abc');
    await expect(form.getByLabel('Confirm password', { exact: true })).toHaveValue('Lucky2027');
  });

  test('a wrong invitation code is refused on its field', async ({ page }) => {
    await page.goto('/register?affiliateCode=NOPE99');
    const form = openTab(page);
    await form.getByRole('textbox', { name: 'Username' }).fill('e2einvited');
    await form.getByLabel('Password', { exact: true }).fill('Lucky2026');
    await form.getByLabel('Confirm password', { exact: true }).fill('Lucky2026');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Register' }).click();
    const code = form.getByRole('textbox', { name: /Invitation code/ });
    await expect(code).toBeVisible();
    await expect(code).toHaveValue('NOPE99');
    await expect(form.getByRole('alert')).toHaveText('Invalid invitation code');
  });

  test('registers by mobile with the code from the SMS outbox', async ({ page }) => {
    await page.goto('/register');
    await registerDialog(page).getByRole('tab', { name: 'Mobile number' }).click();
    const form = openTab(page);
    await form.getByRole('textbox', { name: 'Mobile number' }).fill('9175550123');
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('button', { name: /Send again in/ })).toBeVisible();
    await form.getByRole('textbox', { name: 'SMS code' }).fill(await lastSmsCode('9175550123'));
    await form.getByLabel('Password', { exact: true }).fill('Lucky2026');
    await form.getByLabel('Confirm password', { exact: true }).fill('Lucky2026');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(registerDialog(page)).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('banner')).toContainText('9175550123');
  });

  test('forgot by email: an unknown pair is refused, a known one gets a mail', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByRole('tab', { name: 'Email' }).click();
    const form = forgot.getByRole('tabpanel');
    await form.getByRole('textbox', { name: 'Username' }).fill('player03');
    await form.getByRole('textbox', { name: 'Email' }).fill('player03@nowhere.invalid');
    await form.getByRole('button', { name: 'Reset password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Username or email does not exist');
    await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue('player03');

    await form.getByRole('textbox', { name: 'Username' }).fill('demo');
    await form.getByRole('textbox', { name: 'Email' }).fill('demo@phdemo.invalid');
    await form.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Please check your email');
    const [mail] = await mailsTo('demo@phdemo.invalid');
    expect(mail?.body).toMatch(/temporary password: [A-Za-z0-9]{10}/);
  });

  test('forgot by phone: a new password with the SMS code, then signed in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByRole('tab', { name: 'Mobile number' }).click();
    const form = forgot.getByRole('tabpanel');
    await form.getByRole('textbox', { name: 'Mobile number' }).fill('9171234567');
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('button', { name: /Send again in/ })).toBeVisible();
    await form.getByRole('textbox', { name: 'SMS code' }).fill(await lastSmsCode('9171234567'));
    await form.getByLabel('New password', { exact: true }).fill('Phone2026');
    await form.getByLabel('Confirm password', { exact: true }).fill('Phone2026');
    await form.getByRole('button', { name: 'Reset password' }).click();
    await expect(forgot).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('banner')).toContainText('Demo Player');
  });

  test('logs in with an SMS code', async ({ page }) => {
    await page.goto('/login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('tab', { name: 'SMS code' }).click();
    const form = login.getByRole('tabpanel');
    await form.getByRole('textbox', { name: 'Mobile number' }).fill('9170000001');
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('button', { name: /Send again in/ })).toBeVisible();
    await form.getByRole('textbox', { name: 'SMS code' }).fill(await lastSmsCode('9170000001'));
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('banner')).toContainText('Agent One');
  });

  test('the platform refuses the sixth SMS code to a number in ten minutes, saying when to retry', async ({
    page,
  }) => {
    const mobile = '9175550999';
    for (let i = 0; i < 5; i++) {
      expect(await requestRegisterSms(mobile, `198.51.100.${String(i + 1)}`)).toBe(200);
      // The platform sends one code a second to a number (§5): the next one a little later.
      await page.waitForTimeout(1100);
    }
    await page.goto('/register');
    await registerDialog(page).getByRole('tab', { name: 'Mobile number' }).click();
    const form = openTab(page);
    await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await form.getByRole('button', { name: 'Send code' }).click();
    // The wait left (the reply's retryAfter), rounded up to the next step the message names.
    await expect(page.getByRole('alertdialog')).toContainText(
      'Too many requests, please retry in 5 minutes',
    );
  });

  test('a trial account from "Try for free" is kept out of the member centre', async ({ page }) => {
    await page.goto('/login');
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByRole('button', { name: 'Try for free' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden({ timeout: 20_000 });
    await page.goto('/member/securityCenter');
    await expect(page.getByText(/needs a real account/)).toBeVisible();
  });
});

test.afterAll(async () => {
  await resetPlatform();
});

test.describe('a login from elsewhere', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.77' } });
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopups(page);
  });

  test('asks for an SMS code once, then trusts the address', async ({ page }) => {
    await resetPlatform();
    await page.goto('/login');
    const again = page.getByRole('dialog', { name: 'Log in' });
    await again.getByRole('textbox', { name: 'Username' }).fill('demo');
    await again.getByLabel('Password', { exact: true }).fill('Demo1234');
    await again.getByRole('button', { name: 'Log in' }).click();
    await expect(again.getByText(/network we don't know/)).toBeVisible({ timeout: 20_000 });
    await again.getByRole('button', { name: /Send code/ }).click();
    await expect(again.getByRole('button', { name: /Send again in/ })).toBeVisible();
    await again.getByRole('textbox', { name: 'SMS code' }).fill(await lastSmsCode('9171234567'));
    await again.getByRole('button', { name: 'Confirm and log in' }).click();
    await expect(again).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('banner')).toContainText('Demo Player');

    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/login');
    const third = page.getByRole('dialog', { name: 'Log in' });
    await third.getByRole('textbox', { name: 'Username' }).fill('demo');
    await third.getByLabel('Password', { exact: true }).fill('Demo1234');
    await third.getByRole('button', { name: 'Log in' }).click();
    await expect(third).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('banner')).toContainText('Demo Player');
  });
});
