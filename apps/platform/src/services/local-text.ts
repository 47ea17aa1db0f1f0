/**
 * Operator texts in the merchant's languages (banners, announcements, promotions, the points mall,
 * the reward centre, missions, inbox messages, the deposit page's channels and promotions): each is
 * stored as `{ EN: …, TY: … }` and answered in the request's language. A language the operator has
 * not written yet shows the merchant's first language, so a member never sees an empty title.
 */
import type { LocalText } from '../db/schema/columns';

export type { LocalText };

/** What a request tells about its language: a `language` query, else the `Language` header. */
export interface LanguageSource {
  query?: unknown;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  site: { merchant: { langList: readonly string[] } };
}

function firstOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The language a request is answered in: its `language` query (the apps send it so their caches
 * keep one answer per language), else its `Language` header, when the merchant has that language;
 * otherwise the merchant's first language.
 */
export function languageOf(request: LanguageSource): string {
  const languages = request.site.merchant.langList;
  const query = request.query as { language?: unknown } | undefined;
  const asked = [
    typeof query?.language === 'string' ? query.language : undefined,
    firstOf(request.headers.language),
  ];
  for (const code of asked) {
    const upper = code?.trim().toUpperCase();
    if (upper && languages.includes(upper)) return upper;
  }
  return languages[0] ?? 'EN';
}

/**
 * The text in `language`; else in the first of `languages` (the merchant's) that has one; else any
 * text there is. An empty text counts as not written.
 */
export function textIn(text: LocalText, language: string, languages: readonly string[]): string {
  const written = (code: string) => {
    const value = Object.hasOwn(text, code) ? text[code] : undefined;
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return (
    written(language) ??
    languages.map(written).find((value) => value !== undefined) ??
    Object.keys(text)
      .map(written)
      .find((value) => value !== undefined) ??
    ''
  );
}

/** `textIn` for a text that may be absent (an optional image). */
export function optionalTextIn(
  text: LocalText | null,
  language: string,
  languages: readonly string[],
): string | null {
  if (text === null) return null;
  const value = textIn(text, language, languages);
  return value === '' ? null : value;
}

/** A reader bound to one request's language and merchant: `local(row.title)`. */
export function localReader(request: LanguageSource) {
  const language = languageOf(request);
  const languages = request.site.merchant.langList;
  return Object.assign((text: LocalText) => textIn(text, language, languages), {
    language,
    optional: (text: LocalText | null) => optionalTextIn(text, language, languages),
  });
}

/** What `localReader` answers: a text in the request's language, `.optional` for one that may be absent. */
export type LocalReader = ReturnType<typeof localReader>;

/** The same text in each language (content written once, such as a development fixture). */
export function inEveryLanguage(text: string, languages: readonly string[]): LocalText {
  return Object.fromEntries(languages.map((language) => [language, text]));
}
