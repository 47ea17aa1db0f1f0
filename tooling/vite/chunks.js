// @ts-check
/**
 * How the apps' builds cut their JavaScript into files: the framework as one file, the UI kit's
 * lazily used components as `kit` and `lobby-kit`, each other library as a file of its own, V8's
 * compile hint on the chunks that are run as they load, and the lists of files a lazily loaded
 * chunk preloads beside it.
 */

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
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The smallest chunk (its modules' length before minifying) worth the hint's 29 bytes. */
const COMPILE_HINT_MIN_LENGTH = 8_000;
/** A library's module; the first group is the package's name (`qrcode.react`, `@scope/name`). */
const LIBRARY_MODULE = new RegExp(PACKAGE_PATH + String.raw`((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]`);

/**
 * A lazily loaded chunk's list of files to fetch beside it leaves out what its importer has loaded
 * already (the framework, the first paint's chunks): the list is written into the importer, and
 * the app entry's lists were a twelfth of its size. The boot's lazily loaded part (`boot-parts`)
 * imports only what the boot has loaded: no list at all.
 * @param {Map<string, Set<string>>} loadedWith each chunk's files loaded with it (`staticImports`)
 * @returns {import('vite').ResolveModulePreloadDependenciesFn}
 */
export function preloadListOf(loadedWith) {
  return (file, deps, { hostId }) =>
    BOOT_PARTS_FILE.test(file) ? [] : deps.filter((dep) => !loadedWith.get(hostId)?.has(dep));
}

/**
 * V8's compile hint (Chrome 136+; to other browsers a comment): a chunk is fetched when the page
 * is about to run it, and most of its functions run then (the framework's nearly all), so V8
 * compiles them with the file, as it streams in on a background thread, instead of each on the
 * main thread the first time it is called. A deposit visit's main-thread compiling went from about
 * 83 ms to 22 with the framework hinted, 16 with every chunk from 8 KB. After the minifier, which
 * drops comments; the smallest chunks (a few functions, and 29 bytes each) get nothing, not even a
 * line, and neither do the texts (no functions).
 * @param {import('vite').Rolldown.RenderedChunk} chunk
 * @returns {string | undefined} the chunk's banner after minifying
 */
export function compileHintOf(chunk) {
  return hintsCompile(chunk) ? COMPILE_HINT : undefined;
}

/**
 * Whether a chunk gets V8's compile hint (`COMPILE_HINT`): code, not only texts (JSON), and not
 * among the smallest.
 * @param {import('vite').Rolldown.RenderedChunk} chunk
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
 * The framework every page runs (React, router, Redux Toolkit, i18next) as one file: one gzip
 * stream compresses better than the handful of small shared chunks the automatic splitting makes,
 * and it changes only when a dependency does (long caching). Behind the first paint, fewer and
 * larger files too: each request costs a phone a round trip, and on HTTP/1.1 it waits for one of
 * six connections (a deposit visit made 93 requests before its content, 69 now). So the UI kit's
 * lazily used components come as one file (`kit`, its styles as one stylesheet; the game pages'
 * own components as `lobby-kit`), and each other library as a file of its own (`lib-<package>`:
 * one per package instead of one per set of screens using it).
 * @param {ReadonlySet<string>} kit the UI kit's modules outside the first paint (`kitModules`)
 * @param {ReadonlySet<string>} bootParts the modules the boot imports lazily, outside the first
 *   paint (`kitModules`)
 * @returns {import('vite').Rolldown.AdvancedChunksGroup[]}
 */
export function chunkGroups(kit, bootParts) {
  return [
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
  ];
}

/**
 * The chunk of a library outside the framework (`lib-qrcode.react`), or null for a
 * module of ours or of the framework.
 * @param {string} id
 */
export function libraryChunkOf(id) {
  if (FRAMEWORK_MODULES.test(id)) return null;
  const library = LIBRARY_MODULE.exec(id)?.[1];
  return library === undefined ? null : `lib-${library.replace(/[\\/@]/g, '')}`;
}
