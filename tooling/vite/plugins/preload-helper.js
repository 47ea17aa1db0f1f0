// @ts-check
/** Vite's module for its `__vitePreload` helper (a lazily loaded chunk with its files). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite's helper that fetches a lazily loaded chunk's files beside it, replaced by the kernel's
 * (`@gaming/kernel/module-preload`): the same links, a few per task instead of all in the task that
 * imports the chunk (home's content: 22 links, one of the longest tasks after the first paint).
 * Should Vite rename its helper's module, this plugin would silently replace nothing: so the build
 * fails when a chunk has such lists but the helper was never loaded through it.
 * @returns {import('vite').Plugin}
 */
export function preloadHelper() {
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
