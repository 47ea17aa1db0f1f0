import { ok, permissionOf, refused, stubPlatform } from '@gaming/api/testing';
import type { Handler } from '@gaming/api/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAuth } from '../../test/auth-test-kit';
import ForgotPasswordModal from './forgot-password-modal';

function platform(forgot: Handler, phoneTab = false) {
  const permission = permissionOf();
  permission.info.whitelabel.CHNGPASSVERIF3 = phoneTab;
  return stubPlatform({
    '/wps/system/permission': () => ok(permission),
    '/wps/member/password/email': forgot,
  });
}

async function ask(username: string, email: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ForgotPasswordModal, by email', () => {
  it('says the mail is on its way and closes', async () => {
    let sent: unknown = null;
    platform(async (request) => {
      sent = await request.json();
      return ok(null);
    });
    const { store } = renderAuth(<ForgotPasswordModal />, { forgotPasswordOpen: true });
    await ask('demo', 'demo@phdemo.invalid');
    const done = await screen.findByRole('alertdialog');
    expect(done).toHaveTextContent('Sent. Please check your email.');
    expect(sent).toEqual({ username: 'demo', email: 'demo@phdemo.invalid' });
    await userEvent.click(screen.getByRole('button', { name: /OK|Confirm/ }));
    await waitFor(() => expect(store.getState().auth.forgotPasswordOpen).toBe(false));
  });

  it('refuses an unknown pair, keeping what was typed', async () => {
    platform(() => refused('username_or_email_not_exist'));
    renderAuth(<ForgotPasswordModal />, { forgotPasswordOpen: true });
    await ask('demo', 'wrong@phdemo.invalid');
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or email does not exist');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('wrong@phdemo.invalid');
  });

  it('offers the phone tab only when the merchant turned it on', async () => {
    platform(() => ok(null), true);
    renderAuth(<ForgotPasswordModal />, { forgotPasswordOpen: true });
    expect(await screen.findByRole('tab', { name: 'Mobile number' })).toBeInTheDocument();
  });
});
