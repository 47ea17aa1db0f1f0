import { configured, languageChanged, tokenChanged } from '@gaming/api/base-api';
import type { Language } from '@gaming/i18n';
import { I18nProvider, createI18n } from '@gaming/i18n';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider as StoreProvider } from 'react-redux';
import { createMemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { makeStore } from '../app/store';

export interface TestSetup {
  language?: Language;
  token?: string | null;
}

/** A real store configured like main.tsx does it. */
export function makeTestStore({ language = 'EN', token = null }: TestSetup = {}) {
  const store = makeStore();
  // jsdom's Request cannot resolve a relative URL as a browser does: name the origin.
  store.dispatch(configured({ apiBase: window.location.origin, merchantCode: 'PHDEMO' }));
  store.dispatch(languageChanged(language));
  if (token !== null) store.dispatch(tokenChanged(token));
  return store;
}

/** A component with the store and translations around it. */
export function renderWithProviders(ui: ReactNode, setup: TestSetup = {}) {
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
export function renderApp(path = '/', setup: TestSetup = {}) {
  const store = makeTestStore(setup);
  const i18n = createI18n(setup.language ?? 'EN');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<AppProvider store={store} i18n={i18n} router={router} />);
  return { ...view, store, i18n, router };
}
