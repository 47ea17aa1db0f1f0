// @ts-check
/**
 * The Vite config both apps share: React, the API proxy to the platform, the port from the
 * environment, a line naming the address once the server listens, and Vitest in jsdom.
 * Plain JavaScript (type-checked through JSDoc): Vite loads config imports from packages as-is.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import {
  DEV_SECURITY_HEADERS,
  SECURITY_HEADERS,
  cacheControlOf,
  headersFile,
} from './security-headers.js';
import { refuseDotSegments } from './dot-segments.js';
import { precompressedAssets } from './precompressed.js';
import { serviceWorkerSource } from './service-worker.js';

/**
 * Paths the app's server forwards to the platform. Never `/__dev`: the platform's development
 * routes (SMS outbox, settings, reset) answer on the platform's own port only.
 */
const PROXIED_PATHS = ['/wps', '/lgw', '/lotto'];
/** WebSocket paths under the proxied ones: the live notices socket. */
const PROXIED_SOCKETS = ['/wps/notices/socket'];
const HOST = '127.0.0.1';
/** A language's text file (`packages/i18n/locales/<folder>/<namespace>.json`). */
const LOCALE_FILE = /\/packages\/i18n\/locales\/(\w+)\/(\w+)\.json$/;
/** The file of the boot's lazily loaded part (the `boot-parts` chunk group below). */
const BOOT_PARTS_FILE = /(^|\/)boot-parts-[\w-]+\.js$/;
/**
 * The UI kit's components only the game pages use (home, the lobbies): their own file beside the
 * kit (`lobby-kit`), so a wallet or agent page does not fetch the tiles, the carousel and what they
 * import from the lobby's code.
 */
const LOBBY_KIT_MODULE =
  /[\\/]packages[\\/]ui[\\/]src[\\/](components[\\/](game-tile|game-grid|vendor-tile|provider-menu|classify-menu|section-header|winner-board|notice-marquee|banner-carousel)[\\/]|hooks[\\/](useOnScreen|usePrefersReducedMotion)\.ts$)/;
/** Where an installed package's files are, pnpm's store included (its name follows). */
const PACKAGE_PATH = String.raw`[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?`;
/** The packages of the first paint in every app; lazily used libraries stay in their own chunks. */
const FRAMEWORK_MODULES = new RegExp(
  PACKAGE_PATH +
    String.raw`(?:react|react-dom|scheduler|react-router|react-redux|@reduxjs[\\/]toolkit|redux|reselect|immer|use-sync-external-store|i18next|react-i18next)[\\/]`,
);
/** https://v8.dev/blog/explicit-compile-hints: the file's functions are all called on load. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The smallest chunk (its modules' length before minifying) worth the hint's 29 bytes. */
const COMPILE_HINT_MIN_LENGTH = 8_000;
/** A library's module; the first group is the package's name (`qrcode.react`, `@scope/name`). */
const LIBRARY_MODULE = new RegExp(PACKAGE_PATH + String.raw`((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]`);

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
      previewCaching(),
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
      modulePreload: {
        polyfill: false,
        // A lazily loaded chunk's list of files to fetch beside it leaves out what its importer has
        // loaded already (the framework, the first paint's chunks): the list is written into the
        // importer, and the app entry's lists were a twelfth of its size. The boot's lazily loaded
        // part (`boot-parts`) imports only what the boot has loaded: no list at all.
        resolveDependencies: (file, deps, { hostId }) =>
          BOOT_PARTS_FILE.test(file) ? [] : deps.filter((dep) => !loadedWith.get(hostId)?.has(dep)),
      },
      rolldownOptions: {
        output: {
          // V8's compile hint (Chrome 136+; to other browsers a comment): a chunk is fetched when
          // the page is about to run it, and most of its functions run then (the framework's
          // nearly all), so V8 compiles them with the file, as it streams in on a background
          // thread, instead of each on the main thread the first time it is called. A deposit
          // visit's main-thread compiling went from about 83 ms to 22 with the framework hinted,
          // 16 with every chunk from 8 KB. After the minifier, which drops comments; the smallest
          // chunks (a few functions, and 29 bytes each) get nothing, not even a line, and neither
          // do the texts (no functions).
          postBanner: (chunk) => (hintsCompile(chunk) ? COMPILE_HINT : undefined),
          // The framework every page runs (React, router, Redux Toolkit, i18next) as one file: one
          // gzip stream compresses better than the handful of small shared chunks the automatic
          // splitting makes, and it changes only when a dependency does (long caching). Behind the
          // first paint, fewer and larger files too: each request costs a phone a round trip, and
          // on HTTP/1.1 it waits for one of six connections (a deposit visit made 93 requests
          // before its content, 69 now). So the UI kit's lazily used components come as one file
          // (`kit`, its styles as one stylesheet; the game pages' own components as `lobby-kit`),
          // and each other library as a file of its own (`lib-<package>`: one per package instead
          // of one per set of screens using it).
          advancedChunks: {
            groups: [
              { name: 'framework', test: FRAMEWORK_MODULES, priority: 3 },
              {
                // What the boot loads lazily (the player's lobby boot) as one file beside it.
                name: 'boot-parts',
                test: (id) => bootParts.has(id),
                includeDependenciesRecursively: false,
                priority: 2,
              },
              {
                name: 'lobby-kit',
                test: (id) => kit.has(id) && LOBBY_KIT_MODULE.test(id),
                includeDependenciesRecursively: false,
                priority: 2,
              },
              {
                name: 'kit',
                test: (id) => kit.has(id) && !LOBBY_KIT_MODULE.test(id),
                // Exactly those modules: what they import from the first paint stays there.
                includeDependenciesRecursively: false,
                priority: 2,
              },
              { name: libraryChunkOf, priority: 1 },
            ],
          },
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
 * Whether a chunk gets V8's compile hint (`COMPILE_HINT`): code, not only texts (JSON), and not
 * among the smallest.
 * @param {import('rolldown').RenderedChunk} chunk
 */
function hintsCompile(chunk) {
  if (chunk.moduleIds.every((id) => id.endsWith('.json'))) return false;
  const length = Object.values(chunk.modules).reduce(
    (sum, module) => sum + module.renderedLength,
    0,
  );
  return length >= COMPILE_HINT_MIN_LENGTH;
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

/**
 * Writes `dist/_headers`, the security headers for static hosts.
 * @returns {import('vite').Plugin}
 */
function staticHostHeaders() {
  return {
    name: 'static-host-headers',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
    },
  };
}

/**
 * Writes `dist/sw.js` (service-worker.js) with the first screen's files: the entry scripts of
 * index.html, what they import, and their styles.
 * @returns {import('vite').Plugin}
 */
function serviceWorker() {
  return {
    name: 'service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = new Set();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isEntry) continue;
        for (const file of [output.fileName, ...output.imports]) files.add(file);
        for (const css of output.viteMetadata?.importedCss ?? []) files.add(css);
      }
      const precache = [...files].sort().map((file) => `/${file}`);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource(precache) });
    },
  };
}

/**
 * `pnpm start`'s servers cache as a static host should (`cacheControlOf`): hashed assets for a
 * year, everything else revalidated. sirv (under vite preview) writes its own `Cache-Control` in
 * `writeHead`, so the value is set there. Proxied platform paths are left alone.
 * @returns {import('vite').Plugin}
 */
function previewCaching() {
  return {
    name: 'preview-caching',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://x');
        // The platform's answers keep the platform's own caching.
        if (PROXIED_PATHS.some((path) => pathname.startsWith(path))) {
          next();
          return;
        }
        const cacheControl = cacheControlOf(pathname);
        const writeHead = response.writeHead;
        /** @param {unknown[]} args writeHead's (status, [message], [headers]), passed on as they are */
        function withCaching(...args) {
          response.setHeader('Cache-Control', cacheControl);
          for (const part of args) {
            if (part && typeof part === 'object' && !Array.isArray(part)) {
              const headers = /** @type {Record<string, unknown>} */ (part);
              for (const name of Object.keys(headers))
                if (name.toLowerCase() === 'cache-control') headers[name] = cacheControl;
            }
          }
          return /** @type {import('node:http').ServerResponse} */ (
            Reflect.apply(writeHead, response, args)
          );
        }
        response.writeHead = /** @type {typeof response.writeHead} */ (withCaching);
        next();
      });
    },
  };
}

/**
 * Puts the app's boot frame (static markup, rendered when the HTML is built) in place of the
 * `<!--boot-frame-->` comment of index.html.
 * @param {() => string} render
 * @returns {import('vite').Plugin}
 */
function prerenderedFrame(render) {
  return {
    name: 'prerendered-frame',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes('<!--boot-frame-->'))
          throw new Error('index.html has no <!--boot-frame--> for the boot frame');
        return html.replace('<!--boot-frame-->', render());
      },
    },
  };
}

/**
 * Runs `entry` before the app. Vite joins every module script of index.html into one entry, which
 * would make the boot wait for the framework; so the boot is an input of its own, and its chunk
 * (with modulepreload links for what it imports) goes into the head. The app's own script and its
 * modulepreload links become `<meta name="app-entry" content data-imports>`: the boot starts them
 * (`startApp`) once the frame is drawn (on home once its banner is), so a slow phone spends its
 * link and processor on the first paint before the framework.
 * The files of the `texts` namespaces in EN and TY go into `<meta name="app-texts" data-en
 * data-ty>` (`games=/assets/games-….js …`): the boot fetches the first screen's (`firstTexts` of
 * @gaming/kernel/boot).
 * @param {string} entry the module's path from the app's root, e.g. `src/boot.ts`
 * @param {readonly string[]} texts
 * @returns {import('vite').Plugin}
 */
function bootScript(entry, texts) {
  return {
    name: 'boot-script',
    config(_config, { command }) {
      if (command !== 'build') return;
      return { build: { rolldownOptions: { input: { index: 'index.html', boot: entry } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) {
          // The dev server: the module as it is (the app's own script stays as it was).
          return [
            {
              tag: 'script',
              attrs: { type: 'module', async: true, src: `/${entry}` },
              injectTo: 'head',
            },
          ];
        }
        const chunk = Object.values(context.bundle).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot',
        );
        if (!chunk || chunk.type !== 'chunk') throw new Error(`no boot chunk for ${entry}`);
        const base = context.server?.config.base ?? '/';
        // The app's entry and its imports are fetched and run when the boot says so (`startApp` of
        // @gaming/kernel/boot, after the frame has been drawn): they are named in a meta element
        // instead of a script and modulepreload links, so the first paint has the link to itself.
        const appScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(
          html,
        );
        if (!appScript?.[1]) throw new Error('index.html has no app entry script');
        const appEntry = appScript[1];
        const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
        const imports = [...html.matchAll(preload)].map((match) => match[1]);
        /** @type {Record<string, string[]>} */
        const textFiles = { en: [], ty: [] };
        for (const output of Object.values(context.bundle)) {
          if (output.type !== 'chunk') continue;
          const text = LOCALE_FILE.exec(output.facadeModuleId?.replaceAll('\\', '/') ?? '');
          const [, folder = '', namespace = ''] = text ?? [];
          if (Object.hasOwn(textFiles, folder) && texts.includes(namespace))
            textFiles[folder]?.push(`${namespace}=${base}${output.fileName}`);
        }
        const textsMeta =
          texts.length === 0
            ? ''
            : `<meta name="app-texts" data-en="${textFiles.en?.sort().join(' ')}" data-ty="${textFiles.ty?.sort().join(' ')}">\n    `;
        const meta = `${textsMeta}<meta name="app-entry" content="${appEntry}" data-imports="${imports.join(' ')}">\n    `;
        return {
          html: html.replace(preload, '').replace(appScript[0], meta),
          tags: [
            {
              tag: 'script',
              // async: it runs as soon as it has loaded.
              attrs: { type: 'module', async: true, crossorigin: true, src: base + chunk.fileName },
              injectTo: 'head',
            },
            ...importsOf(chunk, context.bundle).map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: base + file },
              injectTo: /** @type {const} */ ('head'),
            })),
          ],
        };
      },
    },
  };
}

/**
 * The files a chunk imports, all the way down (all of them preloaded with it: a chunk found only
 * once its importer has arrived would cost another round trip).
 * @param {import('rolldown').OutputChunk} chunk
 * @param {import('rolldown').OutputBundle} bundle
 * @returns {string[]}
 */
function importsOf(chunk, bundle) {
  /** @type {Set<string>} */
  const files = new Set();
  const waiting = [...chunk.imports];
  for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    const imported = bundle[file];
    if (imported?.type === 'chunk') waiting.push(...imported.imports);
  }
  return [...files];
}

/**
 * Prints `line` once the dev or preview server listens.
 * @param {string} line
 * @returns {import('vite').Plugin}
 */
function announceUrl(line) {
  /** @param {{ httpServer: { once(event: 'listening', listener: () => void): unknown } | null }} server */
  const announce = (server) => {
    server.httpServer?.once('listening', () => console.log(line));
  };
  return { name: 'announce-url', configureServer: announce, configurePreviewServer: announce };
}

/**
 * The chunk of a library outside the framework (`lib-qrcode.react`), or null for a
 * module of ours or of the framework.
 * @param {string} id
 */
function libraryChunkOf(id) {
  if (FRAMEWORK_MODULES.test(id)) return null;
  const library = LIBRARY_MODULE.exec(id)?.[1];
  return library === undefined ? null : `lib-${library.replace(/[\\/@]/g, '')}`;
}

/** Vite's module for its `__vitePreload` helper (a lazily loaded chunk with its files). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite's helper that fetches a lazily loaded chunk's files beside it, replaced by the kernel's
 * (`@gaming/kernel/module-preload`): the same links, a few per task instead of all in the task that
 * imports the chunk (home's content: 22 links, one of the longest tasks after the first paint).
 * Should Vite rename its helper's module, this plugin would silently replace nothing: so the build
 * fails when a chunk has such lists but the helper was never loaded through it.
 * @returns {import('vite').Plugin}
 */
function preloadHelper() {
  let replaced = false;
  return {
    name: 'preload-helper',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced = false;
    },
    load(id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      replaced = true;
      return "export { preloadBeside as __vitePreload } from '@gaming/kernel/module-preload';";
    },
    generateBundle(_options, bundle) {
      const listed = Object.values(bundle).some(
        (output) => output.type === 'chunk' && output.code.includes('__vite__mapDeps'),
      );
      if (listed && !replaced)
        this.error(`Vite's preload helper (${PRELOAD_HELPER_ID}) was not replaced.`);
    },
  };
}

/**
 * Fills `loadedWith` with each chunk's static imports, all the way down (what is loaded when it
 * runs), once the chunks are made and before Vite writes the lists of files to preload with each
 * lazily loaded chunk (its import analysis runs after the app's plugins).
 * @param {Map<string, Set<string>>} loadedWith
 * @returns {import('vite').Plugin}
 */
function staticImports(loadedWith) {
  return {
    name: 'static-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      loadedWith.clear();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const files = new Set(importsOf(output, bundle));
        loadedWith.set(output.fileName, files);
      }
    },
  };
}

/**
 * Fills `kit` with the UI kit's modules (`packages/ui`) that the first paint does not import, and
 * the modules of ours they import that it does not either, once the build has read every module
 * (before it makes chunks). The first paint's (the build's entries, index.html's app and the boot,
 * and everything they import) stay where the automatic splitting puts them: a kit file holding any
 * of them would join the first paint whole. So do the boot's lazily imported parts (the player's
 * lobby boot) and what they import: the kit file imports the framework, which must not run from the
 * boot. Libraries the kit imports keep their own files (`libraryChunkOf`).
 * `bootParts` gets those boot parts' modules outside the first paint (their own file).
 * @param {Set<string>} kit
 * @param {Set<string>} bootParts
 * @param {string | undefined} bootEntry the boot's module, from the app's root (`src/boot.ts`)
 * @returns {import('vite').Plugin}
 */
function kitModules(kit, bootParts, bootEntry) {
  return {
    name: 'kit-modules',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      /**
       * Adds to `into` the modules `roots` import, directly or not, short of those `stop` refuses.
       * @param {string[]} roots
       * @param {Set<string>} into
       * @param {(id: string) => boolean} stop
       */
      const collect = (roots, into, stop) => {
        const waiting = [...roots];
        for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
          if (into.has(id) || stop(id)) continue;
          into.add(id);
          waiting.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      /** @type {Set<string>} */
      const firstPaint = new Set();
      collect(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        firstPaint,
        () => false,
      );
      // What the boot entry itself imports with `import()` (the player's lobby boot), and what that
      // imports: not the language files its static imports may load on demand.
      /** @type {Set<string>} */
      const boot = new Set();
      const bootPath = bootEntry?.replace(/^\.?\//, '');
      if (bootPath !== undefined)
        collect(
          ids
            .filter((id) => id.replaceAll('\\', '/').endsWith(`/${bootPath}`))
            .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
          boot,
          (id) => firstPaint.has(id),
        );
      bootParts.clear();
      for (const id of boot)
        if (!firstPaint.has(id) && !/[\\/]node_modules[\\/]/.test(id)) bootParts.add(id);
      kit.clear();
      collect(
        ids.filter((id) => /[\\/]packages[\\/]ui[\\/]src[\\/]/.test(id)),
        kit,
        (id) => firstPaint.has(id) || boot.has(id) || /[\\/]node_modules[\\/]/.test(id),
      );
    },
  };
}
