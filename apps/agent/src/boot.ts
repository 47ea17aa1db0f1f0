/**
 * The agent site's boot entry: index.html runs it before the app (a few kilobytes, while the
 * framework downloads); it starts the config and permission calls, whose answers the app takes.
 */
import { boot, registerServiceWorker } from '@gaming/kernel/boot';

boot({ configUrl: `${import.meta.env.BASE_URL}config.json` });

// The build's service worker (tooling/vite/service-worker.js): the shell and hashed files cached.
if (import.meta.env.PROD) registerServiceWorker(`${import.meta.env.BASE_URL}sw.js`);
