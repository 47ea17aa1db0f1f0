/**
 * The translation files Vite finds at build time: the only module that globs. EN and TY are bundled
 * (resources.ts imports them); every other language's files become chunks loaded on demand.
 */
// Pulls the `import.meta.glob` type into programs without vite/client.
import type {} from './vite-glob.d.ts';

/** `overrides/{en,ty}/<namespace>.json`, read at start. */
export const bundledOverrideFiles = import.meta.glob(
  ['../overrides/en/*.json', '../overrides/ty/*.json'],
  { eager: true, import: 'default' },
);

/** `locales/<lang>/<namespace>.json` of every language but EN and TY, loaded on demand. */
export const lazyLocaleFiles = import.meta.glob(
  ['../locales/*/*.json', '!../locales/en/*.json', '!../locales/ty/*.json'],
  { import: 'default' },
);

/** `overrides/<lang>/<namespace>.json` of every language but EN and TY, loaded with the language. */
export const lazyOverrideFiles = import.meta.glob(
  ['../overrides/*/*.json', '!../overrides/en/*.json', '!../overrides/ty/*.json'],
  { import: 'default' },
);
