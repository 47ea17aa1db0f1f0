/**
 * The render helpers of both apps' component tests: a real store configured like main.tsx does it,
 * the translations, and the whole app on a memory router. Each app binds them to its own store and
 * routes once (`src/test/render.tsx`).
 */
import {
  apiContextSlice,
  baseApi,
  configured,
  languageChanged,
  tokenChanged,
} from '@gaming/api/base-api';
import type { Language } from '@gaming/i18n';
import { I18nProvider, createI18n } from '@gaming/i18n';
import type { Store } from '@reduxjs/toolkit';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider as StoreProvider } from 'react-redux';
import type { RouteObject } from 'react-router';
import { createMemoryRouter } from 'react-router';
import { AppProvider } from '../provider/provider';

export interface TestSetup {
  language?: Language;
  token?: string | null;
}

/** The store every app starts from: the API context and the RTK Query cache. */
export function makeBaseStore() {
  return configureStore({
    reducer: combineReducers({
      apiContext: apiContextSlice.reducer,
      [baseApi.reducerPath]: baseApi.reducer,
    }),
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export interface TestApp<S extends Store> {
  makeStore: () => S;
  routes: RouteObject[];
}

/** The test helpers of one app, bound to its store and routes. */
export function createAppTestKit<S extends Store>({ makeStore, routes }: TestApp<S>) {
  /** A real store configured like main.tsx does it. */
  function makeTestStore({ language = 'EN', token = null }: TestSetup = {}): S {
    const store = makeStore();
    // jsdom's Request cannot resolve a relative URL as a browser does: name the origin.
    store.dispatch(configured({ apiBase: window.location.origin, merchantCode: 'PHDEMO' }));
    store.dispatch(languageChanged(language));
    if (token !== null) store.dispatch(tokenChanged(token));
    return store;
  }

  /** A component with the store and translations around it. */
  function renderWithProviders(ui: ReactNode, setup: TestSetup = {}) {
    const store = makeTestStore(setup);
    const i18n = createI18n(setup.language ?? 'EN');
    const view = render(
      <StoreProvider store={store}>
        <I18nProvider i18n={i18n}>{ui}</I18nProvider>
      </StoreProvider>,
    );
    return { ...view, store, i18n };
  }

  /** The whole app at `path`, on a memory router. */
  function renderApp(path = '/', setup: TestSetup = {}) {
    const store = makeTestStore(setup);
    const i18n = createI18n(setup.language ?? 'EN');
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    const view = render(<AppProvider store={store} i18n={i18n} router={router} />);
    return { ...view, store, i18n, router };
  }

  return { makeTestStore, renderWithProviders, renderApp };
}
