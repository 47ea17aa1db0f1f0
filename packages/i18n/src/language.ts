/** The languages of the region and their codes for i18next, Intl and the server. */

/** The interface languages of this region (§9): EN default, TY = Tagalog. */
export const SUPPORTED_LANGUAGES = ['EN', 'TY'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'EN';

/** The i18next codes of the bundled languages: TY is keyed `fil` so plurals follow Tagalog rules. */
export const BUNDLED_CODES = ['en', 'fil'] as const;
export type BundledCode = (typeof BUNDLED_CODES)[number];

/** The i18next code every other language falls back to. */
export const FALLBACK_CODE: BundledCode = 'en';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * A stored, server or i18next language code as a supported language, EN when unknown or absent
 * (`fil`, i18next's code for TY, reads as TY).
 */
export function languageOf(value: string | null | undefined): Language {
  const upper = value?.toUpperCase();
  if (upper === 'FIL') return 'TY';
  return isSupportedLanguage(upper) ? upper : DEFAULT_LANGUAGE;
}

/** A valid BCP 47 tag in canonical case (`PT` → `pt`, `zh-cn` → `zh-CN`), or null. */
function canonicalTag(code: string): string | null {
  try {
    return Intl.getCanonicalLocales(code)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The i18next code of a language: TY is `fil`, because i18next picks plural forms through
 * `Intl.PluralRules(code)` and `ty` is Tahitian there (one form only), `fil` is Tagalog. Another
 * language keeps its own code in canonical case (`PT` → `pt`); an invalid one reads as `en`.
 */
export function toI18nextCode(language: Language): BundledCode;
export function toI18nextCode(language: string): string;
export function toI18nextCode(language: string): string {
  const upper = language.toUpperCase();
  if (upper === 'TY' || upper === 'FIL') return 'fil';
  return canonicalTag(language) ?? FALLBACK_CODE;
}

/**
 * The BCP 47 tag for Intl and `<html lang>`: TY is Tagalog, whose tag is `fil` (`ty` would be
 * Tahitian to Intl). Another valid code keeps its own tag; anything else formats as English.
 */
export function toBcp47(language: string): string {
  return toI18nextCode(language);
}
