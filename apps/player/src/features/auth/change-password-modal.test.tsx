import { ENCRYPTION_HEADER, generateEnvelopeKeyPair, open } from '@gaming/api/envelope';
import type { EnvelopeKeyPair } from '@gaming/api/envelope';
import type { Handler } from '@gaming/api/testing';
import { ok, permissionOf, refused, stubPlatform } from '@gaming/api/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAuth } from '../../test/auth-test-kit';
import { ChangePasswordModal } from './change-password-modal';

let envelopeKey: EnvelopeKeyPair;
beforeAll(async () => {
  envelopeKey = await generateEnvelopeKeyPair('test-key');
});

function platform(change: Handler) {
  return stubPlatform({
    '/wps/system/permission': () => ok(permissionOf()),
    '/wps/session/key/rsa': () =>
      ok({ keyId: envelopeKey.keyId, publicKey: envelopeKey.publicKey }),
    '/wps/member/password': change,
  });
}

async function fill(oldPassword: string, newPassword: string, confirm: string) {
  await userEvent.type(screen.getByLabelText('Current password'), oldPassword);
  await userEvent.type(screen.getByLabelText('New password'), newPassword);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordModal (§4 Change password)', () => {
  it('validates first: a mismatch is shown, keeps what was typed and calls nobody', async () => {
    let calls = 0;
    platform(() => {
      calls += 1;
      return ok(null);
    });
    renderAuth(<ChangePasswordModal />, { changePasswordOpen: true, loginOpen: false });
    await fill('123456', 'Better1234', 'Better12');
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('Better1234');
    expect(calls).toBe(0);
  });

  it('sends the passwords sealed; on success closes and goes to /', async () => {
    const bodies: unknown[] = [];
    platform(async (request) => {
      const opened = await open(
        request.headers.get(ENCRYPTION_HEADER) ?? undefined,
        await request.json(),
        () => envelopeKey.privateKey,
      );
      bodies.push(opened.payload);
      expect(request.method).toBe('PUT');
      return ok(null);
    });
    const { store } = renderAuth(<ChangePasswordModal />, {
      changePasswordOpen: true,
      loginOpen: false,
    });
    await fill('123456', 'Better1234', 'Better1234');
    await waitFor(() => expect(store.getState().auth.changePasswordOpen).toBe(false));
    expect(bodies).toEqual([
      { oldPassword: '123456', newPassword: 'Better1234', confirmNewPassword: 'Better1234' },
    ]);
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/');
  });

  it('says when the current password is wrong and stays open', async () => {
    platform(() => refused('password.old.invalid'));
    const { store } = renderAuth(<ChangePasswordModal />, {
      changePasswordOpen: true,
      loginOpen: false,
    });
    await fill('654321', 'Better1234', 'Better1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The current password is not correct.',
    );
    expect(store.getState().auth.changePasswordOpen).toBe(true);
    expect(screen.getByLabelText('Current password')).toHaveValue('654321');
    await userEvent.keyboard('{Escape}');
    expect(store.getState().auth.changePasswordOpen).toBe(false);
  });
});
