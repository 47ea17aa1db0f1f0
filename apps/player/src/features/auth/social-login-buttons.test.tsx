import { ok, permissionOf, stubPlatform } from '@gaming/api/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../../test/auth-test-kit';
import { LoginModal } from './login-modal';
import { leaveFor } from './social-login-buttons';

function platform(socialLogin: ('facebook' | 'google')[] | undefined) {
  const permission = permissionOf();
  if (socialLogin) permission.info.socialLogin = socialLogin;
  let started: unknown = null;
  stubPlatform({
    '/wps/system/permission': () => ok(permission),
    '/wps/social-login/start': async (request) => {
      started = await request.json();
      return ok({ url: 'https://provider.test/authorize?state=s' });
    },
  });
  return { started: () => started };
}

describe('LoginModal, social login', () => {
  it('offers no provider while the platform switches none on', async () => {
    platform(undefined);
    renderAuth(<LoginModal />);
    await screen.findByRole('dialog', { name: 'Log in' });
    await screen.findByRole('button', { name: 'Forgot password?' });
    expect(screen.queryByRole('button', { name: /with (Google|Facebook)/ })).toBeNull();
  });

  it('shows the switched-on providers and leaves for the one chosen', async () => {
    const stub = platform(['google']);
    const assign = vi.spyOn(leaveFor, 'assign').mockImplementation(() => undefined);
    renderAuth(<LoginModal />);
    const google = await screen.findByRole('button', { name: 'Log in with Google' });
    expect(screen.queryByRole('button', { name: 'Log in with Facebook' })).toBeNull();
    await userEvent.click(google);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://provider.test/authorize?state=s'),
    );
    expect(stub.started()).toEqual({ provider: 'google' });
    assign.mockRestore();
  });
});
