/**
 * Languages other than EN and TY, loaded when chosen: their `locales/<lang>` files with the
 * `overrides/<lang>` files laid over them become i18next bundles; a key they lack reads in English.
 */
import type { i18n as I18n } from 'i18next';
import { BUNDLED_CODES, toI18nextCode } from './language';
import { lazyLocaleFiles, lazyOverrideFiles } from './locale-files';
import type { Namespace } from './namespaces';
import { NAMESPACES, translationFileOf } from './namespaces';
import type { Tree } from './tree';
import { deepMerge, isTree } from './tree';

const EMPTY: Tree = {};

/** Files as `import.meta.glob` lists them: path → a loader of the parsed JSON. */
export type LazyFiles = Readonly<Record<string, () => Promise<unknown>>>;

export interface LanguageLoader {
  /** The i18next codes this loader has files for. */
  readonly codes: readonly string[];
  /** The bundles of one language, by namespace (empty when it has no file). */
  load(code: string): Promise<Partial<Record<Namespace, Tree>>>;
}

/** The files of one i18next code, by namespace. */
function filesOf(files: LazyFiles, code: string): Map<Namespace, () => Promise<Tree>> {
  const found = new Map<Namespace, () => Promise<Tree>>();
  for (const [path, load] of Object.entries(files)) {
    const file = translationFileOf(path);
    if (file && toI18nextCode(file.folder) === code) {
      found.set(file.namespace, async () => {
        const content = await load();
        if (!isTree(content)) throw new Error(`${path} is not a translation file`);
        return content;
      });
    }
  }
  return found;
}

/** A loader over `locales/<lang>/<ns>.json` and `overrides/<lang>/<ns>.json` file lists. */
export function createLanguageLoader(
  locales: LazyFiles,
  overrides: LazyFiles = {},
): LanguageLoader {
  const folders = [...Object.keys(locales), ...Object.keys(overrides)].flatMap((path) => {
    const file = translationFileOf(path);
    return file ? [toI18nextCode(file.folder)] : [];
  });
  return {
    codes: [...new Set(folders)].sort(),
    async load(code) {
      const base = filesOf(locales, code);
      const local = filesOf(overrides, code);
      const entries = await Promise.all(
        NAMESPACES.filter((ns) => base.has(ns) || local.has(ns)).map(async (namespace) => {
          const [tree, override] = await Promise.all([
            base.get(namespace)?.(),
            local.get(namespace)?.(),
          ]);
          return [namespace, deepMerge(tree ?? EMPTY, override)] as const;
        }),
      );
      return Object.fromEntries(entries);
    },
  };
}

/** The loader over the repository's own files (Vite turns each into a chunk). */
export const languageLoader: LanguageLoader = createLanguageLoader(
  lazyLocaleFiles,
  lazyOverrideFiles,
);

function isBundled(code: string): boolean {
  return (BUNDLED_CODES as readonly string[]).includes(code);
}

/**
 * Adds a language's bundles to the instance unless it is bundled or already loaded. A failed chunk
 * rejects, so the caller can offer a retry; the instance stays as it was.
 */
export async function loadLanguage(
  instance: I18n,
  language: string,
  loader: LanguageLoader = languageLoader,
): Promise<void> {
  const code = toI18nextCode(language);
  if (isBundled(code) || NAMESPACES.some((ns) => instance.hasResourceBundle(code, ns))) return;
  const bundles = await loader.load(code);
  for (const [namespace, tree] of Object.entries(bundles)) {
    instance.addResourceBundle(code, namespace, tree, true, true);
  }
}
