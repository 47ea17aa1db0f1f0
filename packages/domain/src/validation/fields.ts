/**
 * Yup building blocks of the form schemas. Every Yup message is a ValidationMessage object
 * (`{ key, values }`), so a failed validation carries i18n keys, never English text.
 */
import { boolean, object, string } from 'yup';
import type { BooleanSchema, ObjectShape, StringSchema } from 'yup';
import type { ValidationMessage } from './messages';
import { validationMessage } from './messages';
import type { ServerRule } from './server-rule';
import { matchServerRule } from './server-rule';

export const REQUIRED = validationMessage('validation:required');
export const INCONSISTENT_TWICE = validationMessage('validation:inconsistent_twice');
export const NOT_EMPTY = validationMessage('validation:not_empty');
export const MOBILE_FORMAT = validationMessage('validation:mobile_format');

type TextSchema = StringSchema;

function isBlank(value: string | undefined): boolean {
  return value === undefined || value === '';
}

/** A text field. Null or a value that is not text counts as missing. */
export function textField(): TextSchema {
  return string().nonNullable(REQUIRED).typeError(REQUIRED);
}

/** A text field whose value is trimmed before it is checked, and in the validated result. */
export function trimmedTextField(): TextSchema {
  return textField().transform((value: unknown) =>
    typeof value === 'string' ? value.trim() : value,
  );
}

/** A value must be entered. */
export function required(schema: TextSchema): TextSchema {
  return schema.test({ name: 'required', message: REQUIRED, test: (value) => !isBlank(value) });
}

/** A value, when entered, must satisfy the server rule (§5 Server rules). */
export function withServerRule(schema: TextSchema, rule: ServerRule | undefined): TextSchema {
  if (!rule) return schema;
  return schema.test({
    name: 'serverRule',
    test(value, context) {
      if (value === undefined || value === '') return true;
      const result = matchServerRule(value, rule);
      if (result.ok) return true;
      const message: ValidationMessage = { key: result.key, values: result.values };
      return context.createError({ message });
    },
  });
}

/** A field that must repeat another one (§5: "inconsistent twice"). */
export function sameAs(schema: TextSchema, field: string): TextSchema {
  return schema.test({
    name: 'inconsistentTwice',
    message: INCONSISTENT_TWICE,
    test(value, context) {
      const parent = context.parent as Readonly<Record<string, unknown>>;
      return isBlank(value) || value === parent[field];
    },
  });
}

/** Digits only, at most 15 (the longest number E.164 allows); the dialing code is sent apart. */
const MOBILE_DIGITS = /^\d{1,15}$/;

/**
 * A mobile number (§5 "mobile format"): digits, then the server's mobileNum rule when there is one.
 */
export function mobileNumberField(rule: ServerRule | undefined, isRequired: boolean): TextSchema {
  const base = textField().test({
    name: 'mobileFormat',
    message: MOBILE_FORMAT,
    test: (value) => value === undefined || value === '' || MOBILE_DIGITS.test(value),
  });
  return withServerRule(isRequired ? required(base) : base, rule);
}

/** A checkbox that must be ticked, with the message to show when it is not. */
export function tickedField(message: ValidationMessage): BooleanSchema {
  return boolean()
    .nonNullable(message)
    .typeError(message)
    .test({ name: 'ticked', message, test: (value) => value === true });
}

/** The form itself: values that are not an object count as missing. */
export function formSchema<S extends ObjectShape>(shape: S) {
  return object(shape).nonNullable(REQUIRED).typeError(REQUIRED);
}
