/**
 * The apps' i18next: only the English namespaces the first screen needs are bundled; every other
 * namespace, and every other language (Tagalog included), is a chunk loaded when a screen asks for
 * it. That keeps first paint inside the size budget; tests and Storybook use `createI18n`, which
 * bundles everything.
 */
import type { BackendModule, i18n as I18n } from 'i18next';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import enSystem from '../locales/en/system.json';
import type { Language } from './language';
import { FALLBACK_CODE, toBcp47, toI18nextCode } from './language';
import type { Namespace } from './namespaces';
import type { Tree } from './tree';
import { deepMerge, isTree } from './tree';
// Pulls the `import.meta.glob` type into programs without vite/client.
import type {} from './vite-glob.d.ts';

/** What the shell and the site gate show: bundled in English. */
export const FIRST_PAINT_NAMESPACES = ['common', 'system'] as const;

/**
 * The game screens' texts (home, lobbies, the header's categories, all lazily loaded themselves),
 * the tiles' and boards' and the UI kit's (game and vendor tiles, the banner, balances, dialogs,
 * skeletons, tables: on screens' content, not on the frame) and the error catalogue (shown only
 * after a call failed): not bundled, but fetched as soon as the app starts, beside those screens'
 * code.
 */
export const PRELOADED_NAMESPACES = ['games', 'tiles', 'ui', 'errors'] as const;

const englishOverrides = import.meta.glob('../overrides/en/*.json', {
  eager: true,
  import: 'default',
});
const localeFiles = import.meta.glob('../locales/*/*.json', { import: 'default' });
const overrideFiles = import.meta.glob('../overrides/*/*.json', { import: 'default' });

/** The folder of an i18next code: Tagalog is keyed `fil` but lives in `ty/`. */
function folderOf(code: string): string {
  return code === 'fil' ? 'ty' : code;
}

function withEnglishOverride(namespace: Namespace, bundle: Tree): Tree {
  const override = englishOverrides[`../overrides/en/${namespace}.json`];
  return deepMerge(bundle, isTree(override) ? override : undefined);
}

/** One namespace of one language with its local override laid over it; `{}` when it has no file. */
export async function readNamespace(code: string, namespace: string): Promise<Tree> {
  const folder = folderOf(code);
  const [base, override] = await Promise.all([
    localeFiles[`../locales/${folder}/${namespace}.json`]?.(),
    overrideFiles[`../overrides/${folder}/${namespace}.json`]?.(),
  ]);
  return deepMerge(isTree(base) ? base : {}, isTree(override) ? override : undefined);
}

/** A backend per instance: i18next keeps state on the module object it is given. */
function chunkBackend(): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(code, namespace, callback) {
      readNamespace(code, namespace).then(
        (bundle) => callback(null, bundle),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

/**
 * A ready i18next instance in `language`: English first-paint namespaces from the bundle, the
 * language's own first-paint namespaces loaded before it resolves, the rest when used (screens
 * using them suspend briefly under their Suspense boundary). `landingNamespaces`: what the page
 * the visit lands on needs beyond those (the member centre's, the agent centre's), fetched at once
 * with the preloaded ones rather than when that page first renders.
 */
export async function createAppI18n(
  language: Language | (string & {}),
  landingNamespaces: readonly Namespace[] = [],
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use(chunkBackend())
    .init({
      resources: {
        en: {
          common: withEnglishOverride('common', enCommon),
          system: withEnglishOverride('system', enSystem),
        },
      },
      partialBundledLanguages: true,
      lng: toI18nextCode(language),
      fallbackLng: FALLBACK_CODE,
      // A copy: i18next appends every namespace it loads to the array it is given.
      ns: [...FIRST_PAINT_NAMESPACES],
      defaultNS: 'common',
      returnNull: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  startedTexts.set(
    instance,
    instance.loadNamespaces([...PRELOADED_NAMESPACES, ...landingNamespaces]),
  );
  if (typeof document !== 'undefined') document.documentElement.lang = toBcp47(language);
  return instance;
}

const startedTexts = new WeakMap<I18n, Promise<void>>();

/**
 * Settles once the namespaces `createAppI18n` fetched at start (the preloaded ones and the landing
 * page's) have arrived or failed: the app's first render waits for them (`landingReady` of
 * `@gaming/kernel/boot`).
 */
export function textsLoaded(instance: I18n): Promise<void> {
  return startedTexts.get(instance) ?? Promise.resolve();
}
