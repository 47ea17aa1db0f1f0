import { ok, permissionOf, stubPlatform } from '@gaming/api/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthModals } from './auth-modals';
import { changePasswordOpened, loginOpened } from '../../session/auth-slice';
import { renderAuth } from '../../test/auth-test-kit';

describe('AuthModals', () => {
  it('loads the login modal when it opens and unmounts it when it closes', async () => {
    stubPlatform({ '/wps/system/permission': () => ok(permissionOf()) });
    const { store } = renderAuth(<AuthModals />, { loginOpen: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(loginOpened());
    });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(store.getState().auth.loginOpen).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('loads the change-password modal when it opens', async () => {
    stubPlatform({ '/wps/system/permission': () => ok(permissionOf()) });
    const { store } = renderAuth(<AuthModals />, { loginOpen: false });
    act(() => {
      store.dispatch(changePasswordOpened());
    });
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });
});
