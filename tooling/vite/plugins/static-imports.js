// @ts-check
/**
 * The files a chunk imports, all the way down (all of them preloaded with it: a chunk found only
 * once its importer has arrived would cost another round trip).
 * @param {import('vite').Rolldown.OutputChunk} chunk
 * @param {import('vite').Rolldown.OutputBundle} bundle
 * @returns {string[]}
 */
export function importsOf(chunk, bundle) {
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
 * Fills `loadedWith` with each chunk's static imports, all the way down (what is loaded when it
 * runs), once the chunks are made and before Vite writes the lists of files to preload with each
 * lazily loaded chunk (its import analysis runs after the app's plugins).
 * @param {Map<string, Set<string>>} loadedWith
 * @returns {import('vite').Plugin}
 */
export function staticImports(loadedWith) {
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
