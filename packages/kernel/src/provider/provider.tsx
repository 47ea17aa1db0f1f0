import { I18nProvider } from '@gaming/i18n';
import type { i18n as I18n } from 'i18next';
import type { ProviderProps } from 'react-redux';
import { Provider as StoreProvider } from 'react-redux';
import type { RouterProviderProps } from 'react-router';
import { RouterProvider } from 'react-router';

export interface AppProviderProps {
  /** The app's own store (each app builds it with its slices). */
  store: ProviderProps['store'];
  i18n: I18n;
  router: RouterProviderProps['router'];
}

/** The store, translations and router around an app; tests pass a memory router. */
export function AppProvider({ store, i18n, router }: AppProviderProps) {
  return (
    <StoreProvider store={store}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StoreProvider>
  );
}
