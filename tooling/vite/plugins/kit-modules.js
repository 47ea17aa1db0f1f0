// @ts-check
/**
 * Fills `kit` with the UI kit's modules (`packages/ui`) that the first paint does not import, and
 * the modules of ours they import that it does not either, once the build has read every module
 * (before it makes chunks). The first paint's (the build's entries, index.html's app and the boot,
 * and everything they import) stay where the automatic splitting puts them: a kit file holding any
 * of them would join the first paint whole. So do the boot's lazily imported parts (the player's
 * lobby boot) and what they import: the kit file imports the framework, which must not run from the
 * boot. Libraries the kit imports keep their own files (`libraryChunkOf` in chunks.js).
 * `bootParts` gets those boot parts' modules outside the first paint (their own file).
 * @param {Set<string>} kit
 * @param {Set<string>} bootParts
 * @param {string | undefined} bootEntry the boot's module, from the app's root (`src/boot.ts`)
 * @returns {import('vite').Plugin}
 */
export function kitModules(kit, bootParts, bootEntry) {
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
