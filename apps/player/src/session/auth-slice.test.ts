import { describe, expect, it } from 'vitest';
import {
  afterLoginModalShown,
  authReducer,
  changePasswordClosed,
  changePasswordOpened,
  initialAuthState,
  loginClosed,
  loginOpened,
} from './auth-slice';

describe('auth slice', () => {
  it('opens login on the username tab unless told otherwise, and closes it', () => {
    const opened = authReducer(initialAuthState, loginOpened());
    expect(opened).toMatchObject({ loginOpen: true, loginTab: 'username' });
    expect(authReducer(opened, loginOpened('sms')).loginTab).toBe('sms');
    expect(authReducer(opened, loginClosed()).loginOpen).toBe(false);
  });

  it('opens and closes change password, and sets the after-login flag', () => {
    const opened = authReducer(initialAuthState, changePasswordOpened());
    expect(opened.changePasswordOpen).toBe(true);
    expect(authReducer(opened, changePasswordClosed()).changePasswordOpen).toBe(false);
    expect(authReducer(initialAuthState, afterLoginModalShown()).afterLoginModal).toBe(true);
  });
});
