import '@gaming/ui/theme.css';
import { announcementsApi } from '@gaming/api/announcements';
import { startApiContext } from '@gaming/api/base-api';
import { loadRuntimeConfig } from '@gaming/api/runtime-config';
import { LOCAL_KEYS } from '@gaming/domain/session';
import { languageOf } from '@gaming/i18n';
import { createAppI18n } from '@gaming/i18n/app';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@gaming/kernel/provider';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { landsOnHome } from './features/shell/home-page';

async function start(): Promise<void> {
  // public/config.json: a deployment edits it (merchant code, API base) without rebuilding.
  const config = await loadRuntimeConfig(`${import.meta.env.BASE_URL}config.json`);
  const language = languageOf(localStorage.getItem(LOCAL_KEYS.language));
  // English first-paint texts are bundled; Tagalog and the other namespaces load as chunks.
  const i18n = await createAppI18n(language);

  // §4: an agent's invitation link (?affiliateCode= / ?r= / ?referralCode=) is kept for the visit;
  // read now, stored by a chunk of its own (first paint stays inside its budget).
  const landingSearch = window.location.search;
  const store = makeStore();
  startApiContext(store.dispatch, {
    config,
    language,
    sessionStorage,
    location: window.location,
    history: window.history,
  });
  // The link's visit is counted once per browser session (agent centre link stats), in a chunk too.
  if (landingSearch !== '')
    void import('./features/auth/affiliate-link').then(({ captureAffiliateCode, visitToCount }) => {
      captureAffiliateCode(landingSearch);
      const code = visitToCount(landingSearch);
      if (code !== null)
        void import('@gaming/api/agent-team').then(({ agentTeamApi }) =>
          store.dispatch(agentTeamApi.endpoints.linkVisit.initiate({ code })),
        );
    });
  // The home banner is the largest paint of most visits: ask for it beside the permission call.
  if (landsOnHome(window.location.pathname)) {
    store.dispatch(
      announcementsApi.util.prefetch('banners', { groupName: 'w_home' }, { ifOlderThan: 60 }),
    );
  }

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      {/* A screen whose texts are still loading waits here rather than showing raw keys. */}
      <Suspense fallback={null}>
        <AppProvider store={store} i18n={i18n} router={createAppRouter()} />
      </Suspense>
    </StrictMode>,
  );
}

void start();
