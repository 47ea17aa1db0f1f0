/** UI state of the login and change-password modals: which is open, on which tab. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SocialLoginOutcome } from '@gaming/domain/session';

export type LoginTab = 'username' | 'sms';

export interface AuthState {
  loginOpen: boolean;
  loginTab: LoginTab;
  /** The after-login modal (notice after first login) is due. */
  afterLoginModal: boolean;
  /** The login response said firstTimeLogin: the session began with the member's first login. */
  firstLogin: boolean;
  changePasswordOpen: boolean;
  /** The forgot-password modal (§2 Modals), opened from the login modal. */
  forgotPasswordOpen: boolean;
  /** A social sign-in came back without a session: the login modal says how it ended. */
  socialOutcome: SocialLoginOutcome | null;
}

export type WithAuth = { auth: AuthState };

export const initialAuthState: AuthState = {
  loginOpen: false,
  loginTab: 'username',
  afterLoginModal: false,
  firstLogin: false,
  changePasswordOpen: false,
  forgotPasswordOpen: false,
  socialOutcome: null,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginOpened(state, action: PayloadAction<LoginTab | undefined>) {
      state.loginOpen = true;
      state.loginTab = action.payload ?? 'username';
    },
    loginClosed(state) {
      state.loginOpen = false;
      state.socialOutcome = null;
    },
    /** Back from a provider without a session: the login modal opens and says why. */
    socialLoginReturned(state, action: PayloadAction<SocialLoginOutcome>) {
      state.loginOpen = true;
      state.loginTab = 'username';
      state.socialOutcome = action.payload;
    },
    changePasswordOpened(state) {
      state.changePasswordOpen = true;
    },
    changePasswordClosed(state) {
      state.changePasswordOpen = false;
    },
    forgotPasswordOpened(state) {
      state.loginOpen = false;
      state.forgotPasswordOpen = true;
    },
    forgotPasswordClosed(state) {
      state.forgotPasswordOpen = false;
    },
    afterLoginModalShown(state) {
      state.afterLoginModal = true;
    },
    /** §4 "run the first-login action if firstTimeLogin": the first-login (F) popups are due. */
    firstLoginStarted(state) {
      state.firstLogin = true;
    },
  },
});

export const {
  loginOpened,
  loginClosed,
  socialLoginReturned,
  changePasswordOpened,
  changePasswordClosed,
  forgotPasswordOpened,
  forgotPasswordClosed,
  afterLoginModalShown,
  firstLoginStarted,
} = authSlice.actions;

export const authReducer = authSlice.reducer;
