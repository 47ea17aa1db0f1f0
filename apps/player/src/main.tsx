import '@gaming/ui/theme.css';
import '@gaming/kernel/boot.css';
import './app/boot-frame.css';
import { startApiContext } from '@gaming/api/base-api';
import { earlyFetch } from '@gaming/api/early-calls';
import { loadRuntimeConfig } from '@gaming/api/runtime-config';
import { LOCAL_KEYS } from '@gaming/domain/session';
import { languageOf } from '@gaming/i18n';
import { createAppI18n, textsLoaded } from '@gaming/i18n/app';
import { landingReady, yieldToBrowser } from '@gaming/kernel/boot';
import { AppProvider, mountApp } from '@gaming/kernel/provider';
import { matchPath } from 'react-router';
import { MEMBER_CENTRE_TEXTS } from './app/first-calls';
import { hasAffiliateParam } from './features/auth/affiliate-params';
import { createAppRouter, landingGroups } from './app/router';
import { paths } from './config/paths';
import { makeStore } from './app/store';

async function start(): Promise<void> {
  // public/config.json: a deployment edits it (merchant code, API base) without rebuilding.
  // The boot entry (boot.ts) asked for it already, and for the permission and home banner calls.
  const config = await loadRuntimeConfig(`${import.meta.env.BASE_URL}config.json`, earlyFetch);
  const language = languageOf(localStorage.getItem(LOCAL_KEYS.language));
  // Each step of the start is a short task of its own (a phone stays responsive meanwhile).
  await yieldToBrowser();
  // English first-paint texts are bundled; Tagalog and the other namespaces load as chunks.
  // A member centre visit fetches the centre's and the statuses' texts now, not after its first render.
  const onMemberCentre = matchPath(`${paths.member.path}/*`, window.location.pathname) !== null;
  const i18n = await createAppI18n(language, onMemberCentre ? MEMBER_CENTRE_TEXTS : []);
  await yieldToBrowser();

  // §4: an agent's invitation link (?affiliateCode= / ?r= / ?referralCode=) is kept for the visit;
  // read now, stored by a chunk of its own (first paint stays inside its budget) that only such a
  // link loads: a `?token=` landing or a lobby's query does not.
  const landingSearch = window.location.search;
  const store = makeStore();
  startApiContext(store.dispatch, {
    config,
    language,
    sessionStorage,
    location: window.location,
    history: window.history,
  });
  // Back from a social provider: a registration ticket or how the sign-in ended leaves the address
  // before the first render. Only such a return loads the code that reads it (first paint stays
  // inside its budget).
  if (/[?&]social(Register|Login)=/.test(landingSearch)) {
    const { takeSocialReturn } = await import('./features/auth/social-return');
    takeSocialReturn(store.dispatch, {
      location: window.location,
      history: window.history,
      sessionStorage,
    });
  }
  await yieldToBrowser();
  // The link's visit is counted once per browser session (agent centre link stats), in a chunk too.
  if (hasAffiliateParam(landingSearch))
    void import('./features/auth/affiliate-link').then(({ captureAffiliateCode, visitToCount }) => {
      captureAffiliateCode(landingSearch);
      const code = visitToCount(landingSearch);
      if (code !== null)
        void import('@gaming/api/agent-team').then(({ agentTeamApi }) =>
          store.dispatch(agentTeamApi.endpoints.linkVisit.initiate({ code })),
        );
    });
  // A signed-in visit to the member centre: the centre's frame data too, from the boot's early
  // answers (app/landing-queries.ts).
  const memberCentreData =
    onMemberCentre && store.getState().apiContext.token !== null
      ? import('./app/landing-queries').then(({ startMemberCentreQueries }) =>
          startMemberCentreQueries(store.dispatch, window.location.pathname),
        )
      : Promise.resolve();
  const router = createAppRouter();
  // The first render has the landing page's code, texts and data, under the boot frame meanwhile.
  await landingReady([landingGroups, textsLoaded(i18n), memberCentreData]);
  await yieldToBrowser();
  mountApp(<AppProvider store={store} i18n={i18n} router={router} />);
}

void start();
