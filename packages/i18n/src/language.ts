/** The languages of the region and their codes for i18next, Intl and the server. */

/** The interface languages of this region (§9): EN default, TY = Tagalog. */
export const SUPPORTED_LANGUAGES = ['EN', 'TY'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'EN';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** A stored or server language code as a supported language, EN when unknown or absent. */
export function languageOf(value: string | null | undefined): Language {
  const upper = value?.toUpperCase();
  return isSupportedLanguage(upper) ? upper : DEFAULT_LANGUAGE;
}

/** The i18next code of a language (resources are keyed `en`, `ty`). */
export function toI18nextCode(language: Language): 'en' | 'ty' {
  return language === 'TY' ? 'ty' : 'en';
}

/**
 * The BCP 47 tag for Intl and `<html lang>`: TY is Tagalog, whose tag is `fil` (`ty` would be
 * Tahitian to Intl). Anything else formats as English.
 */
export function toBcp47(language: string): 'en' | 'fil' {
  return language.toUpperCase() === 'TY' ? 'fil' : 'en';
}
