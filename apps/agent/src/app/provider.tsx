import { I18nProvider } from '@gaming/i18n';
import type { i18n as I18n } from 'i18next';
import { Provider as StoreProvider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router';
import type { AppStore } from './store';

export interface AppProviderProps {
  store: AppStore;
  i18n: I18n;
  router: AppRouter;
}

/** The store, translations and router around the app; tests pass a memory router. */
export function AppProvider({ store, i18n, router }: AppProviderProps) {
  return (
    <StoreProvider store={store}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StoreProvider>
  );
}
