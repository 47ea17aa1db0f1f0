/**
 * What every call needs to know: the API base, the merchant code, the language and the session
 * token. Apps fill it from their runtime config and session storage; the base query reads it.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';

export interface ApiContextState {
  /** '' for same origin (through the proxy), or an absolute origin like https://api.example. */
  apiBase: string;
  merchantCode: string;
  /** Language code sent in the Language header: EN, TY… */
  language: string;
  token: string | null;
  /** A `?token=` that would replace the signed-in session: waits for the person's answer. */
  offeredToken: string | null;
  /**
   * The session in use ended under the person (a session error answered a call made with it):
   * the apps ask them to sign in again where they are. Cleared by the next token change.
   */
  expired: boolean;
}

const initialState: ApiContextState = {
  apiBase: '',
  merchantCode: '',
  language: 'EN',
  token: null,
  offeredToken: null,
  expired: false,
};

export const apiContextSlice = createSlice({
  name: 'apiContext',
  initialState,
  reducers: {
    configured(state, action: PayloadAction<{ apiBase: string; merchantCode: string }>) {
      state.apiBase = action.payload.apiBase.replace(/\/+$/, '');
      state.merchantCode = action.payload.merchantCode;
    },
    languageChanged(state, action: PayloadAction<string>) {
      state.language = action.payload;
    },
    tokenChanged(state, action: PayloadAction<string | null>) {
      state.token = action.payload;
      state.offeredToken = null;
      state.expired = false;
    },
    /** A link carried another account's token while someone is signed in here. */
    tokenOffered(state, action: PayloadAction<string>) {
      state.offeredToken = action.payload;
    },
    /** The person kept the account they were using. */
    offeredTokenDeclined(state) {
      state.offeredToken = null;
    },
    /**
     * A call was answered with a session error: the token is gone. Apps clear storage and open
     * login. `token` is the one the call carried: a late answer to a call made with another
     * session (before a sign-out, or before signing in again) leaves the current one alone.
     */
    sessionExpired(state, action: PayloadAction<{ errorCode: string; token?: string | null }>) {
      if (action.payload.token !== undefined && action.payload.token !== state.token) return;
      if (state.token !== null) state.expired = true;
      state.token = null;
    },
  },
});

export const {
  configured,
  languageChanged,
  tokenChanged,
  tokenOffered,
  offeredTokenDeclined,
  sessionExpired,
} = apiContextSlice.actions;

export interface WithApiContext {
  apiContext: ApiContextState;
}
