/** A small store and render for tests of the auth modals: API context, RTK Query and the auth slice. */
import { apiContextSlice, baseApi, configured } from '@gaming/api/base-api';
import { I18nProvider, createI18n } from '@gaming/i18n';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider as StoreProvider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { AuthState } from '../session/auth-slice';
import { authSlice, initialAuthState } from '../session/auth-slice';

export function makeAuthStore(auth: Partial<AuthState> = {}) {
  const store = configureStore({
    reducer: combineReducers({
      apiContext: apiContextSlice.reducer,
      [baseApi.reducerPath]: baseApi.reducer,
      auth: authSlice.reducer,
    }),
    preloadedState: { auth: { ...initialAuthState, ...auth } },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  // jsdom's Request cannot resolve a relative URL as a browser does: name the origin.
  store.dispatch(configured({ apiBase: window.location.origin, merchantCode: 'PHDEMO' }));
  return store;
}

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

/** `ui` on every route, with the current path readable as the status "path". */
export function renderAuth(ui: ReactNode, auth: Partial<AuthState> = { loginOpen: true }) {
  const store = makeAuthStore(auth);
  const i18n = createI18n('EN');
  const view = render(
    <StoreProvider store={store}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </StoreProvider>,
  );
  return { ...view, store };
}
