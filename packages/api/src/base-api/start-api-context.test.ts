import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { apiContextSlice, sessionExpired, tokenChanged } from './api-context';
import { persistLanguage, persistSession } from './session-persistence';
import { startApiContext } from './start-api-context';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    entries: () => Object.fromEntries(map),
  };
}

function setup(href: string, stored: Record<string, string> = {}) {
  const listeners = createListenerMiddleware();
  const session = memoryStorage(stored);
  const local = memoryStorage();
  persistSession(listeners, session);
  persistLanguage(listeners, local);
  const store = configureStore({
    reducer: combineReducers({ apiContext: apiContextSlice.reducer }),
    middleware: (getDefault) => getDefault().prepend(listeners.middleware),
  });
  const history = { state: null, replaceState: vi.fn() };
  startApiContext(store.dispatch, {
    config: { merchantCode: 'PHDEMO', apiBase: '' },
    language: 'TY',
    sessionStorage: session,
    location: { href },
    history,
  });
  return { store, session, local, history };
}

describe('start of a session (§4 Session, §3 Storage)', () => {
  it('takes a token from the URL, keeps it in session storage and cleans the address', () => {
    const { store, session, history } = setup('https://site.example/?token=abc&x=1');
    expect(store.getState().apiContext).toMatchObject({
      token: 'abc',
      merchantCode: 'PHDEMO',
      language: 'TY',
    });
    expect(session.entries()).toEqual({ merchantCode: 'PHDEMO', token: 'abc' });
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/?x=1');
  });

  it('restores the token and region chosen earlier in the tab', () => {
    const { store, history } = setup('https://site.example/', {
      token: 'kept',
      merchantCode: 'OTHER',
    });
    expect(store.getState().apiContext).toMatchObject({ token: 'kept', merchantCode: 'OTHER' });
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('keeps the signed-in account when a link carries another one, and offers the switch', () => {
    const { store, session } = setup('https://site.example/?token=other', { token: 'kept' });
    expect(store.getState().apiContext).toMatchObject({ token: 'kept', offeredToken: 'other' });
    expect(session.entries()).toMatchObject({ token: 'kept' });
    store.dispatch(tokenChanged('other'));
    expect(store.getState().apiContext).toMatchObject({ token: 'other', offeredToken: null });
    expect(session.entries()).toMatchObject({ token: 'other' });
  });

  it('clears the session but keeps the merchant code when the session expires', () => {
    const { store, session } = setup('https://site.example/?token=abc');
    store.dispatch(sessionExpired({ errorCode: 'user.or.token.invalid' }));
    expect(store.getState().apiContext.token).toBeNull();
    expect(session.entries()).toEqual({ merchantCode: 'PHDEMO' });
  });

  it('forgets the token on logout and remembers the language in local storage', () => {
    const { store, session, local } = setup('https://site.example/?token=abc');
    store.dispatch(tokenChanged(null));
    expect(session.entries()).toEqual({ merchantCode: 'PHDEMO' });
    expect(local.entries()).toEqual({ language: 'TY' });
  });
});
