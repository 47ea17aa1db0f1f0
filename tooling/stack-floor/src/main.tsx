/**
 * The stack floor: the smallest app built on what both of our apps run (React 19, react-router 7,
 * Redux Toolkit with one RTK Query endpoint, i18next with react-i18next) and nothing of ours. `pnpm
 * bench` measures it beside the apps in the same run, so the apps' figures read against what the
 * framework alone costs on the same machine; the agent app's size budget (1.15 × this floor's
 * first-load script) was measured on the same app.
 */
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  endpoints: (build) => ({ ping: build.query<unknown, void>({ query: () => 'ping' }) }),
});

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (defaults) => defaults().concat(api.middleware),
});

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: { translation: { title: 'Stack floor', text: 'The framework and nothing else.' } },
  },
  interpolation: { escapeValue: false },
});

function Page() {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
