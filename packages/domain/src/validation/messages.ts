/**
 * Validation messages (§5, §8): every error is an i18n key of the `validation` namespace in
 * i18next's `namespace:key` form plus its interpolation values, so a screen translates it.
 */

/**
 * The pattern message kinds of §5, named by the server's `patternId`: length only; letter then
 * letters and digits; Chinese and digits; mailbox; alphanumeric; letters plus digits; digits only;
 * alphanumeric with an uppercase letter; English letters and spaces; no spaces; yyyy-MM-dd;
 * MM-dd-yyyy; Korean only; Thai only; Thai or English with spaces; uppercase with spaces; letters,
 * digits and symbols.
 */
export const PATTERN_IDS = [
  'length',
  'letterThenAlnum',
  'chineseDigits',
  'email',
  'alphanumeric',
  'lettersAndDigits',
  'digits',
  'alnumUpper',
  'englishSpaces',
  'noSpaces',
  'dateYmd',
  'dateMdy',
  'korean',
  'thai',
  'thaiEnglishSpaces',
  'upperSpaces',
  'lettersDigitsSymbols',
] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

/** Keys that are not pattern messages, in the order a translator reads them. */
export const PLAIN_VALIDATION_KEYS = [
  'validation:required',
  'validation:not_empty',
  'validation:inconsistent_twice',
  'validation:length_range',
  'validation:length_exact',
  'validation:pattern_invalid',
  'validation:mobile_format',
  'validation:mobile_placeholder',
  'validation:email_format',
  'validation:feedback_too_long',
  'validation:image_type',
  'validation:image_too_large',
  'validation:too_many_images',
  'validation:age_confirmation',
  'validation:support_words',
  'validation:account_number',
] as const;

export type ValidationKey =
  | (typeof PLAIN_VALIDATION_KEYS)[number]
  | `validation:pattern.${PatternId}`
  | `validation:pattern.${PatternId}_exact`;

/** Every key this module can produce: the list the EN and TY `validation` files must cover. */
export const VALIDATION_KEYS: readonly ValidationKey[] = [
  ...PLAIN_VALIDATION_KEYS,
  ...PATTERN_IDS.flatMap((id) => [
    `validation:pattern.${id}` as const,
    `validation:pattern.${id}_exact` as const,
  ]),
];

/** Interpolation values of a message (`{{min}}`, `{{max}}`, `{{length}}`, `{{count}}`, …). */
export type MessageValues = Readonly<Record<string, number>>;

/**
 * A message a form shows: `t(message.key, message.values)`. A type, not an interface, so it is a
 * valid Yup message (Yup accepts any plain object as a message and hands it back untouched).
 */
export type ValidationMessage = {
  readonly key: ValidationKey;
  readonly values: MessageValues;
};

/** The outcome of one rule: ok, or the message to show. */
export type RuleResult = { readonly ok: true } | ({ readonly ok: false } & ValidationMessage);

/** A message with its interpolation values. */
export function validationMessage(
  key: ValidationKey,
  values: MessageValues = {},
): ValidationMessage {
  return { key, values };
}

const PATTERN_ID_SET: ReadonlySet<string> = new Set(PATTERN_IDS);

/** Whether the server's patternId names one of the §5 pattern message kinds. */
export function isPatternId(patternId: string): patternId is PatternId {
  return PATTERN_ID_SET.has(patternId);
}

/** "Length between {{min}} and {{max}}", or "exactly {{length}}" when both are equal (§5). */
export function lengthMessage(min: number, max: number): ValidationMessage {
  return min === max
    ? validationMessage('validation:length_exact', { length: min })
    : validationMessage('validation:length_range', { min, max });
}

/**
 * §5: "message looked up by patternId with min and max inserted (a single number if equal)". An
 * unknown patternId falls back to the plain length message.
 */
export function patternMessage(patternId: string, min: number, max: number): ValidationMessage {
  if (!isPatternId(patternId)) return lengthMessage(min, max);
  return min === max
    ? validationMessage(`validation:pattern.${patternId}_exact`, { length: min })
    : validationMessage(`validation:pattern.${patternId}`, { min, max });
}

const KEY_SET: ReadonlySet<string> = new Set(VALIDATION_KEYS);

/** Whether a value is a message of this module (Yup carries it as an error's message). */
export function isValidationMessage(value: unknown): value is ValidationMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { key, values } = value as { key?: unknown; values?: unknown };
  return (
    typeof key === 'string' && KEY_SET.has(key) && typeof values === 'object' && values !== null
  );
}
