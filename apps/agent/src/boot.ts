/**
 * The agent site's boot entry: index.html runs it before the app (a few kilobytes, while the
 * framework downloads); it starts the config and permission calls and, for a signed-in agent, the
 * frame's and the landing page's calls, whose answers the app takes.
 */
import { boot, registerServiceWorker } from '@gaming/kernel/boot';
import { firstTextsOf, signedInCallsOf } from './app/first-calls';

boot({
  configUrl: `${import.meta.env.BASE_URL}config.json`,
  signedInCalls: ({ pathname }) => signedInCallsOf(pathname, window.location.search),
  // The texts the app's first render waits for, beside the framework.
  firstTexts: firstTextsOf,
});

// The build's service worker (tooling/vite/service-worker.js): the shell and hashed files cached.
if (import.meta.env.PROD) registerServiceWorker(`${import.meta.env.BASE_URL}sw.js`);
