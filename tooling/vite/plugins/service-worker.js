// @ts-check
import { serviceWorkerSource } from '../service-worker.js';

/**
 * Writes `dist/sw.js` (service-worker.js) with the first screen's files: the entry scripts of
 * index.html, what they import, and their styles.
 * @returns {import('vite').Plugin}
 */
export function serviceWorker() {
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
