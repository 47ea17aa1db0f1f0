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
import { CENTRE_TEXTS } from './app/first-calls';
import { createAppRouter, landingGroups } from './app/router';
import { paths } from './config/paths';
import { makeStore } from './app/store';
import { PlayerOriginContext } from './lib/player-origin';

async function start(): Promise<void> {
  // public/config.json: a deployment edits it (merchant code, API base, player origin) without
  // rebuilding.
  // The boot entry (boot.ts) asked for it already, and for the permission call.
  const config = await loadRuntimeConfig(`${import.meta.env.BASE_URL}config.json`, earlyFetch);
  const language = languageOf(localStorage.getItem(LOCAL_KEYS.language));
  // Each step of the start is a short task of its own (a phone stays responsive meanwhile).
  await yieldToBrowser();
  // English first-paint texts are bundled; Tagalog and the other namespaces load as chunks.
  // The signed-in centre's texts come now, beside its code, not after its first render.
  const inCentre = matchPath(`${paths.agentHome.path}/*`, window.location.pathname) !== null;
  const i18n = await createAppI18n(language, inCentre ? CENTRE_TEXTS : []);
  await yieldToBrowser();

  const store = makeStore();
  startApiContext(store.dispatch, {
    config,
    language,
    sessionStorage,
    location: window.location,
    history: window.history,
  });
  await yieldToBrowser();

  const router = createAppRouter();
  // The first render has the landing page's code and texts, under the boot frame meanwhile.
  await landingReady([landingGroups, textsLoaded(i18n)]);
  await yieldToBrowser();
  mountApp(
    <PlayerOriginContext value={config.playerOrigin}>
      <AppProvider store={store} i18n={i18n} router={router} />
    </PlayerOriginContext>,
  );
}

void start();
