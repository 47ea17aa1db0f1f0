import { tokenChanged, tokenOffered } from '@gaming/api/base-api';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthModals } from './auth-modals';
import { renderAuth } from '../../test/auth-test-kit';

function signedInWithOffer() {
  const view = renderAuth(<AuthModals app="player" />, { loginOpen: false });
  act(() => {
    view.store.dispatch(tokenChanged('signed-in'));
    view.store.dispatch(tokenOffered('from-link'));
  });
  return view;
}

describe('a sign-in link while someone is signed in', () => {
  it('asks before switching, and switches on confirm', async () => {
    const { store } = signedInWithOffer();
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch account?' });
    expect(dialog).toHaveTextContent('This link signs in another account.');
    expect(store.getState().apiContext.token).toBe('signed-in');
    await userEvent.click(screen.getByRole('button', { name: 'Switch account' }));
    expect(store.getState().apiContext).toMatchObject({ token: 'from-link', offeredToken: null });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the account in use when the person stays', async () => {
    const { store } = signedInWithOffer();
    await userEvent.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    expect(store.getState().apiContext).toMatchObject({ token: 'signed-in', offeredToken: null });
  });
});
