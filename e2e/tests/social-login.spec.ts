/**
 * Social login in Chromium through the platform's development OpenID provider: a member links
 * Google in the security centre, then signs in with it from the login modal; a person nobody has
 * linked registers by finishing the registration form, without a password, then sets a first login
 * password in the security centre and signs in with the username and it; a sign-in that comes back
 * without a session says so in the login modal.
 */
import { expect, test } from '@playwright/test';
import { resetPlatform, setSiteSettings } from '../support/platform';
import { skipAnnouncementPopups } from '../support/pages';

test.beforeAll(async () => {
  await resetPlatform();
  await setSiteSettings({ socialLoginGoogle: true });
});
test.afterAll(async () => {
  await resetPlatform();
});

test.beforeEach(async ({ page }) => {
  await skipAnnouncementPopups(page);
});

test('links Google in the security centre, then logs in with it', async ({ page, browser }) => {
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username' }).fill('player05');
  await login.getByLabel('Password', { exact: true }).fill('Member1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden({ timeout: 20_000 });

  await page.goto('/member/securityCenter');
  const card = page.getByRole('region', { name: 'Social login' });
  await expect(card.getByText('Not linked')).toBeVisible();
  await card.getByRole('button', { name: 'Link Google' }).click();
  // The development provider's own page: any name signs in as that person.
  await page.locator('input[name="login"]').fill('e2e-player05');
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page).toHaveURL(/\/member\/securityCenter\?socialLink=linked/);
  await expect(page.getByText('The login is linked. You can now log in with it.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Social login' }).getByText('Linked: e2e-player05@dev.test'),
  ).toBeVisible();

  // A fresh browser context: no session at the site, none at the provider.
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const fresh = await context.newPage();
  await skipAnnouncementPopups(fresh);
  await fresh.goto('/login');
  const modal = fresh.getByRole('dialog', { name: 'Log in' });
  await modal.getByRole('button', { name: 'Log in with Google' }).click();
  await fresh.locator('input[name="login"]').fill('e2e-player05');
  await fresh.locator('input[name="password"]').fill('any');
  await fresh.getByRole('button', { name: 'Sign-in' }).click();
  // Back in the app signed in: the token left the address bar, the member centre opens.
  await expect(fresh).not.toHaveURL(/token=/, { timeout: 20_000 });
  await fresh.goto('/member/securityCenter');
  await expect(
    fresh.getByRole('region', { name: 'Social login' }).getByText('Linked: e2e-player05@dev.test'),
  ).toBeVisible();
  await context.close();
});

test('a new Google identity finishes registering, lands signed in, and sets a first password', async ({
  page,
}) => {
  // The development provider signs in any name as that person: a fresh name is an identity nobody
  // has linked, so the platform hands back a registration ticket.
  const stamp = Date.now().toString(36);
  const subject = `e2e-new-${stamp}`;
  const username = `g${stamp}`.slice(0, 16);
  await page.goto('/login');
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Log in with Google' })
    .click();
  await page.locator('input[name="login"]').fill(subject);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  // The ticket left the address; the page has one of its own, which a reload keeps.
  await expect(page).toHaveURL(/\/register\/social$/, { timeout: 20_000 });
  const finish = page.getByRole('dialog', { name: 'Finish registering' });
  await expect(finish.getByText('You signed in with Google.', { exact: false })).toBeVisible();
  await page.reload();
  await expect(finish.getByRole('textbox', { name: 'Email' })).toHaveValue(`${subject}@dev.test`);
  await expect(finish.getByLabel('Password', { exact: true })).toHaveCount(0);

  // The register rules hold: a short username is refused on the client.
  await finish.getByRole('textbox', { name: 'Username' }).fill('abc');
  await finish.getByRole('checkbox').check();
  await finish.getByRole('button', { name: 'Register' }).click();
  await expect(finish.getByText(/6.16 characters|between 6 and 16/i)).toBeVisible();

  await finish.getByRole('textbox', { name: 'Username' }).fill(username);
  await finish.getByRole('button', { name: 'Register' }).click();
  await expect(finish).toBeHidden({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/$/);

  // Signed in: the security centre shows Google linked and the sign-in in the login history.
  await page.goto('/member/securityCenter');
  await expect(
    page.getByRole('region', { name: 'Social login' }).getByText(`Linked: ${subject}@dev.test`),
  ).toBeVisible();
  const history = page.getByRole('region', { name: 'Login history' });
  await expect(history.getByRole('cell', { name: 'Google' }).first()).toBeVisible();

  // The ticket was used: opening the finish page again says the sign-in has expired.
  await page.goto('/register/social');
  await expect(
    page.getByRole('dialog', { name: 'Finish registering' }).getByRole('alert'),
  ).toContainText('This sign-in has expired or was already used.');

  // No password yet: the security centre sets a first one, asking no current password, and Google
  // cannot be unlinked before it exists.
  await page.goto('/member/securityCenter');
  const passwordCard = page.getByRole('region', { name: 'Login password' });
  const setForm = passwordCard.getByRole('form', { name: 'Set a login password' });
  await expect(setForm).toBeVisible();
  await expect(setForm.getByLabel('Current password')).toHaveCount(0);
  const social = page.getByRole('region', { name: 'Social login' });
  await expect(social.getByRole('button', { name: 'Unlink Google' })).toBeDisabled();
  const password = 'First1234';
  await setForm.getByLabel('New password', { exact: true }).fill(password);
  await setForm.getByLabel('Confirm new password').fill(password);
  await setForm.getByRole('button', { name: 'Set a login password' }).click();
  await expect(passwordCard.getByRole('status')).toHaveText(
    'Your login password is set. You can now log in with your username and this password.',
  );
  // The item is done, the form now changes the password, and Google may go.
  await expect(passwordCard.getByLabel('Current password')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login password' }).locator('..')).toContainText(
    'Done',
  );
  await expect(social.getByRole('button', { name: 'Unlink Google' })).toBeEnabled();

  // Sign out, then in with the username and that password.
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username' }).fill(username);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden({ timeout: 20_000 });
  await page.goto('/member/securityCenter');
  await expect(
    page.getByRole('region', { name: 'Login password' }).getByLabel('Current password'),
  ).toBeVisible();
});

test('a sign-in that comes back without a session says why, and leaves the address clean', async ({
  page,
}) => {
  await page.goto('/?socialLogin=cancelled');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByRole('alert')).toHaveText(
    'You cancelled the sign-in. Try again, or log in another way.',
  );
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
});
