/**
 * The few TypeBox building blocks every call's schema uses. Schema modules are imported as values by
 * the platform only; the apps import their types (`import type`), so no schema code reaches a bundle.
 */
import type { Static, TSchema } from 'typebox';
import Type from 'typebox';

/** No control characters (NUL, line breaks, escapes): no field of this API takes them. */
const PRINTABLE = '^[^\\u0000-\\u001f\\u007f]*$';

interface TextOptions {
  /** At most this many characters (default 256). */
  maxLength?: number;
  minLength?: number;
  /** A stricter pattern than "printable"; it must exclude control characters itself. */
  pattern?: string;
  description?: string;
}

/** A line of text: printable characters only, bounded length. */
export function Text(options: TextOptions = {}) {
  return Type.String({
    maxLength: options.maxLength ?? 256,
    ...(options.minLength === undefined ? {} : { minLength: options.minLength }),
    pattern: options.pattern ?? PRINTABLE,
    ...(options.description === undefined ? {} : { description: options.description }),
  });
}

/** A code of letters, digits and `_` (vendor, game type, classify), any case. */
export const Code = Text({ maxLength: 40, pattern: '^[A-Za-z0-9_]{1,40}$' });
/** A language code (EN, TY, en-US). */
export const LanguageCode = Text({ maxLength: 8, pattern: '^[A-Za-z-]{2,8}$' });
/**
 * The language an answer of operator texts is in (banners, announcements, promotions, the points
 * mall, the reward centre, missions); the apps send it so that their cache holds one answer per
 * language. Without it the `Language` header decides, then the merchant's first language.
 */
export const LanguageQuery = Type.Object({ language: Type.Optional(LanguageCode) });
export type LanguageQuery = Static<typeof LanguageQuery>;
/** A mobile number as typed: digits, spaces and dashes. */
export const MobileText = Text({ maxLength: 32, pattern: '^[0-9 -]*$' });
/** An ISO 8601 time. */
export const IsoTime = Type.String({ format: 'date-time' });
/** A whole number for paging and ids. */
export const PageNo = Type.Integer({ minimum: 1, maximum: 100_000 });

/** `T` or null (null listed first, so a validator that coerces types never turns null into 0). */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([Type.Null(), schema]);
}

/** One of a list of string literals (`{ enum: [...] }`). */
export function OneOf<const T extends string[]>(values: readonly [...T], description?: string) {
  return Type.Enum(values, description === undefined ? {} : { description });
}
