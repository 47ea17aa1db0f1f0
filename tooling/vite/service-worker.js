// @ts-check
/**
 * The service worker of both apps (`dist/sw.js`), written at build with the list of the files the
 * first screen needs. Repeat visits start from the cache; a deploy is never hidden:
 * - a page (navigation) always asks the network first and keeps the answer as the offline copy;
 *   only when the network fails is the last copy shown (the app then says "network link abnormal");
 * - a file under /assets/ is content-hashed, so a cached copy is always right: cache first;
 * - everything else (the API, config.json, images of the platform) is left to the network.
 * Each build has its own cache (named after the list's hash); older caches go when it activates.
 * It never claims the page that installed it: that page loads on without it (a fetch event per
 * request and a cache write per file would weigh on its start), and the next pages are its own.
 * A new build's worker still takes over at once (skipWaiting) the pages an older one controls.
 */
import { createHash } from 'node:crypto';
import { HASHED_ASSETS_PREFIX } from './security-headers.js';

/**
 * @param {string[]} precache site paths of the first screen's hashed files
 * @returns {string} the worker's source
 */
export function serviceWorkerSource(precache) {
  const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
  return `/* Generated at build by tooling/vite/service-worker.js. */
const CACHE = 'app-${version}';
const PRECACHE = ${JSON.stringify(precache)};
const ASSETS = ${JSON.stringify(HASHED_ASSETS_PREFIX)};
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key)))),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
          }
          return response;
        })
        .catch(() => caches.match(SHELL).then((cached) => cached ?? Response.error())),
    );
    return;
  }
  if (url.pathname.startsWith(ASSETS)) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
`;
}
