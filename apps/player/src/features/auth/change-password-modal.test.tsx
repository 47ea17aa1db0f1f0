import { ok, permissionOf, stubPlatform } from '@gaming/api/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAuth } from './auth-test-kit';
import { ChangePasswordModal } from './change-password-modal';

describe('ChangePasswordModal', () => {
  it('validates, and on a valid form says honestly that nothing was changed yet', async () => {
    stubPlatform({ '/wps/system/permission': () => ok(permissionOf()) });
    const { store } = renderAuth(<ChangePasswordModal />, { changePasswordOpen: true });
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(dialog).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current password'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'Better1234');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Better12');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('Better1234');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Confirm new password'), '34');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('has not been changed');
    expect(store.getState().auth.changePasswordOpen).toBe(true);

    await userEvent.keyboard('{Escape}');
    expect(store.getState().auth.changePasswordOpen).toBe(false);
  });
});
