// @ts-check
/**
 * The Vite config both apps share: React, the API proxy to the platform, the port from the
 * environment, a line naming the address once the server listens, and Vitest in jsdom. Each of
 * its own plugins is a module of `plugins/`; how the build cuts files is `chunks.js`.
 * Plain JavaScript (type-checked through JSDoc): Vite loads config imports from packages as-is.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chunkGroups, compileHintOf, preloadListOf } from './chunks.js';
import { announceUrl } from './plugins/announce-url.js';
import { bootScript } from './plugins/boot-script.js';
import { kitModules } from './plugins/kit-modules.js';
import { precompressedAssets } from './plugins/precompressed-assets.js';
import { preloadHelper } from './plugins/preload-helper.js';
import { prerenderedFrame } from './plugins/prerendered-frame.js';
import { previewCaching } from './plugins/preview-caching.js';
import { refuseDotSegments } from './plugins/refuse-dot-segments.js';
import { serviceWorker } from './plugins/service-worker.js';
import { staticHostHeaders } from './plugins/static-host-headers.js';
import { staticImports } from './plugins/static-imports.js';
import { DEV_SECURITY_HEADERS, SECURITY_HEADERS } from './security-headers.js';

/**
 * Paths the app's server forwards to the platform. Never `/__dev`: the platform's development
 * routes (SMS outbox, settings, reset) answer on the platform's own port only.
 */
const PROXIED_PATHS = ['/wps', '/lgw', '/lotto'];
/** WebSocket paths under the proxied ones: the live notices socket. */
const PROXIED_SOCKETS = ['/wps/notices/socket'];
const HOST = '127.0.0.1';

/**
 * @param {{ name: string, portVariable: string, defaultPort: number, bootFrame?: () => string, bootEntry?: string, bootTexts?: readonly string[] }} options
 *   name: printed before the address (`player: http://127.0.0.1:4173`); portVariable: the
 *   environment variable that overrides the port; bootFrame: the markup index.html paints before
 *   any script runs, put in place of its `<!--boot-frame-->` comment; bootEntry: a small module
 *   (`src/boot.ts`) the page runs before the app, as an entry of its own; bootTexts: the text
 *   namespaces the boot may fetch for the first screen (their files are named in index.html).
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function appConfig({
  name,
  portVariable,
  defaultPort,
  bootFrame,
  bootEntry,
  bootTexts = [],
}) {
  /** @type {Set<string>} the UI kit's modules outside the first paint (`kitModules`) */
  const kit = new Set();
  /** @type {Map<string, Set<string>>} each chunk's files loaded with it (`staticImports`) */
  const loadedWith = new Map();
  /** @type {Set<string>} the modules the boot imports lazily, outside the first paint (`kitModules`) */
  const bootParts = new Set();
  const platformUrl = process.env.PLATFORM_URL ?? 'http://127.0.0.1:8787';
  const port = portOf(process.env[portVariable], defaultPort);
  // xfwd: the platform learns the visitor's address (development believes it; production only with
  // PLATFORM_TRUST_PROXY).
  const proxy = Object.fromEntries([
    ...PROXIED_SOCKETS.map((path) => [path, { target: platformUrl, xfwd: true, ws: true }]),
    ...PROXIED_PATHS.map((path) => [path, { target: platformUrl, xfwd: true }]),
  ]);
  return {
    plugins: [
      refuseDotSegments(),
      preloadHelper(),
      react(),
      announceUrl(`${name}: http://${HOST}:${port} (API proxied to ${platformUrl})`),
      staticHostHeaders(),
      previewCaching(PROXIED_PATHS),
      precompressedAssets(),
      serviceWorker(),
      ...(bootFrame ? [prerenderedFrame(bootFrame)] : []),
      ...(bootEntry ? [bootScript(bootEntry, bootTexts)] : []),
      kitModules(kit, bootParts, bootEntry),
      staticImports(loadedWith),
    ],
    resolve: {
      alias: [
        // React-Redux's useSelector is unused (selector-off.js): its store hook stays out.
        {
          find: /^use-sync-external-store\/with-selector(\.js)?$/,
          replacement: fileURLToPath(new URL('./selector-off.js', import.meta.url)),
        },
      ],
    },
    server: { host: HOST, port, strictPort: true, proxy, headers: DEV_SECURITY_HEADERS },
    preview: { host: HOST, port, strictPort: true, proxy, headers: SECURITY_HEADERS },
    build: {
      // Every browser the site supports preloads modules itself (Chrome, Edge, Firefox 115+,
      // Safari 17+); an older one only loses the preloading, so the polyfill stays out of the
      // first paint.
      modulePreload: { polyfill: false, resolveDependencies: preloadListOf(loadedWith) },
      rolldownOptions: {
        output: {
          postBanner: compileHintOf,
          advancedChunks: { groups: chunkGroups(kit, bootParts) },
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // Component tests seal real envelopes (WebCrypto); on a loaded 2-core CI machine they need room.
      testTimeout: 15_000,
      // Two files at a time even on two cores (Vitest's default there is one): a file spends much
      // of its time starting jsdom and loading modules, and the player's suite alone went from
      // 117 s to 75 s.
      maxWorkers: Math.max(2, availableParallelism() - 1),
    },
  };
}

/**
 * @param {string | undefined} value
 * @param {number} fallback
 */
function portOf(value, fallback) {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0 || parsed > 65_535)
    throw new Error(`Invalid port: ${value}`);
  return parsed;
}
