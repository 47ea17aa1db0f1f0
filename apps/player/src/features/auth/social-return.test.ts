import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { authSlice } from '../../session/auth-slice';
import { takeSocialReturn } from './social-return';

const TICKET = 'Zm9vYmFyYmF6cXV4LXRpY2tldC1vZi00My1jaGFycw';

function landOn(href: string) {
  const store = configureStore({ reducer: { auth: authSlice.reducer } });
  const history = { state: { idx: 0 }, replaceState: vi.fn() };
  const sessionStorage = { setItem: vi.fn() };
  takeSocialReturn(store.dispatch, { location: { href }, history, sessionStorage });
  return { store, history, sessionStorage };
}

describe('takeSocialReturn', () => {
  it('keeps a registration ticket for the tab and opens the finish-registration page', () => {
    const { store, history, sessionStorage } = landOn(
      `https://site.example/?socialRegister=${TICKET}`,
    );
    expect(sessionStorage.setItem).toHaveBeenCalledWith('socialRegisterTicket', TICKET);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/register/social');
    expect(store.getState().auth.loginOpen).toBe(false);
  });

  it('opens the login modal with how the sign-in ended, and cleans the address', () => {
    const { store, history, sessionStorage } = landOn(
      'https://site.example/?socialLogin=cancelled&lang=TY',
    );
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/?lang=TY');
    expect(store.getState().auth).toMatchObject({ loginOpen: true, socialOutcome: 'cancelled' });
    expect(sessionStorage.setItem).not.toHaveBeenCalled();
  });

  it('leaves any other landing alone', () => {
    const { store, history } = landOn('https://site.example/promotions');
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(store.getState().auth.loginOpen).toBe(false);
  });
});
