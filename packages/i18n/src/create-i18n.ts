/**
 * The i18next set-up shared by both apps: EN and TY bundled, other languages loaded on demand,
 * typed keys, and a missing key that fails loudly in tests instead of showing the raw key.
 */
import type { i18n as I18n, InitOptions } from 'i18next';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './language';
import { DEFAULT_LANGUAGE, FALLBACK_CODE, toBcp47, toI18nextCode } from './language';
import type { LanguageLoader } from './lazy-languages';
import { languageLoader, loadLanguage } from './lazy-languages';
import { NAMESPACES, resources } from './resources';
// Pulls the typed-keys augmentation into every program that imports this package.
import type {} from './i18next.d.ts';

/** True under Vitest (and any runner that sets NODE_ENV=test); false in the browser build. */
export function isTestEnvironment(): boolean {
  const host = globalThis as { process?: { env?: Record<string, string | undefined> } };
  return host.process?.env?.NODE_ENV === 'test';
}

/** i18next's missing-key hook that throws, so a test using an unknown key fails at once. */
export const throwOnMissingKey: NonNullable<InitOptions['missingKeyHandler']> = (
  languages,
  namespace,
  key,
) => {
  throw new Error(`Missing translation "${namespace}:${key}" for ${languages.join(', ')}`);
};

export interface CreateI18nOptions {
  /** Throw on a missing key. Defaults to on in tests, off in the browser. */
  strict?: boolean;
}

/** A ready, initialised i18next instance in `language` (synchronous: the resources are bundled). */
export function createI18n(
  language: Language = DEFAULT_LANGUAGE,
  options: CreateI18nOptions = {},
): I18n {
  const strict = options.strict ?? isTestEnvironment();
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // A copy: i18next writes lazily loaded bundles into the object it is given.
    resources: structuredClone(resources),
    lng: toI18nextCode(language),
    // Any language may be loaded later; what it lacks reads in English.
    fallbackLng: FALLBACK_CODE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    returnNull: false,
    initAsync: false,
    // React escapes text already.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    saveMissing: strict,
    missingKeyHandler: strict ? throwOnMissingKey : false,
  });
  return instance;
}

/**
 * Switches the interface language: loads it first when it is not bundled, then i18next and
 * `<html lang>` (so screen readers and Intl agree). A failed load rejects and changes nothing.
 */
export async function applyLanguage(
  instance: I18n,
  language: Language | (string & {}),
  loader: LanguageLoader = languageLoader,
): Promise<void> {
  await loadLanguage(instance, language, loader);
  if (typeof document !== 'undefined') document.documentElement.lang = toBcp47(language);
  await instance.changeLanguage(toI18nextCode(language));
}
