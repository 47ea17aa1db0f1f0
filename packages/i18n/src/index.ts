/** `@gaming/i18n`: the i18next instance, its resources and language codes. Formats: `./format`. */
export { I18nextProvider as I18nProvider, Trans, useTranslation } from 'react-i18next';
export { applyLanguage, createI18n, isTestEnvironment, throwOnMissingKey } from './create-i18n';
export type { CreateI18nOptions } from './create-i18n';
export { NAMESPACES, baseResources, errorKeyOf, resources } from './resources';
export type { ErrorKey, Namespace } from './resources';
export { createLanguageLoader, languageLoader, loadLanguage } from './lazy-languages';
export type { LanguageLoader, LazyFiles } from './lazy-languages';
export {
  BUNDLED_CODES,
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  languageOf,
  toBcp47,
  toI18nextCode,
} from './language';
export type { BundledCode, Language } from './language';
